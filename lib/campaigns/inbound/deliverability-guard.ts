// The deliverability guard: a campaign whose recent messages bounce or draw complaints too often turns PAUSED before it
// costs its mailboxes their reputation (providers pause a sender from about 5% bounces or 0.1 to 0.5% complaints).
import { valueEquals, indexSlot } from '../../platform/store/page-query.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { messageTally } from '../model/campaign-tallies.js';
import { campaigns } from '../model/campaigns.js';
import { updateWithEvent } from '../model/logged-update.js';
import { sentEmails } from '../model/sent-emails.js';

/** Sends before the guard judges a campaign, the recent sends it judges, and the rates it allows. */
const GUARD = { afterSends: 20, recentSends: 100, bounceRate: 0.05, complaintRate: 0.005 } as const;

const byCampaign = indexSlot(sentEmails.entity, { sortBy: 'campaignId' });

/** Why the guard pauses a campaign, from its recent sends' bounces and complaints; undefined while they are within. */
export function guardReason(recent: ReadonlyArray<{ bouncedAt: unknown; complainedAt: unknown }>) {
  const share = (field: 'bouncedAt' | 'complainedAt') =>
    recent.filter((email) => typeof email[field] === 'string').length / Math.max(1, recent.length);
  if (share('bouncedAt') > GUARD.bounceRate) return 'bounce_rate';
  if (share('complainedAt') > GUARD.complaintRate) return 'complaint_rate';
  return undefined;
}

/**
 * Judges the campaign after a hard bounce or a complaint on one of its messages: once it has sent GUARD.afterSends,
 * when hard bounces pass 5% of its last 100 sends (of all, while fewer), or complaints 0.5%, an ACTIVE campaign turns
 * PAUSED with statusReason `bounce_rate` or `complaint_rate`, and `campaign.paused` is logged with it. One tally and
 * one page of 100 read; a campaign already paused is left as it is.
 */
export async function guardDeliverability(store: Store, ctx: WriteContext, campaignId: string): Promise<void> {
  const sent = await store.tallies.read(
    ctx.org,
    sentEmails.entity.object,
    messageTally('campaign', campaignId, 'sent'),
  );
  if (sent < GUARD.afterSends) return;
  const { items } = await store.queryPage({
    entity: sentEmails.entity,
    org: ctx.org,
    index: { slot: byCampaign },
    keyCondition: valueEquals('string', campaignId),
    direction: 'desc',
    limit: GUARD.recentSends,
  });
  const reason = guardReason(items);
  if (!reason) return;
  await updateWithEvent(store, campaigns.entity, ctx, campaignId, 'campaign.paused', (campaign) =>
    campaign.status === 'ACTIVE' ? { status: 'PAUSED', statusReason: reason } : undefined,
  );
}
