// What a contact joining a campaign starts as: ACTIVE (due at once when the campaign sends), PAUSED on request, or UNSUBSCRIBED when it may not be emailed.
import { emailDomain } from '../../platform/schemas/formats.js';
import type { EntityType } from '../../platform/store/entity.js';
import type { Store } from '../../platform/store/store.js';
import { suppressions } from '../../crm/index.js';

/** Statuses a campaign contact never leaves through the API: nothing more is sent to it. */
export const finalStatuses: ReadonlySet<string> = new Set([
  'COMPLETED',
  'REPLIED',
  'BOUNCED',
  'UNSUBSCRIBED',
  'STOPPED',
]);

/** A contact's place in a campaign (a type, so that it passes as the fields of a unique value). */
export type CampaignPlace = { campaignId: string; contactId: string };

/**
 * Whether a live campaign contact holds each place (`entity`: the campaign contacts', whose unique constraint holds
 * one per campaign and contact), in the order of `places`; read strongly consistent.
 */
export async function placesHeld(
  store: Pick<Store, 'uniqueHolders'>,
  entity: EntityType,
  org: string,
  places: readonly CampaignPlace[],
): Promise<boolean[]> {
  const holders = await store.uniqueHolders(places.map((place) => ({ entity, org, values: place })));
  return holders.map((holder) => holder !== undefined);
}

/** The state fields of a campaign contact that has just joined. */
export interface JoiningState {
  status: 'ACTIVE' | 'PAUSED' | 'UNSUBSCRIBED';
  stepIndex: 0;
  nextSendAt: string | null;
  lastSentAt: null;
  pausedUntil: string | null;
  reason: string | null;
}

/** Why a contact's own record forbids emailing it (an opt-out), or undefined. */
export const optOutReason = (contact: Readonly<Record<string, unknown>>): string | undefined =>
  contact.emailOptOut === true ? 'opted_out' : undefined;

/**
 * Why each contact may not be emailed, by contact id: its opt-out, or the suppression entry (its address or its
 * domain) that its email matches. Contacts that may be emailed are left out. Reads the suppressions' unique guards,
 * strongly consistent.
 */
export async function doNotEmailReasons(
  store: Store,
  org: string,
  contacts: ReadonlyArray<Readonly<Record<string, unknown>> & { id: string }>,
): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  const candidates: Array<{ contactId: string; value: string }> = [];
  for (const contact of contacts) {
    const optOut = optOutReason(contact);
    if (optOut) reasons.set(contact.id, optOut);
    else if (typeof contact.email === 'string' && contact.email !== '')
      for (const value of [contact.email.toLowerCase(), emailDomain(contact.email)])
        candidates.push({ contactId: contact.id, value });
  }
  const holders = await store.uniqueHolders(
    candidates.map(({ value }) => ({ entity: suppressions.entity, org, values: { value } })),
  );
  candidates.forEach(({ contactId, value }, i) => {
    if (holders[i] && !reasons.has(contactId)) reasons.set(contactId, `suppressed: ${value}`);
  });
  return reasons;
}

/**
 * The state a contact joins a campaign with: UNSUBSCRIBED with the reason when it may not be emailed (`blocked`),
 * PAUSED when the caller asks for it, else ACTIVE and due at `firstSendAt`, its first step's planned moment
 * (lib/campaigns/schedule/first-send.ts).
 */
export function joiningState(
  blocked: string | undefined,
  firstSendAt: Date,
  requested: { status?: unknown; pausedUntil?: unknown } = {},
): JoiningState {
  const base = { stepIndex: 0 as const, lastSentAt: null, pausedUntil: null, nextSendAt: null };
  if (blocked) return { ...base, status: 'UNSUBSCRIBED', reason: blocked };
  if (requested.status === 'PAUSED')
    return {
      ...base,
      status: 'PAUSED',
      pausedUntil: typeof requested.pausedUntil === 'string' ? requested.pausedUntil : null,
      reason: null,
    };
  // Planned even while the campaign is not ACTIVE: the sender holds such a contact when its time comes, and the
  // campaign's activation plans it again, so no contact is left without a time.
  return { ...base, status: 'ACTIVE', nextSendAt: firstSendAt.toISOString(), reason: null };
}
