// Which mailboxes a run of the reply reader reads: a bounded number, taken in turn across organizations, the least
// recently read first, so that no organization's many mailboxes keep another's waiting.
import type { ReadableMailbox } from '../../connections/index.js';

/** A mailbox that reads replies, with when the reader last took its turn (undefined: never). */
export interface MailboxTurn extends ReadableMailbox {
  lastReadAt?: string;
}

/** Never read comes first, then the longest unread; ties by id, so that a run's choice is the same for the same state. */
function earlierTurn(a: MailboxTurn, b: MailboxTurn): number {
  if (a.lastReadAt !== b.lastReadAt) {
    if (a.lastReadAt === undefined) return -1;
    if (b.lastReadAt === undefined) return 1;
    return a.lastReadAt < b.lastReadAt ? -1 : 1;
  }
  return a.org === b.org ? a.connectionId.localeCompare(b.connectionId) : a.org.localeCompare(b.org);
}

/**
 * At most `max` of `mailboxes`: round by round, each organization's least recently read mailbox not yet taken, the
 * organizations in the order of their own longest wait.
 */
export function mailboxesToRead(mailboxes: readonly MailboxTurn[], max: number): MailboxTurn[] {
  const byOrg = new Map<string, MailboxTurn[]>();
  for (const mailbox of [...mailboxes].sort(earlierTurn)) {
    const queue = byOrg.get(mailbox.org);
    if (queue) queue.push(mailbox);
    else byOrg.set(mailbox.org, [mailbox]);
  }
  // Map order is insertion order: each organization stands where its longest-waiting mailbox does.
  const queues = [...byOrg.values()];
  const chosen: MailboxTurn[] = [];
  for (let round = 0; chosen.length < max; round += 1) {
    const inRound = queues.filter((queue) => queue.length > round).map((queue) => queue[round]!);
    if (inRound.length === 0) break;
    chosen.push(...inRound.slice(0, max - chosen.length));
  }
  return chosen;
}
