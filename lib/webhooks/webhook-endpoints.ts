// Webhook endpoints: where an organization's events are POSTed, signed; the secret shown once, rotated with a day's overlap, and a test event on demand.
import { ulid } from 'ulid';
import * as v from 'valibot';
import { ConflictError, InvalidParameterError, InvalidRequestError } from '../platform/http/errors.js';
import { type Data, type HookContext, type ResourceAction, writeContextOf } from '../platform/resources/behaviour.js';
import { defineResource, type RecordOf } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import { httpUrl } from '../platform/schemas/formats.js';
import { eventEntity } from '../platform/store/event-log.js';
import { ALL } from '../platform/store/tallies.js';
import { recordDelivery } from './delivery-records.js';
import { deliveryPortOf } from './webhook-deliveries.js';
import { checkOutboundUrl } from '../platform/http/outbound-url.js';
import { ALL_EVENT_TYPES, eventTypesOf, TEST_EVENT_TYPE } from './event-types.js';
import { newSigningSecret, openSecrets, rotated, sealedOf, sealedSigning, sealSecrets } from './signing-secrets.js';

/** Endpoints one organization may have: each event is posted to each, so the fan-out stays bounded. */
const MAX_ENDPOINTS_PER_ORGANIZATION = 20;

const ENDPOINT_STATUSES = ['ENABLED', 'DISABLED'] as const;

/** An entry of `events`: an event type's name, or "*". */
const eventTypeName = v.pipe(
  v.string(),
  v.regex(/^(\*|[a-z][A-Za-z]*\.[a-z_]+)$/, 'must be an event type such as contact.created, or *'),
  v.examples([ALL_EVENT_TYPES, 'contact.created']),
);

/** Refuses event types the service does not emit (400 naming the entry). */
function checkEventTypes(ctx: HookContext, events: unknown): void {
  if (!Array.isArray(events)) return;
  const known = new Set([ALL_EVENT_TYPES, ...eventTypesOf(ctx.engine.families).map(({ type }) => type)]);
  const unknown = events.findIndex((type) => !known.has(String(type)));
  if (unknown >= 0)
    throw new InvalidRequestError(
      `events[${unknown}] is ${JSON.stringify(events[unknown])}, which is not an event type: GET /v5/event-types lists them.`,
      [{ path: `events[${unknown}]`, message: 'is not an event type of this service' }],
    );
}

/** What a create and an update both check: the URL's rules (its host resolved now) and the event types. */
async function checkEndpoint(ctx: HookContext, data: Data): Promise<void> {
  if (typeof data.url === 'string') await checkOutboundUrl(data.url, ctx.outbound ?? { allowLoopback: false }, 'url');
  checkEventTypes(ctx, data.events);
}

function vaultOf(ctx: Pick<HookContext, 'credentialVault'>) {
  if (!ctx.credentialVault) throw new Error('No credential vault: webhook signing secrets cannot be kept');
  return ctx.credentialVault;
}

/** POST /v5/webhook-endpoints/{id}/rotate-secret: a new secret, shown once; the old one signs beside it for 24 hours. */
const rotateSecretAction: ResourceAction = {
  method: 'POST',
  suffix: '/{id}/rotate-secret',
  access: 'write',
  bodyless: true,
  async serve(services, request, endpoints) {
    const ctx = writeContextOf(endpoints, request);
    const id = request.pathParameters.id!;
    const current = await services.engine.read(endpoints, ctx.org, id);
    const sealed = sealedOf(current);
    const vault = vaultOf(services);
    const secret = newSigningSecret();
    const secrets = rotated(await openSecrets(vault, ctx.org, id, sealed), secret, services.engine.now());
    const resealed = await sealSecrets(vault, ctx.org, id, secrets);
    const record = await services.engine.change(endpoints, ctx, id, (latest) => {
      // Another rotation won the race: its caller holds the secret that signs, this one's would not.
      if (sealedOf(latest) !== sealed)
        throw new ConflictError(`The secret of ${id} was rotated at the same time; rotate it again.`);
      return { signing: { sealed: resealed } };
    });
    return { body: { ...record, secret } };
  },
};

