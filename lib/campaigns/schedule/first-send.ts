// When a contact that joins a campaign takes its first step: the first window moment after the first step's delay (at
// once with sendFirstMessageImmediately), so that nextSendAt never names a moment at which nothing will be sent.
import { organizations } from '../../auth/index.js';
import type { RecordOf } from '../../platform/resources/define.js';
import type { Store } from '../../platform/store/store.js';
import type { CampaignFields } from '../model/campaigns.js';
import { campaignStepsOf } from '../send/send-content.js';
import { nextSendAt, scheduleZone } from './campaign-schedule.js';

/** The moment a contact that joined at `joinedAt` takes its first step, judged at `now` (never before it). */
export type FirstSendPlan = (joinedAt: Date, now: Date) => Date;

/**
 * The first-step plan of `campaign`, read once (its first step's delay, the organization's time zone) for all the
 * contacts that join it. The sender checks the time again when it takes the step: a schedule or step changed since
 * moves the contact then.
 */
export async function firstSendPlan(
  store: Store,
  org: string,
  campaign: Pick<RecordOf<CampaignFields>, 'id' | 'schedule'>,
): Promise<FirstSendPlan> {
  const schedule = campaign.schedule ?? null;
  if (schedule?.sendFirstMessageImmediately === true) return (_joinedAt, now) => now;
  const [steps, organization] = await Promise.all([
    campaignStepsOf(store, org, campaign.id),
    store.get(organizations.entity, org, org),
  ]);
  const first = steps[0];
  // A campaign with no step completes its contacts at once, in the sender.
  if (!first) return (_joinedAt, now) => now;
  const zone = scheduleZone(schedule, organization?.timeZone);
  return (joinedAt, now) => nextSendAt({ schedule, zone, delayDays: first.delayDays, previousAt: joinedAt, now });
}
