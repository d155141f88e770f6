// The campaign tick: finds the campaign contacts due by now in the sharded due index, claims each, and queues its send.
import { logger } from '../http/logger.js';
import { DUE_SHARDS } from '../store/keys.js';
import type { Store } from '../store/store.js';
import type { Clock } from '../clock.js';
import { claimDue, type SendSend, systemContext } from './send-queue.js';

export interface TickOptions {
  store: Store;
  send: SendSend;
  now: Clock;
  /** Claims in flight at once within one shard. */
  concurrency?: number;
}

export interface TickResult {
  /** Markers read: only due ones, so it does not grow with campaign contacts that are not due. */
  due: number;
  queued: number;
}

export function createCampaignTick({ store, send, now, concurrency = 16 }: TickOptions) {
  return async function tick(requestId = 'campaign-tick'): Promise<TickResult> {
    const at = now();
    const nowIso = at.toISOString();
    let due = 0;
    let queued = 0;
    const claimOne = async (org: string, id: string, dueAt: string) => {
      const message = await claimDue(store, systemContext(org, 'campaign-tick', requestId), id, dueAt, at);
      if (!message) return;
      await send(message);
      queued++;
    };
    await Promise.all(
      Array.from({ length: DUE_SHARDS }, async (_, shard) => {
        const running = new Set<Promise<void>>();
        for await (const marker of store.sends.due(shard, nowIso)) {
          due++;
          const claim = claimOne(marker.org, marker.campaignContactId, marker.dueAt)
            .catch((error) => logger.error('Claiming a due campaign contact failed', { marker, error }))
            .finally(() => running.delete(claim));
          running.add(claim);
          if (running.size >= concurrency) await Promise.race(running);
        }
        await Promise.all(running);
      }),
    );
    if (due) logger.info('Campaign tick', { due, queued });
    return { due, queued };
  };
}
