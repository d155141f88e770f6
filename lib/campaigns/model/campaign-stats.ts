// GET /v5/campaigns/{id}/stats: the campaign's contacts by status and its messages sent, opened, clicked, replied to and
// bounced, in all, per step and per variant; read from tallies (one BatchGet per 12 of them), never from the messages.
import type { ResourceAction } from '../../platform/resources/behaviour.js';
import { campaignStepsOf, variantsOf } from '../send/send-content.js';
import {
  campaignContactStatuses,
  contactStatusTally,
  MESSAGE_EVENTS,
  type MessageEvent,
  messageTally,
  unsubscribedTally,
} from './campaign-tallies.js';
import type { CampaignContactFields } from './campaign-contacts.js';
import { campaigns } from './campaigns.js';
import { sentEmails } from './sent-emails.js';

const EVENTS = [...MESSAGE_EVENTS];
/** A variant's counts leave out bounces: a bounce says the address is bad, not how the variant's text did. */
const VARIANT_EVENTS = EVENTS.filter((event) => event !== 'bounced');

/** A route of the campaign contacts' family, since their counts are most of it (it reads the campaign and messages). */
export const campaignStatsAction: ResourceAction<CampaignContactFields> = {
  method: 'GET',
  path: '/v5/campaigns/{id}/stats',
  access: 'read',
  async serve({ store, engine }, request, campaignContacts) {
    const org = request.principal!.org;
    const campaign = await engine.read(campaigns, org, request.pathParameters.id!);
    const steps = await campaignStepsOf(store, org, campaign.id);
    const variants = await Promise.all(steps.map((step) => variantsOf(store, org, step.id)));
    const names = [
      ...campaignContactStatuses.map((status) => contactStatusTally(campaign.id, status)),
      unsubscribedTally(campaign.id),
      ...EVENTS.map((event) => messageTally('campaign', campaign.id, event)),
      ...steps.flatMap((step) => EVENTS.map((event) => messageTally('step', step.id, event))),
      ...variants
        .flat()
        .flatMap((variant) => VARIANT_EVENTS.map((event) => messageTally('variant', variant.id, event))),
    ];
    const placeCount = campaignContactStatuses.length + 1;
    const [places, counts] = await Promise.all([
      store.tallies.readMany(org, campaignContacts.entity.object, names.slice(0, placeCount)),
      store.tallies.readMany(org, sentEmails.entity.object, names.slice(placeCount)),
    ]);
    const countsOf = (of: 'campaign' | 'step' | 'variant', id: string, events: MessageEvent[]) =>
      Object.fromEntries(events.map((event) => [event, counts.get(messageTally(of, id, event)) ?? 0]));
    return {
      body: {
        contacts: Object.fromEntries(
          campaignContactStatuses.map((status) => [status, places.get(contactStatusTally(campaign.id, status)) ?? 0]),
        ),
        ...countsOf('campaign', campaign.id, EVENTS),
        unsubscribed: places.get(unsubscribedTally(campaign.id)) ?? 0,
        steps: steps.map((step, i) => ({
          stepId: step.id,
          ...countsOf('step', step.id, EVENTS),
          variants: variants[i]!.map((variant) => ({
            variantId: variant.id,
            ...countsOf('variant', variant.id, VARIANT_EVENTS),
          })),
        })),
      },
    };
  },
};
