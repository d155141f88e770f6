// Campaign contacts: a contact's place in a campaign, with its state, the next step to take and when.
import { campaignContactStatuses, campaignContactTallies } from './campaign-tallies.js';
import { campaignStatsAction } from './campaign-stats.js';
import { dueMarkersOf } from '../schedule/due-index.js';
import { campaignContactHooks, campaignContactPatchAction } from './campaign-contact-writes.js';
import { CAMPAIGN_CONTACT_ID_PREFIX } from './campaign-activation.js';
import { addCampaignContactsAction } from './campaign-enrolment.js';
import { type CampaignPlace, placesHeld } from './campaign-joining.js';
import type { Store } from '../../platform/store/store.js';
import { defineResource, type RecordOf } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';

const service = { readOnly: true, nullable: true } as const;

/** Declared apart from the family so that its hooks, declared before it, are typed by its records. */
const campaignContactFields = {
  campaignId: f.ref('cam', { required: true, immutable: true }),
  contactId: f.ref('con', { required: true, immutable: true }),
  // The other statuses are the service's: a reply, a bounce, the last step.
  status: f.enum(campaignContactStatuses, { default: 'ACTIVE', writable: ['ACTIVE', 'PAUSED'] }),
  stepIndex: f.number({ readOnly: true, integer: true, min: 0, default: 0 }),
  /**
   * The connection its messages go from: chosen at its first message among the campaign's (the one with the most room
   * left today), kept for the later ones while the campaign still lists it.
   */
  connectionId: f.ref('cnn', service),
  nextSendAt: f.dateTime(service),
  lastSentAt: f.dateTime(service),
  pausedUntil: f.dateTime({ nullable: true }),
  // Searchable, so that `query=missing_variable` finds the contacts a template held back.
  reason: f.text({ ...service, search: true }),
};

/** A campaign contact as the store returns it. */
export type CampaignContactFields = typeof campaignContactFields;
export type CampaignContact = RecordOf<CampaignContactFields>;

export const campaignContacts = defineResource({
  object: 'campaignContact',
  idPrefix: CAMPAIGN_CONTACT_ID_PREFIX,
  path: 'campaign-contacts',
  description:
    'A contact in a campaign: its status, the next step to take (stepIndex, 0-based) and when (nextSendAt); one per contact and campaign. A suppressed or opted-out contact joins UNSUBSCRIBED. PATCH takes status (ACTIVE or PAUSED; a final status such as REPLIED stays) and pausedUntil only. POST /v5/campaigns/{id}/contacts {"contactIds"} adds up to 100 at once and answers {"added", "skipped": [{"contactId", "reason"}]}.',
  fields: campaignContactFields,
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'updatedAt', partitionBy: 'campaignId' },
    { sortBy: 'contactId' },
    { sortBy: 'status' },
    { sortBy: 'nextSendAt' },
  ],
  unique: [{ field: 'campaignId', with: ['contactId'], scope: 'organization' }],
  hooks: campaignContactHooks,
  actions: [campaignContactPatchAction, addCampaignContactsAction, campaignStatsAction],
  // The send pipeline's due index: the tick finds due campaign contacts through these markers.
  companionItems: [dueMarkersOf('campaign-contact')],
  // A campaign's statistics count its contacts by status: lib/campaigns/model/campaign-stats.ts.
  countedIn: campaignContactTallies,
});

/** Whether a live campaign contact holds each place, in the order of `places`. */
export const placesInCampaigns = (store: Pick<Store, 'uniqueHolders'>, org: string, places: readonly CampaignPlace[]) =>
  placesHeld(store, campaignContacts.entity, org, places);
