// Reads one mailbox's INBOX over IMAP from the message after the last one recorded: a changed UIDVALIDITY or a first
// read starts at the newest message (never a walk through years of mail), a bounded number of messages per read, each
// fetched up to a bounded size (a 25 MB message is read for its headers and text, its attachments cut off unread).
import type { ImapFlow } from 'imapflow';
import type { MailboxCursor } from '../../connections/index.js';

/**
 * Bytes of a message read: headers and text come first in a message, attachments after them, so a message larger than
 * this is recorded from its beginning (mailparser reads a cut-off attachment as far as it goes and drains it unread).
 */
export const SOURCE_BYTES_READ = 2 * 1024 * 1024;

/** Where a read stands in the INBOX: the UID validity it holds under, and the highest UID done with. */
type InboxPosition = Required<Pick<MailboxCursor, 'uidValidity' | 'lastUid'>>;

export interface InboxReading {
  /** Where the last read stopped; undefined for a mailbox never read. */
  from: Partial<InboxPosition> | undefined;
  /** When the mailbox was connected: a first read takes the newest messages that arrived since as new. */
  firstReadSince?: Date;
  maxMessages: number;
  /** Whether the run still has time for another message. */
  stillInTime(): boolean;
  /** Records one message (its source, cut at SOURCE_BYTES_READ); the read moves past it once this resolves. */
  record(source: Buffer, uid: number): Promise<void>;
}

/** How far the read got, how many messages it recorded, and what stopped it early (the position still holds). */
export interface InboxRead {
  position: InboxPosition;
  recorded: number;
  failure?: unknown;
}

/** Messages a first read looks at (the newest), for those that arrived since the mailbox was connected. */
const FIRST_READ_LOOKBACK = 50;

/**
 * Where a first read (or one after UIDVALIDITY changed) starts: after the newest message, except that, of the newest
 * few, those that arrived (INTERNALDATE) since `since` (the connection turned CONNECTED) are new: a reply appended
 * between the verify and the reader's first minute is read, and the years before it never are.
 */
async function firstReadStart(client: ImapFlow, exists: number, newestUid: number, since: Date | undefined) {
  if (!since || exists === 0) return Math.max(0, newestUid);
  const newest = await client.fetchAll(`${Math.max(1, exists - FIRST_READ_LOOKBACK + 1)}:*`, {
    uid: true,
    internalDate: true,
  });
  // INTERNALDATE counts whole seconds: a message of the verify's own second arrived since.
  const from = since.getTime() - 1000;
  const arrivedSince = newest
    .filter((message) => message.internalDate && new Date(message.internalDate).getTime() >= from)
    .map((message) => message.uid);
  return arrivedSince.length > 0 ? Math.min(...arrivedSince) - 1 : Math.max(0, newestUid);
}

/** Reads INBOX (read-only: no message is marked seen) from `reading.from`. */
export async function readInbox(client: ImapFlow, reading: InboxReading): Promise<InboxRead> {
  const inbox = await client.mailboxOpen('INBOX', { readOnly: true });
  const uidValidity = String(inbox.uidValidity);
  const { from } = reading;
  const seen =
    from?.uidValidity === uidValidity && from.lastUid !== undefined
      ? from.lastUid
      : await firstReadStart(client, inbox.exists, inbox.uidNext - 1, reading.firstReadSince);
  const position = { uidValidity, lastUid: seen };
  if (inbox.uidNext - 1 <= seen) return { position, recorded: 0 };
  // `n:*` names the newest message even when its UID is below n: only UIDs past the cursor count.
  const found = (await client.search({ uid: `${seen + 1}:*` }, { uid: true })) || [];
  const next = found
    .filter((uid) => uid > seen)
    .sort((a, b) => a - b)
    .slice(0, reading.maxMessages);
  let recorded = 0;
  for (const uid of next) {
    if (!reading.stillInTime()) break;
    try {
      const message = await client.fetchOne(
        String(uid),
        { uid: true, source: { maxLength: SOURCE_BYTES_READ } },
        { uid: true },
      );
      // A message expunged since the search is simply gone.
      const source = message === false ? undefined : message.source;
      if (source) await reading.record(source, uid);
    } catch (failure) {
      return { position, recorded, failure };
    }
    position.lastUid = uid;
    recorded += 1;
  }
  return { position, recorded };
}
