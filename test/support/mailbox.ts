// The local mailbox as tests read it: the mails sent to one address, newest first.
import { checkedFetch } from './api-client.js';

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
