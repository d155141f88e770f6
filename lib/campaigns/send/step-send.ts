// A campaign contact's claimed step: checked again just before it is taken, then sent, waited or made a task.
import { campaignContacts } from '../model/campaign-contacts.js';
import { doNotEmailReasons } from '../model/campaign-joining.js';
import {
  nextSendAt,
  scheduleZone,
  type SendingSchedule,
  windowMomentAtOrAfter,
} from '../schedule/campaign-schedule.js';
import { campaigns } from '../model/campaigns.js';
import { addressRefusal, contacts, tasks } from '../../crm/index.js';
import { organizations } from '../../auth/index.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import type { StoredRecord, WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { composeMessage } from './compose.js';
import { followUpOf } from './follow-up-thread.js';
import { refusalReason } from '../model/campaign-template.js';
import { type CampaignStep, campaignStepsOf, variantFor } from './send-content.js';
import { sendOnce, settleWhile } from './send-once.js';
import { heldUntil, sendingConnection } from './sending-connection.js';
import { chooseConnection } from './campaign-sender.js';
import { holdsClaim, type StepSendMessage } from './send-queue.js';
import type { SendJob } from './send-job.js';

/** Fields of a campaign contact, as a write takes them. */
type Patch = Record<string, unknown>;

/** Sends one claimed step (or takes a WAIT or TASK step), if the campaign contact still holds the claim. */
export async function sendCampaignStep(job: SendJob, message: StepSendMessage): Promise<void> {
  const { deps, ctx, now } = job;
  const { store } = deps;
  const cc = await store.get(campaignContacts.entity, message.org, message.id);
  if (!holdsClaim(cc, message)) return;
  const [campaign, contact, organization] = await store.getLive([
    { entity: campaigns.entity, org: message.org, id: cc.campaignId },
    { entity: contacts.entity, org: message.org, id: cc.contactId },
    { entity: organizations.entity, org: message.org, id: message.org },
  ]);
  const settle = (patch: Patch) => settleCampaignContact(store, ctx, message, patch);

  if (!campaign) return settle({ status: 'STOPPED', reason: 'campaign_deleted', nextSendAt: null });
  // A paused campaign holds its sends: look again later, without spending a claim on each tick meanwhile.
  if (campaign.status !== 'ACTIVE') return settle({ nextSendAt: heldUntil(now) });
  if (typeof cc.pausedUntil === 'string' && cc.pausedUntil > now.toISOString())
    return settle({ nextSendAt: cc.pausedUntil });
  if (!contact) return settle({ status: 'STOPPED', reason: 'contact_deleted', nextSendAt: null });
  if (typeof contact.email !== 'string' || !contact.email)
    return settle({ status: 'STOPPED', reason: 'no_email', nextSendAt: null });
  const to = contact.email.toLowerCase();
  const blocked = (await doNotEmailReasons(store, message.org, [contact])).get(contact.id);
  if (blocked) return settle({ status: 'UNSUBSCRIBED', reason: blocked, nextSendAt: null });
  // An address its verification condemned (INVALID, DO_NOT...) would bounce or harm the sender's reputation.
  const condemned = await addressRefusal(store, message.org, to);
  if (condemned) return settle({ status: 'FAILED', reason: condemned, nextSendAt: null });

  const steps = await campaignStepsOf(store, message.org, campaign.id);
  const step = steps[message.stepIndex];
  if (!step) return settle({ status: 'COMPLETED', nextSendAt: null });

  const schedule = campaign.schedule ?? null;
  const zone = scheduleZone(schedule, organization?.timeZone);
  const immediate = message.stepIndex === 0 && schedule?.sendFirstMessageImmediately === true;
  // The first step counts its delay from joining; a later step's due time was set when the previous one was taken,
  // so only the window is checked again here.
  const earliest = immediate
    ? now
    : message.stepIndex === 0
      ? nextSendAt({ schedule, zone, delayDays: step.delayDays, previousAt: new Date(cc.createdAt), now })
      : windowMomentAtOrAfter(schedule, zone, now);
  if (earliest.getTime() > now.getTime()) return settle({ nextSendAt: earliest.toISOString() });

  const advance = advancePatch(cc, steps, message.stepIndex, schedule, zone, now);
  if (step.type === 'WAIT') return settle(advance);
  if (step.type === 'TASK') return takeTaskStep(store, ctx, message, contact, step, advance);

  // By the campaign contact, not the contact: the variant is picked by the contact, and a variant tied to a mailbox
  // would make an A/B test compare mailboxes.
  const choice = await chooseConnection(job, campaign, { id: message.id, assigned: cc.connectionId ?? null });
  const from = await sendingConnection(job, choice.connectionId);
  if ('refused' in from) return settle({ status: 'PAUSED', reason: from.refused, nextSendAt: null });
  if ('held' in from) return settle({ nextSendAt: from.held });
  const { connection } = from;

  await sendOnce(
    job,
    {
      key: { org: message.org, recordId: message.id, part: step.id },
      settle,
      async recordItems() {
        const current = await store.getVersioned(campaignContacts.entity, message.org, message.id);
        if (!current || current.record.stepIndex !== message.stepIndex) return undefined;
        // Its later messages go from this connection too (rotation is sticky); a reason it waited for is past.
        const sent = { ...advance, connectionId: connection.id, reason: null };
        return store.updateItems(campaignContacts.entity, ctx, current, sent).items;
      },
    },
    async () => {
      const variant = await variantFor(store, message.org, step.id, contact.id);
      const subject = variant?.subject ?? step.subject ?? null;
      // A later step with no subject of its own follows up in the thread of the contact's previous message.
      const followUp =
        message.stepIndex > 0 && !subject?.trim()
          ? await followUpOf(store, message.org, message.id, connection.id)
          : undefined;
      const composed = await composeMessage(deps, {
        org: message.org,
        contact,
        to,
        connection,
        campaign,
        templates: { subject, body: variant?.body ?? step.body ?? null },
        ...(followUp ? { followUp } : {}),
        origin: {
          campaignId: campaign.id,
          campaignContactId: message.id,
          stepId: step.id,
          variantId: variant?.id ?? null,
        },
        // Past a limit, a scheduled step also waits for its window. A first message whose connection filled up while
        // another listed one had room is due again at once: the next tick chooses for it again.
        sendableAt: (room, connectionFull) => {
          const at = connectionFull && choice.roomElsewhere ? now : room;
          return immediate ? at : windowMomentAtOrAfter(schedule, zone, at);
        },
      });
      if (composed.ok) return composed.send;
      await settle({ status: 'PAUSED', reason: refusalReason(composed), nextSendAt: null });
      return undefined;
    },
  );
}

