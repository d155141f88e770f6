// The webhook routes beyond the generic six: the create that shows the secret, rotation, a test event, a retry, and the event catalogue.
import { webhookDeliveries, webhookEndpoints } from '../webhooks/index.js';
import { READ_ERRORS, WRITE_ERRORS } from './errors.js';
import { schemaRef } from './json-schema.js';
import type { OperationSpec } from './operation.js';
import { schemaNames } from './resource-schemas.js';

const endpoint = schemaRef(schemaNames(webhookEndpoints).record);
const withSecret = {
  allOf: [endpoint],
  required: ['secret'],
  properties: { secret: { type: 'string', pattern: '^whsec_', description: 'Shown in this answer only.' } },
};

export const webhookOperations: Record<string, OperationSpec> = {
  'POST /v5/webhook-endpoints': {
    operationId: 'createWebhookEndpoint',
    tag: 'webhook-endpoints',
    summary: 'Create a webhook endpoint',
    description:
      'The URL is checked now (https, not a private, loopback, link-local or metadata address) and again at each ' +
      'delivery. The answer carries the signing `secret`, which no later answer shows.',
    body: { schema: schemaRef(schemaNames(webhookEndpoints).create) },
    success: { status: 201, description: 'The endpoint, with its `secret`.', schema: withSecret },
    errors: WRITE_ERRORS,
  },
  'POST /v5/webhook-endpoints/{id}/rotate-secret': {
    operationId: 'rotateWebhookEndpointSecret',
    tag: 'webhook-endpoints',
    summary: 'Give an endpoint a new signing secret',
    description:
      'The new `secret` is shown in this answer only. For 24 hours deliveries carry a signature by each secret ' +
      '(space-separated in `webhook-signature`), then by the new one alone.',
    success: { status: 200, description: 'The endpoint, with its new `secret`.', schema: withSecret },
    errors: WRITE_ERRORS,
  },
  'POST /v5/webhook-endpoints/{id}/test': {
    operationId: 'testWebhookEndpoint',
    tag: 'webhook-endpoints',
    summary: 'Send the endpoint a webhook.test event',
    description: 'Sent to this endpoint alone, whatever it subscribes to; its delivery is logged like any other.',
    success: {
      status: 202,
      description: 'The delivery, queued.',
      schema: {
        type: 'object',
        required: ['deliveryId', 'eventId'],
        properties: { deliveryId: { type: 'string' }, eventId: { type: 'string' } },
      },
    },
    errors: WRITE_ERRORS,
  },
  'POST /v5/webhook-deliveries/{id}/retry': {
    operationId: 'retryWebhookDelivery',
    tag: 'webhook-deliveries',
    summary: 'Send a delivery again now',
    description: 'Whatever its status: it is PENDING until this attempt (and the retries after it, if it fails) ends.',
    success: { status: 200, description: 'The delivery.', schema: schemaRef(schemaNames(webhookDeliveries).record) },
    errors: WRITE_ERRORS,
  },
  'GET /v5/event-types': {
    operationId: 'listEventTypes',
    tag: 'webhook-endpoints',
    summary: 'Every event type the service emits',
    description: 'What `events` of a webhook endpoint may name, besides "*" for all of them.',
    success: {
      status: 200,
      description: 'The event types, each with what it means.',
      schema: {
        type: 'array',
        items: {
          type: 'object',
          required: ['type', 'description'],
          properties: { type: { type: 'string' }, description: { type: 'string' } },
        },
      },
    },
    errors: READ_ERRORS,
  },
};
