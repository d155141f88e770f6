// When a campaign turns ACTIVE, the contacts that joined while it was not are planned again, so they do not wait out the
// sender's 30-minute hold.
import { logger } from '../../platform/http/logger.js';
import * as v from 'valibot';
import { bodyField } from '../../platform/http/validate.js';
import { presentedRecord, type StoredRecord } from '../../platform/store/records.js';
import type { HookContext } from '../../platform/resources/behaviour.js';
import type { RecordOf } from '../../platform/resources/define.js';
import { firstSendPlan } from '../schedule/first-send.js';
import type { CampaignFields } from './campaigns.js';

/**
 * Contacts planned again per activation, in pages of 100; past it the sender's hold (it re-checks a contact whose
 * campaign is not ACTIVE every 30 minutes) covers the rest, so a large campaign still sends, only later.
 */
const MAX_BROUGHT_FORWARD = 1000;

/**
 * Campaign contacts' id prefix: their family's hooks read campaigns, so this hook of campaigns finds that family through
 * the engine by its prefix, as a reference field names a family, instead of importing it.
 */
export const CAMPAIGN_CONTACT_ID_PREFIX = 'cco';

/**
 * After a write that sets `status: ACTIVE`: each ACTIVE contact of the campaign that has not been sent anything yet
 * is planned again from its joining (a sender's hold, or a schedule changed meanwhile, moves; its due marker moves
 * with it), and the pipeline is told, so that sendFirstMessageImmediately sends within seconds. Later steps keep their
 * times. Best effort: the campaign is already stored, so a failure is logged and the hold covers it.
 */
export async function bringWaitingContactsForward(
  ctx: HookContext,
  campaign: Pick<RecordOf<CampaignFields>, 'id' | 'status' | 'schedule'>,
): Promise<void> {
  if (campaign.status !== 'ACTIVE' || bodyField(ctx.request?.body, 'status') !== 'ACTIVE') return;
  try {
    const campaignContacts = ctx.engine.families.byIdPrefix(CAMPAIGN_CONTACT_ID_PREFIX);
    if (!campaignContacts) throw new Error(`No family of campaign contacts (${CAMPAIGN_CONTACT_ID_PREFIX}_) is served`);
    const now = ctx.engine.now();
    const plan = await firstSendPlan(ctx.store, ctx.write.org, campaign);
    const forward: StoredRecord[] = [];
    let cursor: string | undefined;
    do {
      const query = new URLSearchParams({
        'filter.campaignId.equals': campaign.id,
        'filter.status.equals': 'ACTIVE',
        'filter.lastSentAt.equals': 'null',
        limit: '100',
        ...(cursor ? { startingAfter: cursor } : {}),
      });
      const listed = await ctx.engine.list(campaignContacts, ctx.write.org, query.toString());
      const items = listed.items.map((item) => v.parse(presentedRecord, item));
      for (const item of items) {
        const at = now.toISOString();
        const planned = (record: StoredRecord) => plan(new Date(String(record.createdAt)), now).toISOString();
        const target = planned(item);
        // Planned again from joining unless it is due already and its plan says now: the tick takes it as it is.
        const waits = item.nextSendAt === null || (typeof item.nextSendAt === 'string' && item.nextSendAt > at);
        forward.push(
          item.nextSendAt !== target && (waits || target > at)
            ? await ctx.store.update(campaignContacts.entity, ctx.write, item.id, (current) =>
                current.status === 'ACTIVE' && current.lastSentAt === null ? { nextSendAt: planned(current) } : {},
              )
            : item,
        );
      }
      cursor = items.length === 100 ? items.at(-1)?.id : undefined;
    } while (cursor && forward.length < MAX_BROUGHT_FORWARD);
    await ctx.campaignJoins?.joined(ctx.write, forward);
  } catch (error) {
    logger.error('Planning a campaign’s waiting contacts again failed; the sender’s hold covers them', {
      campaignId: campaign.id,
      error,
    });
  }
}
