// The reply reader: each minute, the INBOX of a bounded number of mailboxes, taken in turn across organizations; each
// new message recorded through the inbound path in the mailbox's organization; a refused login turns its connection
// ERROR (imap_auth_failed), an unreachable server waits for the next minute, and one mailbox's failure stops no other.
import {
  connectionStatusPatch,
  connections,
  imapClientOf,
  isImapAuthFailure,
  type MailboxCursor,
  type MailboxLoginDeps,
  mailboxCursorsOf,
  mailboxLoginsOf,
  mailboxReadingUse,
  OAuthRevokedError,
  readableMailboxes,
  saveMailboxCursor,
} from '../../connections/index.js';
import type { Clock } from '../../platform/clock.js';
import { logger } from '../../platform/http/logger.js';
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import type { TableUse } from '../../platform/store/table-use.js';
import { systemContext } from '../send/send-queue.js';
import { readInbox } from './inbox-reading.js';
import { receivedMailTableUse, recordRawReply } from './inbound.js';
import { type MailboxTurn, mailboxesToRead } from './mailbox-turns.js';

/** Mailboxes read per run: each is a login and up to MESSAGES_PER_MAILBOX messages, inside the function's minute. */
export const MAILBOXES_PER_RUN = 25;
/** Messages recorded per mailbox per run; a mailbox with more goes on next minute. */
const MESSAGES_PER_MAILBOX = 50;
/** Mailboxes logged in to at once. */
const READS_AT_ONCE = 5;
/** Mailboxes a run considers: the markers are listed whole, so that every organization's turn comes. */
const MAILBOXES_LISTED = 20_000;

/**
 * What the reader does to the table: the mailboxes and their cursors, the connection read (and turned ERROR), its
 * OAuth tokens refreshed, and what received mail writes (the engine, whose hooks may write any family).
 */
export const replyReaderTableUse: readonly TableUse[] = [...mailboxReadingUse, ...receivedMailTableUse];

export interface ReplyReaderDeps extends MailboxLoginDeps {
  services: ResourceServices;
  now: Clock;
  /** Milliseconds of work after which no new mailbox or message is started (inside the function's timeout). */
  budgetMs?: number;
}

/** What a run did. */
export interface ReplyReaderRun {
  mailboxes: number;
  recorded: number;
}

export function createReplyReader(deps: ReplyReaderDeps) {
  const { services, budgetMs = 40_000 } = deps;
  const { store } = services;

  /** Reads one mailbox, taking its turn (lastReadAt) whatever happens, so that a failing one waits behind the others. */
  async function readMailbox(turn: MailboxTurn, cursor: MailboxCursor | undefined, run: RunContext): Promise<number> {
    const at = deps.now().toISOString();
    const ctx = systemContext(turn.org, 'reply-reader', run.requestId);
    const connection = await store.get(connections.entity, turn.org, turn.connectionId);
    if (connection?.status !== 'CONNECTED') return 0;
    const takeTurn = (position?: Pick<MailboxCursor, 'uidValidity' | 'lastUid'>) =>
      saveMailboxCursor(store, turn, { ...cursor, ...position, lastReadAt: at });
    let login: Awaited<ReturnType<typeof mailboxLoginsOf>>['imap'];
    try {
      login = (await mailboxLoginsOf(deps, turn.org, connection)).imap;
    } catch (error) {
      await takeTurn();
      // A refused refresh has already turned the connection ERROR (oauth_revoked).
      if (error instanceof OAuthRevokedError) return 0;
      throw error;
    }
    if (!login) return 0;
    const client = imapClientOf(login);
    try {
      await client.connect();
      const read = await readInbox(client, {
        from: cursor,
        firstReadSince: typeof connection.lastCheckedAt === 'string' ? new Date(connection.lastCheckedAt) : undefined,
        maxMessages: MESSAGES_PER_MAILBOX,
        stillInTime: run.stillInTime,
        record: async (source) => {
          await recordRawReply(services, source, { requestId: run.requestId, org: turn.org });
        },
      });
      await takeTurn(read.position);
      if (read.failure)
        logger.error('Recording a message read from a mailbox failed; it is read again next run', {
          connectionId: turn.connectionId,
          error: read.failure,
        });
      await client.logout();
      return read.recorded;
    } catch (error) {
      await takeTurn();
      if (!isImapAuthFailure(error)) {
        logger.warn('A mailbox could not be read; it is read again next minute', {
          connectionId: turn.connectionId,
          error: error instanceof Error ? error.message : String(error),
        });
        return 0;
      }
      logger.warn('The IMAP server refused the connection login: connection ERROR', {
        connectionId: turn.connectionId,
      });
      await services.engine.change(connections, ctx, turn.connectionId, () =>
        connectionStatusPatch('imap_auth_failed', at),
      );
      return 0;
    } finally {
      client.close();
    }
  }

  return async function readReplies(requestId = 'reply-reader'): Promise<ReplyReaderRun> {
    const stopAt = performance.now() + budgetMs;
    const run: RunContext = { requestId, stillInTime: () => performance.now() < stopAt };
    const mailboxes = await readableMailboxes(store, MAILBOXES_LISTED);
    const cursors = await mailboxCursorsOf(store, mailboxes);
    const cursorOf = new Map(mailboxes.map((mailbox, i) => [`${mailbox.org}/${mailbox.connectionId}`, cursors[i]]));
    const turns = mailboxesToRead(
      mailboxes.map((mailbox, i) => ({ ...mailbox, lastReadAt: cursors[i]?.lastReadAt })),
      MAILBOXES_PER_RUN,
    );
    let recorded = 0;
    let read = 0;
    const waiting = [...turns];
    const worker = async () => {
      for (let turn = waiting.shift(); turn && run.stillInTime(); turn = waiting.shift()) {
        read += 1;
        recorded += await readMailbox(turn, cursorOf.get(`${turn.org}/${turn.connectionId}`), run).catch(
          (error: unknown) => {
            logger.error('Reading a mailbox failed', { connectionId: turn!.connectionId, error });
            return 0;
          },
        );
      }
    };
    await Promise.all(Array.from({ length: READS_AT_ONCE }, worker));
    if (read) logger.info('Reply reader', { mailboxes: read, recorded });
    return { mailboxes: read, recorded };
  };
}

interface RunContext {
  requestId: string;
  stillInTime(): boolean;
}
