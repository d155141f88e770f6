// Stops all mail to an address: the unsubscribe link, complaints and bounces suppress it, opt the contact out and end its campaigns.
import { ConflictError } from '../../platform/http/errors.js';
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import { contacts, suppressions } from '../../crm/index.js';
import { StoreConflictError } from '../../platform/store/errors.js';
import type { Actor, WriteContext } from '../../platform/store/records.js';
import { changeCampaignContactsOf } from '../model/contact-campaigns.js';
import { updateWithEvent } from '../model/logged-update.js';

type UnsubscribeReason = 'UNSUBSCRIBE' | 'COMPLAINT' | 'BOUNCE';

export interface UnsubscribeInput {
  org: string;
  contactId: string | null;
  email: string;
  reason: UnsubscribeReason;
  requestId: string;
  /** Who the writes are attributed to; the service itself by default. */
  actor?: Actor;
}

export interface UnsubscribeResult {
  /** Whether this call suppressed the address (false: it already was). */
  suppressed: boolean;
  /** Whether this call opted the contact out (false: no contact, or already opted out). */
  optedOut: boolean;
  /** Campaign contacts this call stopped. */
  campaignContactIds: string[];
}

/** Campaign contacts in these states are already stopped by the recipient: nothing to change. */
const RECIPIENT_STOPPED: ReadonlySet<unknown> = new Set(['UNSUBSCRIBED', 'BOUNCED']);

/**
 * Suppresses the address (once), sets the contact's emailOptOut, turns each of its campaign contacts UNSUBSCRIBED
 * (BOUNCED for a bounce) with nothing more to send, and logs `contact.unsubscribed` in the transaction that opts the
 * contact out. Each step checks before it writes, so repeating the call (a second click, a redelivered notification)
 * writes nothing.
 */
export async function applyUnsubscribe(
  { store, engine }: ResourceServices,
  input: UnsubscribeInput,
): Promise<UnsubscribeResult> {
  const ctx: WriteContext = {
    org: input.org,
    actor: input.actor ?? { type: 'system', id: input.reason.toLowerCase() },
    requestId: input.requestId,
  };
  const suppressed = await suppress({ store, engine }, ctx, input.email, input.reason);
  if (!input.contactId) return { suppressed, optedOut: false, campaignContactIds: [] };

  const optedOut = !!(await updateWithEvent(
    store,
    contacts.entity,
    ctx,
    input.contactId,
    'contact.unsubscribed',
    (c) => (c.emailOptOut === true ? undefined : { emailOptOut: true }),
  ));

  const status = input.reason === 'BOUNCE' ? 'BOUNCED' : 'UNSUBSCRIBED';
  const reason = { UNSUBSCRIBE: 'unsubscribed', COMPLAINT: 'complaint', BOUNCE: 'bounced' }[input.reason];
  const stopped = await changeCampaignContactsOf({ store, engine }, ctx, input.contactId, (current) =>
    RECIPIENT_STOPPED.has(current.status) ? undefined : { status, reason, nextSendAt: null },
  );
  return { suppressed, optedOut, campaignContactIds: stopped };
}

/** Puts the address on the suppression list through the family's own create; a value already there is fine. */
async function suppress(
  { store, engine }: ResourceServices,
  ctx: WriteContext,
  email: string,
  reason: UnsubscribeReason,
): Promise<boolean> {
  const value = email.trim().toLowerCase();
  const constraint = suppressions.entity.unique!.find((unique) => unique.field === 'value')!;
  if (await store.findByUnique(suppressions.entity, constraint, ctx.org, value)) return false;
  try {
    await engine.create(suppressions, ctx, { type: 'EMAIL', value, reason });
    return true;
  } catch (error) {
    // Another unsubscribe of the same address won the race.
    if (error instanceof ConflictError || error instanceof StoreConflictError) return false;
    throw error;
  }
}
