// The connection a send goes from, checked just before it goes: it exists, and its address is one the organization may
// send as (not the deployment's own or on its domain, not verified by another organization), whatever wrote it.
import { connections, sendingAddressRefusal } from '../../connections/index.js';
import type { RecordOf } from '../../platform/resources/define.js';
import type { SendJob } from './send-job.js';

type Connection = RecordOf<typeof connections.fields>;

/** The connection, or the reason the send is refused: `no_connection`, `sender_reserved`, `sender_verified_elsewhere`. */
export async function sendingConnection(
  { deps, ctx }: SendJob,
  connectionId: unknown,
): Promise<{ connection: Connection } | { refused: string }> {
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
  return refusal ? { refused: `sender_${refusal}` } : { connection };
}
