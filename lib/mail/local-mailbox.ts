// The local runtime's mailbox: sent mail is kept in the table so that GET /local/mailbox can show it to a developer.
import { ulid } from 'ulid';
import type { StoredMail } from '../store/mailbox-items.js';
import type { Store } from '../store/store.js';
import type { Mailer } from './mailer.js';

/** A mail as the mailbox lists it: what was sent, with its id and time. */
export type MailboxEntry = StoredMail;

export function createLocalMailbox(
  store: Pick<Store, 'mailbox'>,
): Mailer & { list(to?: string): Promise<MailboxEntry[]> } {
  return {
    async send(mail) {
      await store.mailbox.put({
        id: `mail_${ulid()}`,
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        createdAt: new Date().toISOString(),
      });
    },
    /** The mail sent, newest first; only mail to `to` (in any case) when given. */
    list: (to) => store.mailbox.list(to?.toLowerCase()),
  };
}
