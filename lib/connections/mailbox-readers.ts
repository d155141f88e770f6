// Which mailboxes the reply reader reads, across organizations: a reader marker beside every CONNECTED connection that
// can read mail, kept in the connection's own transactions; and each mailbox's read cursor (UIDVALIDITY, last UID).
import * as v from 'valibot';
import { companionsOf, defineItem, part } from '../platform/store/item-type.js';
import type { StoredRecord } from '../platform/store/records.js';
import type { Store } from '../platform/store/store.js';
import type { TableUse } from '../platform/store/table-use.js';

/** One partition of every readable mailbox: the reader lists it each minute (a marker is a few dozen bytes). */
const mailboxReaders = defineItem({
  name: 'mailbox reader marker',
  partition: ['MAILBOXREADERS'],
  sort: [part('org'), part('connectionId')],
  attributes: v.object({ org: v.string(), connectionId: v.string() }),
});

/** Where the reader stands in a mailbox's INBOX, and when it last read it (its turn among the others). */
const mailboxCursors = defineItem({
  name: 'mailbox read cursor',
  partition: ['MAILBOXCURSOR', part('org'), part('connectionId')],
  sort: [],
  attributes: v.object({
    lastReadAt: v.string(),
    /**
     * IMAP's UIDVALIDITY (a 32-bit number, kept as text); UIDs are only comparable under the same one. Absent while no
     * read has reached the mailbox (its turn was taken, but its server could not be reached).
     */
    uidValidity: v.optional(v.string()),
    /** The highest UID already recorded (or, at the first read, skipped as old). */
    lastUid: v.optional(v.number()),
  }),
});

export type MailboxCursor = v.InferOutput<typeof mailboxCursors.attributes>;

/** A mailbox to read: the connection, by organization and id. */
export interface ReadableMailbox {
  org: string;
  connectionId: string;
}

/** Whether the connection's replies are read: CONNECTED, and GMAIL, OUTLOOK or SMTP with an IMAP server. */
function readsReplies(record: StoredRecord): boolean {
  if (record.status !== 'CONNECTED') return false;
  if (record.type === 'GMAIL' || record.type === 'OUTLOOK') return true;
  return record.type === 'SMTP' && typeof record.imap === 'object' && record.imap !== null;
}

/** The connections family's companions: a reader marker while the connection reads replies, none otherwise. */
export const mailboxReaderMarkers = companionsOf(mailboxReaders, (org, record) =>
  readsReplies(record) ? [{ key: { org, connectionId: record.id }, attributes: { org, connectionId: record.id } }] : [],
);

/** What the reply reader does to these items: lists the markers, reads and writes the cursors. */
export const mailboxReadingUse: readonly TableUse[] = [
  { items: mailboxReaders, may: ['query'] },
  { items: mailboxCursors, may: ['getMany', 'put'] },
];

/** Every mailbox that reads replies now, in (organization, connection) order; at most `limit`. */
export async function readableMailboxes(store: Pick<Store, 'items'>, limit: number): Promise<ReadableMailbox[]> {
  const found: ReadableMailbox[] = [];
  for await (const marker of store.items(mailboxReaders).query({}, { limit })) found.push(marker);
  return found;
}

/** The cursors of `mailboxes`, in their order (undefined for a mailbox never read), 100 per round trip. */
export async function mailboxCursorsOf(
  store: Pick<Store, 'items'>,
  mailboxes: readonly ReadableMailbox[],
): Promise<Array<MailboxCursor | undefined>> {
  const cursors: Array<MailboxCursor | undefined> = [];
  for (let start = 0; start < mailboxes.length; start += 100)
    cursors.push(...(await store.items(mailboxCursors).getMany(mailboxes.slice(start, start + 100))));
  return cursors;
}

/** Keeps where the reader stands in a mailbox. */
export async function saveMailboxCursor(
  store: Pick<Store, 'items'>,
  mailbox: ReadableMailbox,
  cursor: MailboxCursor,
): Promise<void> {
  await store.items(mailboxCursors).put(mailbox, cursor);
}
