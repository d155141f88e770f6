// Mail arriving in a mailbox of the runtime's local IMAP server: raw messages appended to a user's INBOX over IMAP.
import { ImapFlow } from 'imapflow';

/** Appends `raws` to `username`'s INBOX on the IMAP server at 127.0.0.1:`port` (the local server takes any password). */
export async function appendToInbox(port: number, username: string, raws: readonly string[]): Promise<void> {
  const auth = { user: username, pass: 'x' };
  const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth, logger: false });
  client.on('error', () => {});
  await client.connect();
  for (const raw of raws) await client.append('INBOX', raw);
  await client.logout();
}
