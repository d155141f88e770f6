// Connections as a customer makes them, through the API: SES ones (CONNECTED at creation locally) and SMTP mailboxes on
// the local mail servers (reading replies over IMAP with `imap`), verified (CONNECTED) before any send.
import type { LocalRuntime } from '../../infra/local/runtime.js';
import { api, retryWhileBusy } from '../../test/support/api-client.js';
import type { SeededKey } from '../../test/support/seed.js';

/** What a bench asks of a connection: SES, or an SMTP mailbox on the runtime's servers (reading replies with `imap`). */
export type BenchConnection = { email: string; dailyLimit: number } & ({ type: 'SES' } | { type: 'SMTP'; imap?: true });

/** Creates each connection (and verifies the SMTP ones), failing unless every one is CONNECTED: their ids. */
export async function connectedConnections(
  runtime: LocalRuntime,
  organization: SeededKey,
  wanted: readonly BenchConnection[],
): Promise<string[]> {
  const client = api(runtime, organization, { retryUnavailable: false }); // a busy create is looked for below
  const server = (kind: 'smtp' | 'imap', username: string) =>
    ({ ...runtime.mailServers[kind], secure: false, username, password: 'bench-password' }) as const;
  const ids: string[] = [];
  for (const connection of wanted) {
    const { type, email, dailyLimit } = connection;
    const imap = connection.type === 'SMTP' && connection.imap ? server('imap', email) : null;
    const servers = connection.type === 'SMTP' ? { smtp: server('smtp', email), imap } : {};
    const body = { type, email, dailyLimit, minIntervalSeconds: 0, ...servers };
    const created = await retryWhileBusy(() => client.post('/v5/connections', body));
    // A create that answered busy may have been written all the same (seen on a loaded emulator): its 409 is found.
    let made: { id: string; status: string } = created.answer.body;
    if (created.wasBusy && created.answer.status === 409)
      made = (await client.get(`/v5/connections?filter.email.equals=${encodeURIComponent(email)}`)).body[0];
    else if (created.answer.status !== 201) throw new Error(`Creating ${email}: ${JSON.stringify(created.answer)}`);
    if (made.status !== 'CONNECTED')
      made = (await retryWhileBusy(() => client.post(`/v5/connections/${made.id}/verify`))).answer.body;
    if (made.status !== 'CONNECTED') throw new Error(`Connection ${email} is not CONNECTED: ${JSON.stringify(made)}`);
    ids.push(made.id);
  }
  return ids;
}
