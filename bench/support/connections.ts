// Connections as a customer makes them, through the API: SES ones (CONNECTED at creation locally) and SMTP mailboxes on
// the local mail servers, verified (CONNECTED) before any send.
import type { LocalRuntime } from '../../infra/local/runtime.js';
import type { Organization } from './runtime.js';

/** What a bench asks of a connection: SES, or an SMTP mailbox on the runtime's servers (reading replies with `imap`). */
export type BenchConnection = { email: string; dailyLimit: number } & (
  | { type: 'SES' }
  | { type: 'SMTP'; imap?: boolean }
);

type Answer = { id: string; status: string };

/** A busy answer (429, 503) is tried again after its Retry-After, as a client does; nothing was written by it. */
const BUSY = new Set([429, 503]);

/**
 * The answer to the call, tried again while busy. A create that answered busy may have been written all the same (seen
 * on a loaded emulator), so a 409 after a busy answer reads the record that conflicts: `existing`.
 */
async function call(
  runtime: LocalRuntime,
  organization: Organization,
  method: string,
  path: string,
  body?: object,
  existing?: () => Promise<Answer | undefined>,
): Promise<Answer> {
  let wasBusy = false;
  for (let tries = 1; ; tries++) {
    const response = await fetch(`${runtime.url}${path}`, {
      method,
      headers: { ...organization.headers, 'Content-Type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const answer = (await response.json()) as Answer;
    if (response.ok) return answer;
    const found = wasBusy && response.status === 409 ? await existing?.() : undefined;
    if (found) return found;
    wasBusy ||= BUSY.has(response.status);
    if (!BUSY.has(response.status) || tries === 10)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
  }
}

/** Creates each connection (and verifies the SMTP ones), failing unless every one is CONNECTED: their ids. */
export async function connectedConnections(
  runtime: LocalRuntime,
  organization: Organization,
  wanted: readonly BenchConnection[],
): Promise<string[]> {
  const server = (kind: 'smtp' | 'imap', username: string) => ({
    ...runtime.mailServers[kind],
    secure: false,
    username,
    password: 'bench-password',
  });
  const ids: string[] = [];
  for (const connection of wanted) {
    const { email, dailyLimit } = connection;
    const fields = { email, dailyLimit, minIntervalSeconds: 0 };
    const body =
      connection.type === 'SES'
        ? { ...fields, type: 'SES' }
        : {
            ...fields,
            type: 'SMTP',
            smtp: server('smtp', email),
            imap: connection.imap ? server('imap', email) : null,
          };
    const byEmail = async () => {
      const query = `/v5/connections?filter.email.equals=${encodeURIComponent(email)}`;
      const found = await call(runtime, organization, 'GET', query);
      return Array.isArray(found) ? (found[0] as Answer | undefined) : undefined;
    };
    let made = await call(runtime, organization, 'POST', '/v5/connections', body, byEmail);
    if (made.status !== 'CONNECTED')
      made = await call(runtime, organization, 'POST', `/v5/connections/${made.id}/verify`);
    if (made.status !== 'CONNECTED') throw new Error(`Connection ${email} is ${made.status}, not CONNECTED`);
    ids.push(made.id);
  }
  return ids;
}
