// The campaign tick: finds the campaign contacts and draft emails due by now in the sharded due index, claims each, and queues its send.
import { logger } from '../../platform/http/logger.js';
import { type AttributesOf, shardsOf } from '../../platform/store/item-type.js';
import type { Store } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';
import { campaignContacts } from '../model/campaign-contacts.js';
import { draftEmails } from '../model/draft-emails.js';
import type { Clock } from '../../platform/clock.js';
import { claimDue, isDueKind, type SendSend, systemContext } from '../send/send-queue.js';
import { dueMarkers } from './due-index.js';

/**
 * What the tick does to the table: queries each due-marker shard up to now, and claims each due campaign contact or
 * draft email by reading it and writing it (with its event and its moved marker) in a version-guarded transaction.
 */
export const tickTableUse: readonly TableUse[] = [
  { items: dueMarkers, may: ['query'] },
  { records: [campaignContacts.entity, draftEmails.entity], may: ['get', 'write'] },
];

export interface TickOptions {
  store: Store;
  send: SendSend;
  now: Clock;
  /** Claims in flight at once within one shard. */
  concurrency?: number;
  /**
   * Milliseconds of work after which the tick takes no new marker (default 45 s, inside the function's 60 s timeout):
   * a tick killed by its timeout could leave a claimed send unqueued until its lease ends; what it leaves unclaimed
   * the next tick claims.
   */
  budgetMs?: number;
}

export interface TickResult {
  /** Markers read: only due ones, so it does not grow with campaign contacts that are not due. */
  due: number;
  queued: number;
  /** Whether it stopped at its budget with markers left for the next tick. */
  stoppedEarly: boolean;
}

export function createCampaignTick({ store, send, now, concurrency = 16, budgetMs = 45_000 }: TickOptions) {
  return async function tick(requestId = 'campaign-tick'): Promise<TickResult> {
    const stopAt = performance.now() + budgetMs;
    let stoppedEarly = false;
    const at = now();
    const nowIso = at.toISOString();
    let due = 0;
    let queued = 0;
    const claimOne = async ({ kind, org, recordId, dueAt }: AttributesOf<typeof dueMarkers>) => {
      if (!isDueKind(kind)) throw new Error(`A due marker of an unknown kind: ${kind}`);
      const message = await claimDue(store, kind, systemContext(org, 'campaign-tick', requestId), recordId, dueAt, at);
      if (!message) return;
      await send(message);
      queued++;
    };
    const markers = store.items(dueMarkers);
    await Promise.all(
      shardsOf(dueMarkers).map(async (shard) => {
        const running = new Set<Promise<void>>();
        // Every marker due at or before now, oldest first, whatever follows the due time in its sort key.
        const shardDue = markers.query({ shard }, { range: { through: { dueAt: nowIso } }, pageSize: 100 });
        for await (const marker of shardDue) {
          if (performance.now() > stopAt) {
            stoppedEarly = true;
            break;
          }
          due++;
          const claim = claimOne(marker)
            .catch((error) => logger.error('Claiming a due campaign contact failed', { marker, error }))
            .finally(() => running.delete(claim));
          running.add(claim);
          if (running.size >= concurrency) await Promise.race(running);
        }
        await Promise.all(running);
      }),
    );
    if (due) logger.info('Campaign tick', { due, queued, stoppedEarly });
    return { due, queued, stoppedEarly };
  };
}
