// Connections the organization has verified (CONNECTED), and addresses for them: each on a domain of its own, since a
// verified sending domain sends for one organization only and the test files share a table.
import { systemContext } from '../../lib/campaigns/send/send-queue.js';
import { connections } from '../../lib/connections/index.js';
import { families } from '../../lib/families/registry.js';
import { createEngine } from '../../lib/platform/resources/engine.js';
import type { Store } from '../../lib/platform/store/store.js';
import { ulid } from 'ulid';
import { type Api, type ApiRecord, expectStatus } from './api-client.js';

/** `name` at a domain no other connection of any test uses. */
export const senderAddress = (name = 'sender') => `${name}@${ulid().toLowerCase()}.acme.example`;

/**
 * Turns the connection `id` of `org` CONNECTED through the engine on the store, as the service's verifier would: the
 * global guard on the verified address is written with it.
 */
export async function markConnected(store: Store, org: string, id: string): Promise<ApiRecord> {
  const engine = createEngine({ families, store });
  return (await engine.change(connections, systemContext(org, 'verifier', 'verify'), id, () => ({
    status: 'CONNECTED',
  }))) as ApiRecord;
}

/** A new SES connection of the API's organization for `email` (created through the API), then verified. */
export async function connectedConnection(
  { api, store, org }: { api: Api; store: Store; org: string },
  email: string,
  fields: Record<string, unknown> = {},
): Promise<ApiRecord> {
  const created = expectStatus<ApiRecord>(
    await api.post('/v5/connections', { type: 'SES', email, minIntervalSeconds: 0, ...fields }),
    201,
  );
  return markConnected(store, org, created.id as string);
}
