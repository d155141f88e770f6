// The reply reader's part of bench:campaigns: replies to sent messages appended over IMAP to mailboxes on the local
// IMAP server, then the reader's minutes run until each is recorded: messages read per second, items read per reply.
import type { LocalRuntime } from '../../infra/local/runtime.js';
import { inboundEmails } from '../../lib/campaigns/model/inbound-emails.js';
import type { ReplyReaderRun } from '../../lib/campaigns/inbound/reply-reader.js';
import type { Store } from '../../lib/platform/store/store.js';
import type { CallRecorder } from '../../test/support/dynamodb-calls.js';
import { appendToInbox } from '../../test/support/imap-append.js';
import { round } from './stats.js';
import { countBy } from '../../test/support/count-by.js';

/** A mailbox the reader reads (an SMTP connection with `imap`, its username its address), and what its org sent. */
export type Mailbox = { org: string; email: string; repliesTo: ReadonlyArray<{ to: string; messageId: string }> };

const replyTo = (mailbox: Mailbox, { to, messageId }: Mailbox['repliesTo'][number], n: number) =>
  [
    `From: ${to}`,
    `To: ${mailbox.email}`,
    'Subject: Re: Hello',
    `Message-ID: <reply-${n}-${messageId.slice(1, -1)}>`,
    `In-Reply-To: ${messageId}`,
    '',
    'Thanks, tell me more on Friday.',
    '',
  ].join('\r\n');

/** Appends each mailbox's replies, then runs the reader until done. */
export async function benchReplyReading(runtime: LocalRuntime, store: Store, calls: CallRecorder, boxes: Mailbox[]) {
  const { port } = runtime.mailServers.imap;
  const replies = (mailbox: Mailbox) => mailbox.repliesTo.map((sent, n) => replyTo(mailbox, sent, n));
  await Promise.all(boxes.map((mailbox) => appendToInbox(port, mailbox.email, replies(mailbox))));
  const appended = boxes.reduce((sum, mailbox) => sum + mailbox.repliesTo.length, 0);
  calls.take();
  const started = performance.now();
  let [recorded, runs] = [0, 0];
  // Each run reads its share of the mailboxes (its answer: what it recorded); one that records nothing ends the part.
  for (let last = -1; recorded < appended && last !== 0; runs++)
    recorded += last = ((await runtime.runScheduled('reply-reader')) as ReplyReaderRun).recorded;
  const seconds = (performance.now() - started) / 1000;
  const itemsRead = calls.take().reduce((sum, call) => sum + call.itemsRead, 0);
  const orgs = [...new Set(boxes.map((mailbox) => mailbox.org))];
  const inbound = await Promise.all(orgs.map((org) => store.collect({ entity: inboundEmails.entity, org })));
  const stored = inbound.flatMap((page) => page.items);
  const twice = [...countBy(stored, (email) => String(email.messageId)).values()].filter((n) => n > 1).length;
  const figures = { appended, recorded, stored: stored.length, runs, seconds: round(seconds), duplicates: twice };
  const rows: [string, string][] = [
    ['Reply reader: mailboxes / replies appended / recorded', `${boxes.length} / ${appended} / ${stored.length}`],
    ['Reply reader: messages read per second', `**${round(recorded / seconds)}** (${runs} runs, ${figures.seconds} s)`],
    ['Reply reader: items read per reply / recorded twice', `${round(itemsRead / Math.max(1, recorded))} / ${twice}`],
  ];
  return { rows, figures, passed: stored.length === appended && twice === 0 };
}
