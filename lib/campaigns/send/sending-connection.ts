// The connection a send goes from, checked just before it goes: it exists, and its address is one the organization may
// send as (not the deployment's own or on its domain, not verified by another organization), whatever wrote it.
import { connections, maySendFrom, sendingAddressRefusal } from '../../connections/index.js';
import type { RecordOf } from '../../platform/resources/define.js';
import { CLAIM_LEASE_MS } from './send-queue.js';
import type { SendJob } from './send-job.js';

type Connection = RecordOf<typeof connections.fields>;

/**
 * When a held send is looked at again: as a paused campaign's, without spending a claim on each tick meanwhile. A
 * connection verified again sends them on the first tick after.
 */
export const heldUntil = (now: Date) => new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();

/**
 * The connection; the reason the send is refused (`no_connection`, `sender_reserved`, `sender_verified_elsewhere`); or
 * `held` until the moment to look again, for a connection campaigns may not send from now (not CONNECTED).
 */
export async function sendingConnection(
  { deps, ctx, now }: SendJob,
  connectionId: unknown,
): Promise<{ connection: Connection } | { refused: string } | { held: string }> {
  const connection =
    typeof connectionId === 'string' ? await deps.store.get(connections.entity, ctx.org, connectionId) : undefined;
  if (!connection) return { refused: 'no_connection' };
  const refusal = await sendingAddressRefusal(
    deps.store,
    connections.entity,
    ctx.org,
    connection.email,
    deps.deploymentSender(),
  );
  if (refusal) return { refused: `sender_${refusal}` };
  return maySendFrom(connection) ? { connection } : { held: heldUntil(now) };
}
