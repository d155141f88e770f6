// Connections the organization has verified (CONNECTED), as issue 23's verify will make them: no API call sets it yet.
import { systemContext } from '../../lib/campaigns/send/send-queue.js';
import { connections } from '../../lib/connections/index.js';
import { families } from '../../lib/families/registry.js';
import { createEngine } from '../../lib/platform/resources/engine.js';
import type { Store } from '../../lib/platform/store/store.js';
import { type Api, type ApiRecord, expectStatus } from './api-client.js';

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
