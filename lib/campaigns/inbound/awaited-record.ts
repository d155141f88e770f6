// Mail about a message the service sent (a bounce, a reply) that may overtake the record of that message: looked for again a while before it is given up.
import { sentEmails } from '../model/sent-emails.js';

/**
 * How long mail about a message not yet recorded is still looked for. Its sender records the message only once the
 * provider has answered, and a notification or an automatic reply can overtake that record (the local mailbox
 * answers before its sender hears back; a sender that stops in between records it when its send is reconciled,
 * minutes later).
 */
const RECORDING_GRACE_MS = 15 * 60_000;
/** Waits before looking again within one delivery, for the usual race of a second or two. */
const LOOK_AGAIN_AFTER_MS = [250, 500, 1000, 2000];

/** Whether a Message-ID is one the service chose for a sent email (`<sen_…@domain>`), recorded or about to be. */
export const namesSentEmail = (messageId: string | undefined) =>
  messageId?.startsWith(`<${sentEmails.idPrefix}_`) === true;

/** Recent mail about a message not recorded yet: thrown so that the queue delivers it again later. */
export class MessageNotYetRecordedError extends Error {}

/**
 * What `find` finds, looked for again a few times at once when the mail is `awaited` (it names one of our Message-IDs)
 * and younger than the grace; undefined when it is still not found.
 */
export async function findAwaited<T>(
  find: () => Promise<T | undefined>,
  mail: { awaited: boolean; ageMs: number },
): Promise<{ found: T | undefined; awaited: boolean }> {
  const awaited = mail.awaited && !(mail.ageMs >= RECORDING_GRACE_MS);
  let found = await find();
  for (const wait of awaited ? LOOK_AGAIN_AFTER_MS : []) {
    if (found) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    found = await find();
  }
  return { found, awaited };
}
