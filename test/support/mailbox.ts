// The local mailbox as tests read it: the mails sent to one address, newest first (and once their sent emails exist).
import { type Api, checkedFetch, expectStatus } from './api-client.js';
import { EVENT_WAIT_MS, waitUntil } from './wait-until.js';

/** A mail as GET /local/mailbox lists it (the fields tests read). */
export interface MailboxEntry {
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  headers: Record<string, string>;
}

export async function mailTo(runtime: { url: string }, address: string): Promise<MailboxEntry[]> {
  const response = await checkedFetch(`${runtime.url}/local/mailbox?to=${encodeURIComponent(address)}`);
  return (await response.json()) as MailboxEntry[];
}

/**
 * The mail to `address` once `count` have arrived and as many sent emails to it are recorded: the sender records a
 * message only after the provider took it, so a test that acts on a message (opens it, replies, ticks on) waits for both.
 */
export async function recordedMailTo(
  runtime: { url: string },
  api: Api,
  address: string,
  count: number,
  timeoutMs = EVENT_WAIT_MS,
): Promise<MailboxEntry[]> {
  const recorded = `/v5/sent-emails/count?filter.to.equals=${encodeURIComponent(address)}`;
  await waitUntil(
    async () => expectStatus<{ count: number }>(await api.get(recorded), 200).count,
    (found) => found >= count,
    `${count} sent emails to ${address}`,
    timeoutMs,
  );
  return waitUntil(
    () => mailTo(runtime, address),
    (mails) => mails.length >= count,
    `mail to ${address}`,
    timeoutMs,
  );
}
