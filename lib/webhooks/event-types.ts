// The catalogue of event types the service emits: every family's record changes, and the named events of what happens to mail, notes, imports and campaigns.
import type { Families } from '../platform/resources/families.js';

export interface EventType {
  type: string;
  description: string;
}

/** What happens beyond a record's own create, update and delete: each is logged under its own type. */
const NAMED_EVENT_TYPES: readonly EventType[] = [
  { type: 'email.sent', description: 'A campaign step or a scheduled draft email was sent.' },
  { type: 'email.opened', description: 'A sent email was opened for the first time (its tracking pixel loaded).' },
  { type: 'email.clicked', description: 'A tracked link of a sent email was clicked for the first time.' },
  { type: 'email.replied', description: 'A reply to a sent email arrived.' },
  { type: 'email.bounced', description: 'A sent email bounced.' },
  { type: 'email.complained', description: 'The recipient of a sent email marked it as spam.' },
  { type: 'contact.unsubscribed', description: 'A contact unsubscribed (a link, a reply, a complaint or by hand).' },
  { type: 'note.reasoned', description: "A note's reasoning was recorded: done, or failed and needing review." },
  { type: 'note.action_applied', description: "A note's reasoning applied its action (an unsubscribe, a stop)." },
  { type: 'import.completed', description: 'An import finished: every row it took is final (it is IMPORTED).' },
  { type: 'campaign.paused', description: 'A campaign paused itself (a failing mailbox, a bounce rate too high).' },
];

/** The event a receiver can ask its endpoint to be sent (POST /v5/webhook-endpoints/{id}/test). */
export const TEST_EVENT_TYPE: EventType = {
  type: 'webhook.test',
  description: 'A test event, sent only to the endpoint it was asked for, whatever its subscriptions.',
};

/** A subscription to every event type. */
export const ALL_EVENT_TYPES = '*';

const ACTIONS = [
  ['created', 'was created'],
  ['updated', 'was changed'],
  ['deleted', 'was deleted'],
] as const;

/**
 * Every type, in the order GET /v5/event-types lists them: each family's record events (the event log writes one for
 * every write of a family, itself excepted), then the named ones and the test event.
 */
export function eventTypesOf(families: Pick<Families, 'all'>): EventType[] {
  const recordTypes = families.all
    .filter((family) => family.entity.logged !== false)
    .flatMap((family) =>
      ACTIONS.map(([action, happened]) => ({
        type: `${family.object}.${action}`,
        description: `A ${family.object} ${happened}.`,
      })),
    );
  return [...recordTypes, ...NAMED_EVENT_TYPES, TEST_EVENT_TYPE];
}
