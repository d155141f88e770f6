// What imports add to the generic engine: a WEBHOOK import gets its secret address on create and on rotation, and keeps its hash on PATCH.
import { ConflictError, InvalidRequestError, NotFoundError } from '../http/errors.js';
import type { BeforeWrite, Engine } from '../resources/engine.js';
import { imports } from '../resources/imports.js';
import type { StoredRecord, WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';
import { hashWebhookSecret, newWebhookSecret, webhookUrl } from './webhook-address.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);

/** `data.webhook` belongs to the service: a caller who sets it gets a 400 that says how to get an address. */
function refuseWebhookData(body: unknown): void {
  if (isObject(body) && isObject(body.data) && 'webhook' in body.data) {
    throw new InvalidRequestError(
      'data.webhook is set by the service: create an import of type WEBHOOK, or rotate its address with POST /v5/imports/{id}/webhook/rotate.',
      [{ path: 'data.webhook', message: 'is set by the service' }],
    );
  }
}

/** Creates an import; one of type WEBHOOK answers with its `webhookUrl`, shown this once. */
export async function createImport(engine: Engine, ctx: WriteContext, body: unknown, baseUrl: string) {
  refuseWebhookData(body);
  const secret =
    isObject(body) && body.type === 'WEBHOOK' && (body.data === undefined || isObject(body.data))
      ? newWebhookSecret()
      : undefined;
  const withHash = secret
    ? {
        ...(body as Json),
        data: { ...((body as Json).data as Json | undefined), webhook: { hash: hashWebhookSecret(secret) } },
      }
    : body;
  const record = await engine.create(imports, ctx, withHash);
  return secret ? { ...record, webhookUrl: webhookUrl(baseUrl, String(record.id), secret) } : record;
}

/** Gives a WEBHOOK import a new address; the old secret stops matching with this write. */
export async function rotateWebhook(store: Store, ctx: WriteContext, id: string, baseUrl: string) {
  if (!id.startsWith(`${imports.idPrefix}_`)) throw new NotFoundError(`No import with id ${id} exists.`);
  const secret = newWebhookSecret();
  const record = await store.update(imports.entity, ctx, id, (current: StoredRecord) => {
    if (current.type !== 'WEBHOOK')
      throw new ConflictError(
        `The import ${id} is of type ${String(current.type)}; only WEBHOOK imports have a webhook address.`,
      );
    return { data: { ...(current.data as Json | undefined), webhook: { hash: hashWebhookSecret(secret) } } };
  });
  return { ...imports.present(record), webhookUrl: webhookUrl(baseUrl, id, secret) };
}

/** On PATCH, `data` is replaced as a whole except its webhook hash, which only rotation changes. */
export const importWebhookHook: BeforeWrite = async ({ data, current }) => {
  if (!current || !('data' in data)) return data;
  refuseWebhookData(data);
  const webhook = (current.data as Json | undefined)?.webhook;
  return webhook ? { ...data, data: { ...(data.data as Json), webhook } } : data;
};
