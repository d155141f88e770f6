// What imports add to the generic engine: a WEBHOOK import gets its secret address on create and on rotation, and keeps its hash on PATCH.
import { ConflictError, InvalidRequestError } from '../../platform/http/errors.js';
import { withRowProgress } from '../import-reads.js';
import { publicBaseUrl } from '../../platform/http/public-url.js';
import type { RecordOf } from '../../platform/resources/define.js';
import type { ImportFields } from '../imports.js';
import {
  type Data,
  type HookContext,
  type ResourceAction,
  type WriteHooks,
  writeContextOf,
} from '../../platform/resources/behaviour.js';
import { hashWebhookSecret, newWebhookSecret, webhookUrl } from './webhook-address.js';

const isObject = (value: unknown): value is Data => !!value && typeof value === 'object' && !Array.isArray(value);

/** `data.webhook` belongs to the service: a caller who sets it gets a 400 that says how to get an address. */
function refuseWebhookData(data: Data): void {
  if (isObject(data.data) && 'webhook' in data.data) {
    throw new InvalidRequestError(
      'data.webhook is set by the service: create an import of type WEBHOOK, or rotate its address with POST /v5/imports/{id}/webhook/rotate.',
      [{ path: 'data.webhook', message: 'is set by the service' }],
    );
  }
}

/** A new secret for the import: its hash goes into `data`, its address into the answer (shown this once). */
function withNewSecret(
  { reveal, request, publicUrl }: Pick<HookContext, 'reveal' | 'request' | 'publicUrl'>,
  id: string,
  data: unknown,
) {
  const secret = newWebhookSecret();
  if (request) reveal.webhookUrl = webhookUrl(publicBaseUrl(request.event, publicUrl), id, secret);
  return { ...(isObject(data) ? data : {}), webhook: { hash: hashWebhookSecret(secret) } };
}

export const importWebhookHooks = {
  beforeCreate(ctx: HookContext & { id: string }, data: Data): Data {
    refuseWebhookData(data);
    return data.type === 'WEBHOOK' ? { ...data, data: withNewSecret(ctx, ctx.id, data.data) } : data;
  },
  /** On PATCH, `data` is replaced as a whole except its webhook hash, which only rotation changes. */
  beforeUpdate(_ctx: HookContext, patch: Data, current: RecordOf<ImportFields>): Data {
    if (!('data' in patch)) return patch;
    refuseWebhookData(patch);
    const { webhook } = current.data;
    return webhook ? { ...patch, data: { ...(isObject(patch.data) ? patch.data : {}), webhook } } : patch;
  },
} satisfies WriteHooks<RecordOf<ImportFields>>;

/** Gives a WEBHOOK import a new address; the old secret stops matching with this write. */
export const rotateWebhookAction: ResourceAction<ImportFields> = {
  method: 'POST',
  suffix: '/{id}/webhook/rotate',
  access: 'write',
  bodyless: true,
  async serve({ engine, store, publicUrl }, request, imports) {
    const id = request.pathParameters.id!;
    const reveal: Data = {};
    const ctx = writeContextOf(imports, request);
    const record = await engine.change(imports, ctx, id, (current) => {
      if (current.type !== 'WEBHOOK')
        throw new ConflictError(
          `The import ${id} is of type ${current.type}; only WEBHOOK imports have a webhook address.`,
        );
      return { data: withNewSecret({ reveal, request, publicUrl }, id, current.data) };
    });
    return { body: { ...(await withRowProgress(store, ctx.org, record)), ...reveal } };
  },
};