/** A TASK step: the task for the contact and the campaign contact's next step, in one transaction. */
async function takeTaskStep(
  store: Store,
  ctx: WriteContext,
  message: StepSendMessage,
  contact: StoredRecord,
  step: CampaignStep,
  patch: Patch,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const current = await store.getVersioned(campaignContacts.entity, message.org, message.id);
    if (!holdsClaim(current?.record, message)) return;
    // The task and the step's advance commit together, guarded by the campaign contact's version: at most once.
    const task = store.createItems(
      tasks.entity,
      ctx,
      tasks.withDefaults({
        title: step.subject ?? `Campaign task for ${String(contact.name ?? contact.email ?? contact.id)}`,
        description: step.body ?? null,
        contactId: contact.id,
      }),
    );
    try {
      await store.commit([...task.items, ...store.updateItems(campaignContacts.entity, ctx, current!, patch).items]);
      return;
    } catch (error) {
      if (!(error instanceof WriteRaceError) || attempt >= 10) throw error;
    }
  }
}

/** What taking step `index` at `at` makes of the campaign contact: the next step and when, or COMPLETED after the last. */
function advancePatch(
  cc: StoredRecord,
  steps: readonly CampaignStep[],
  index: number,
  schedule: SendingSchedule | null,
  zone: string,
  at: Date,
): Patch {
  const sent = steps[index]!.type === 'EMAIL' ? { lastSentAt: at.toISOString() } : {};
  const next = steps[index + 1];
  if (!next) return { ...sent, stepIndex: index + 1, nextSendAt: null, status: 'COMPLETED' };
  const due = nextSendAt({ schedule, zone, delayDays: next.delayDays, previousAt: at, now: at });
  return { ...sent, stepIndex: index + 1, nextSendAt: due.toISOString(), status: cc.status };
}

/** Writes `patch` to the campaign contact if it still holds the message's claim (a pause or a reply wins). */
function settleCampaignContact(store: Store, ctx: WriteContext, message: StepSendMessage, patch: Patch) {
  // A step already done (a WAIT or TASK taken by a concurrent delivery) is not taken twice; a FAILED mark still lands.
  const mayWrite = (record: StoredRecord) =>
    record.stepIndex === message.stepIndex && (holdsClaim(record, message) || patch.status === 'FAILED');
  return settleWhile(store, campaignContacts.entity, ctx, message.id, mayWrite, patch);
}