/** GET /v5/event-types: every event type the service emits, as endpoints' `events` name them; it takes no parameter. */
const eventTypesAction: ResourceAction = {
  method: 'GET',
  path: '/v5/event-types',
  access: 'read',
  serve({ engine }, request) {
    const [parameter] = Object.keys(request.query);
    if (parameter !== undefined)
      throw new InvalidParameterError(`GET /v5/event-types takes no parameter; ${parameter} is one.`, [
        { path: parameter, message: 'is not a parameter of this list' },
      ]);
    return { body: eventTypesOf(engine.families) };
  },
};

/** POST /v5/webhook-endpoints/{id}/test: a `webhook.test` event delivered to this endpoint alone; answers its delivery. */
const testAction: ResourceAction = {
  method: 'POST',
  suffix: '/{id}/test',
  access: 'write',
  bodyless: true,
  async serve(services, request, endpoints) {
    const { engine, store } = services;
    const port = deliveryPortOf(services);
    const ctx = writeContextOf(endpoints, request);
    const endpoint = await engine.read(endpoints, ctx.org, request.pathParameters.id!);
    const at = engine.now();
    const event = {
      id: `${eventEntity.idPrefix}_${ulid(at.getTime())}`,
      type: TEST_EVENT_TYPE.type,
      createdAt: at.toISOString(),
      object: endpoints.present(endpoint),
    };
    const delivery = await recordDelivery(store, ctx, endpoint, event, at);
    if (!delivery) throw new Error(`The test delivery of ${event.id} was recorded twice`);
    await port.queue(ctx.org, delivery.id);
    return { statusCode: 202, body: { deliveryId: delivery.id, eventId: event.id } };
  },
};

export const webhookEndpoints = defineResource({
  object: 'webhookEndpoint',
  idPrefix: 'whe',
  path: 'webhook-endpoints',
  description: `Where the organization's events are POSTed, signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature): \`events\` lists the event types it takes (GET /v5/event-types), or ["*"]. The signing \`secret\` is in the create's answer only; POST /v5/webhook-endpoints/{id}/rotate-secret answers a new one, and the old one keeps signing beside it for 24 hours. The URL must be https and must not reach a private, loopback, link-local or metadata address. An endpoint whose deliveries all failed for 5 days turns DISABLED with disabledReason; setting status ENABLED again resumes it. POST /v5/webhook-endpoints/{id}/test sends it a webhook.test event. At most ${MAX_ENDPOINTS_PER_ORGANIZATION} per organization.`,
  fields: {
    url: { ...f.url({ required: true }), schema: v.pipe(httpUrl, v.examples(['https://hooks.example.com/outreach'])) },
    events: f.array({ ...f.text(), schema: eventTypeName }, { required: true, minItems: 1, maxItems: 200 }),
    description: f.string({ nullable: true, max: 500, search: true }),
    status: f.enum(ENDPOINT_STATUSES, { default: 'ENABLED' }),
    disabledReason: f.text({ readOnly: true, nullable: true }),
    /** The signing secrets, sealed with the credential vault: only the webhook sender opens them. */
    signing: f.object(sealedSigning, { readOnly: true, hidden: true, filterable: false, sortable: false }),
    /** Since when every attempt to this endpoint has failed; null after a success. */
    failingSince: f.dateTime({ readOnly: true, hidden: true, nullable: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }],
  hooks: {
    async beforeCreate(ctx, data) {
      await checkEndpoint(ctx, data);
      const live = await ctx.store.tallies.read(ctx.write.org, webhookEndpoints.object, ALL);
      if (live >= MAX_ENDPOINTS_PER_ORGANIZATION)
        throw new InvalidRequestError(
          `An organization has at most ${MAX_ENDPOINTS_PER_ORGANIZATION} webhook endpoints; delete one first.`,
        );
      const secret = newSigningSecret();
      ctx.reveal.secret = secret;
      const sealed = await sealSecrets(vaultOf(ctx), ctx.write.org, ctx.id, { current: secret });
      return { ...data, signing: { sealed }, disabledReason: null, failingSince: null };
    },
    async beforeUpdate(ctx, patch) {
      await checkEndpoint(ctx, patch);
      // Enabled again by hand: the failures that disabled it are forgiven.
      return patch.status === 'ENABLED' ? { ...patch, disabledReason: null, failingSince: null } : patch;
    },
  },
  actions: [rotateSecretAction, testAction, eventTypesAction],
});

export type WebhookEndpoint = RecordOf<typeof webhookEndpoints.fields>;
