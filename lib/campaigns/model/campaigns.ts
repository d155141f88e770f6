// Campaigns: email outreach to a set of contacts, sent from a connection on a weekly schedule.
import * as v from 'valibot';
import { clockTime, timeZone } from '../../platform/schemas/formats.js';
import { closedObject } from '../../platform/schemas/more-formats.js';
import { campaignRules } from './campaign-rules.js';
import { sendTimesAction } from '../schedule/campaign-send-times.js';
import { bringWaitingContactsForward } from './campaign-activation.js';
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';

/** Sending hours of one weekday, HH:mm to HH:mm, the end after the start. */
const sendingWindow = v.pipe(
  closedObject({ start: clockTime, end: clockTime }),
  v.forward(
    // Compares only two valid times: a malformed one is reported on its own.
    v.partialCheck(
      [['start'], ['end']],
      ({ start, end }) => !v.is(clockTime, start) || !v.is(clockTime, end) || end > start,
      'must be after start',
    ),
    ['end'],
  ),
);

const day = v.optional(sendingWindow);

/**
 * The specification's sending schedule. Only enabledWeekdays is required: sendFirstMessageImmediately left out
 * means false, and timeZone left out means the organization's time zone (UTC when it has none). How the windows are
 * read across clock changes: lib/campaigns/schedule/campaign-schedule.ts.
 */
export const sendingSchedule = closedObject({
  // A schedule that never opens would hold every scheduled send for ever; `schedule: null` is how to send at any time.
  enabledWeekdays: v.pipe(
    closedObject({
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: day,
    }),
    v.check((days) => Object.values(days).some(Boolean), 'must enable at least one weekday'),
  ),
  sendFirstMessageImmediately: v.optional(v.boolean()),
  timeZone: v.optional(timeZone),
});

/** Declared apart from the family so that its actions, declared before it, are typed by them. */
const campaignFields = {
  name: f.text({ required: true, search: true }),
  description: f.text({ nullable: true }),
  status: f.enum(['DRAFT', 'ACTIVE', 'PAUSED', 'COMPLETED'], { default: 'DRAFT' }),
  /** Why the service paused the campaign (its deliverability guard); null once a write sets the status. */
  statusReason: f.enum(['bounce_rate', 'complaint_rate'], { readOnly: true, nullable: true }),
  schedule: f.object(sendingSchedule, { nullable: true }),
  teamId: f.ref('tea', { nullable: true }),
  /** The first of fromConnectionIds: a write that sets either sets both. */
  fromConnectionId: f.ref('cnn', { nullable: true }),
  /**
   * The mailboxes the campaign sends from (inbox rotation, up to 25): a contact's first message goes from the one with
   * the most room left in its daily limit, and its later messages from that same one.
   */
  fromConnectionIds: f.array(f.ref('cnn'), { maxItems: 25 }),
  trackingDomainId: f.ref('trd', { nullable: true }),
  /** Most messages the campaign sends a day; null leaves it to the connection's own limit. */
  dailyLimit: f.number({ nullable: true, integer: true, min: 1 }),
  stopOnReply: f.boolean({ default: true }),
  trackOpens: f.boolean({ default: true }),
  trackClicks: f.boolean({ default: true }),
};
export type CampaignFields = typeof campaignFields;

export const campaigns = defineResource({
  object: 'campaign',
  idPrefix: 'cam',
  path: 'campaigns',
  description:
    'An email campaign: its status, sending schedule, the connection it sends from and how it tracks replies.',
  fields: campaignFields,
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'name' },
    { sortBy: 'updatedAt', partitionBy: 'status' },
    { sortBy: 'teamId' },
  ],
  hooks: { ...campaignRules, afterUpdate: bringWaitingContactsForward },
  actions: [sendTimesAction],
});
