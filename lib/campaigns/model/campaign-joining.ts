// What a contact joining a campaign starts as: ACTIVE (due at once when the campaign sends), PAUSED on request, or UNSUBSCRIBED when it may not be emailed.
import { emailDomain } from '../../platform/schemas/formats.js';
import { itemKey } from '../../platform/store/item-mapping.js';
import type { EntityType } from '../../platform/store/entity.js';
import { guardKey, uniqueValue } from '../../platform/store/keys.js';
import type { StoredRecord } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { suppressions } from '../../crm/suppressions.js';

/** Guard keys one consistent BatchGetItem may read. */
const BATCH_GET_LIMIT = 100;

/** Statuses a campaign contact never leaves through the API: nothing more is sent to it. */
export const finalStatuses: ReadonlySet<string> = new Set([
  'COMPLETED',
  'REPLIED',
  'BOUNCED',
  'UNSUBSCRIBED',
  'STOPPED',
]);

/**
 * The unique guard that holds a contact's place in a campaign (`entity`: the campaign contacts'), present while a live
 * campaign contact holds it.
 */
export function placeKey(entity: EntityType, org: string, campaignId: string, contactId: string) {
  const constraint = entity.unique![0]!;
  return guardKey(entity, constraint, org, uniqueValue(constraint, { campaignId, contactId })!);
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
export const optOutReason = (contact: StoredRecord): string | undefined =>
  contact.emailOptOut === true ? 'opted_out' : undefined;

/**
 * Why each contact may not be emailed, by contact id: its opt-out, or the suppression entry (its address or its
 * domain) that its email matches. Contacts that may be emailed are left out. Reads the suppressions' unique guards,
 * strongly consistent, 100 at a time.
 */
export async function doNotEmailReasons(
  store: Store,
  org: string,
  contacts: readonly StoredRecord[],
): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  const constraint = suppressions.entity.unique![0]!;
  const candidates: Array<{ contactId: string; value: string; key: ReturnType<typeof guardKey> }> = [];
  for (const contact of contacts) {
    const optOut = optOutReason(contact);
    if (optOut) reasons.set(contact.id, optOut);
    else if (typeof contact.email === 'string' && contact.email !== '')
      for (const value of [contact.email.toLowerCase(), emailDomain(contact.email)])
        candidates.push({ contactId: contact.id, value, key: guardKey(suppressions.entity, constraint, org, value) });
  }
  for (let start = 0; start < candidates.length; start += BATCH_GET_LIMIT) {
    const chunk = candidates.slice(start, start + BATCH_GET_LIMIT);
    const found = await store.getItems(chunk.map(({ key }) => key));
    for (const { contactId, value, key } of chunk)
      if (found.has(itemKey(key)) && !reasons.has(contactId)) reasons.set(contactId, `suppressed: ${value}`);
  }
  return reasons;
}

/**
 * The state a contact joins a campaign with at `at`: UNSUBSCRIBED with the reason when it may not be emailed
 * (`blocked`), PAUSED when the caller asks for it, else ACTIVE and due at once (the send pipeline, told through
 * ResourceServices.campaignJoins, refines nextSendAt with the schedule: lib/campaigns/send/on-join.ts).
 */
export function joiningState(
  blocked: string | undefined,
  at: Date,
  requested: { status?: unknown; pausedUntil?: unknown } = {},
): JoiningState {
  const base = { stepIndex: 0 as const, lastSentAt: null, pausedUntil: null, nextSendAt: null };
  if (blocked) return { ...base, status: 'UNSUBSCRIBED', reason: blocked };
  if (requested.status === 'PAUSED')
    return { ...base, status: 'PAUSED', pausedUntil: (requested.pausedUntil as string | null) ?? null, reason: null };
  // Due at once even while the campaign is not ACTIVE: the sender holds such a contact (re-checking every 30 minutes)
  // and the campaign's activation brings it forward, so no contact is left without a time.
  return { ...base, status: 'ACTIVE', nextSendAt: at.toISOString(), reason: null };
}
