// The send pipeline's hook point for contacts that have just joined a campaign (POST /v5/campaign-contacts, the bulk add, imports).
import { logger } from '../../platform/http/logger.js';
import type { Clock } from '../../platform/clock.js';
import { campaigns } from '../model/campaigns.js';
import type { StoredRecord, WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { queueIfDue, type SendSend, systemContext } from './send-queue.js';

/**
 * Called once the joined campaign contacts are stored, with those records (ACTIVE ones have nextSendAt = their first
 * step's planned moment: lib/campaigns/schedule/first-send.ts). When the campaign's schedule says
 * sendFirstMessageImmediately, each is claimed and its first send queued at once, without waiting for the tick.
 * Otherwise the tick claims it at its nextSendAt. It never throws for a join that is already stored: whatever fails
 * here, the tick still finds the contact by its nextSendAt.
 */
export async function onCampaignContactsJoined(
  { store, now, send }: { store: Store; now: Clock; send: SendSend },
  ctx: WriteContext,
  joined: readonly StoredRecord[],
): Promise<void> {
  const immediate = new Map<string, Promise<boolean>>();
  const sendsAtOnce = (campaignId: string) => {
    let answer = immediate.get(campaignId);
    if (!answer) {
      answer = store
        .get(campaigns.entity, ctx.org, campaignId)
        .then((campaign) => campaign?.status === 'ACTIVE' && campaign.schedule?.sendFirstMessageImmediately === true);
      immediate.set(campaignId, answer);
    }
    return answer;
  };
  await Promise.all(
    joined.map(async (record) => {
      try {
        const { campaignId } = record;
        if (record.status !== 'ACTIVE' || record.nextSendAt === null || typeof campaignId !== 'string') return;
        if (!(await sendsAtOnce(campaignId))) return;
        await queueIfDue(store, 'campaign-contact', record, systemContext(ctx.org, 'campaign-join', ctx.requestId), {
          now: now(),
          send,
        });
      } catch (error) {
        logger.error('Queueing a first send failed; the tick will find it', { id: record.id, error });
      }
    }),
  );
}
