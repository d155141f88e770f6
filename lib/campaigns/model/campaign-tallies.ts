// The tallies a campaign's statistics read: each sent email counts in its campaign's, step's and variant's, once per
// thing that happened to it; each campaign contact in its campaign's count of its status. Kept in the records' writes.
import type { CampaignContact } from './campaign-contacts.js';
import type { SentEmail } from './sent-emails.js';

/** A campaign contact's statuses, each counted per campaign. */
export const campaignContactStatuses = [
  'ACTIVE',
  'PAUSED',
  'COMPLETED',
  'REPLIED',
  'BOUNCED',
  'UNSUBSCRIBED',
  'STOPPED',
  'FAILED',
] as const;

/** What happened to a message, each counted once. */
export const MESSAGE_EVENTS = ['sent', 'opened', 'clicked', 'replied', 'bounced'] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];
/** The field whose time records each event but `sent`: every campaign message counts as sent. */
const EVENT_TIMES = { opened: 'openedAt', clicked: 'clickedAt', replied: 'repliedAt', bounced: 'bouncedAt' } as const;

/** The tally of the messages of a campaign, step or variant to which `event` happened. */
export const messageTally = (of: 'campaign' | 'step' | 'variant', id: string, event: MessageEvent) =>
  `stats:${of}=${id}:${event}`;

/** The tally of a campaign's contacts in `status`. */
export const contactStatusTally = (campaignId: string, status: string) =>
  `stats:campaign=${campaignId}:status=${status}`;

/** The tally of a campaign's contacts that unsubscribed (the link, or a complaint) after its messages. */
export const unsubscribedTally = (campaignId: string) => `stats:campaign=${campaignId}:unsubscribed`;

/** The tallies a campaign message counts in. */
export function sentEmailTallies(email: SentEmail): string[] {
  // From its reservation on: a send whose answer never came counts too.
  const happened = MESSAGE_EVENTS.filter((event) => event === 'sent' || typeof email[EVENT_TIMES[event]] === 'string');
  const owners = [
    ['campaign', email.campaignId],
    ['step', email.stepId],
    ['variant', email.variantId],
  ] as const;
  return owners.flatMap(([of, id]) => (id ? happened.map((event) => messageTally(of, id, event)) : []));
}

/** The tallies a campaign contact counts in. */
export function campaignContactTallies(place: CampaignContact): string[] {
  const unsubscribed = place.status === 'UNSUBSCRIBED' && ['unsubscribed', 'complaint'].includes(String(place.reason));
  return [
    contactStatusTally(place.campaignId, place.status),
    ...(unsubscribed ? [unsubscribedTally(place.campaignId)] : []),
  ];
}
