// The document's `webhooks`: one POST per event type, with the body a webhook endpoint receives and the headers that sign it.
import type { Resource } from '../platform/resources/define.js';
import { eventTypesOf } from '../webhooks/index.js';
import { schemaRef, type JsonSchema } from './json-schema.js';
import { schemaNames } from './resource-schemas.js';

const signatureHeaders = [
  ['webhook-id', 'The event id: the same on every attempt of a delivery, so that a receiver dedupes by it.'],
  ['webhook-timestamp', 'When the attempt was sent, in Unix seconds.'],
  [
    'webhook-signature',
    '`v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`; space-separated while two secrets sign.',
  ],
].map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } }));

/** The body of a delivery of `type`, whose `data.object` is a record of `family` (any object when it names none). */
function payloadSchema(type: string, family: Resource | undefined): JsonSchema {
  const object = family
    ? { oneOf: [schemaRef(schemaNames(family).record), { type: 'null' }] }
    : { type: ['object', 'null'] };
  return {
    type: 'object',
    required: ['id', 'type', 'createdAt', 'organizationId', 'data'],
    properties: {
      id: { type: 'string', pattern: '^evt_' },
      type: { const: type },
      createdAt: { type: 'string', format: 'date-time' },
      organizationId: { type: 'string', pattern: '^org_' },
      data: { type: 'object', required: ['object'], properties: { object } },
    },
  };
}

/** One webhook per event type of the catalogue, as the OpenAPI 3.1 `webhooks` object lists them. */
export function webhookPayloads(resources: readonly Resource[]): Record<string, JsonSchema> {
  const byObject = new Map(resources.map((resource) => [resource.object, resource]));
  return Object.fromEntries(
    eventTypesOf({ all: resources }).map(({ type, description }) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\W/g, '_')}`,
          tags: ['webhook-endpoints'],
          summary: description,
          parameters: signatureHeaders,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: payloadSchema(type, byObject.get(type.split('.')[0]!)) } },
          },
          responses: { '2XX': { description: 'Delivered; any other answer, or none within 15 seconds, is retried.' } },
          security: [],
        },
      },
    ]),
  );
}
