// An SES connection's domain: made (or reused) in the organization's SES tenant when the connection is created, and
// held by one organization across the service once verified (a domain sends for one organization only).
import * as v from 'valibot';
import { ConflictError } from '../platform/http/errors.js';
import type { Data, HookContext, ResourceServices } from '../platform/resources/behaviour.js';
import { defineItem, part } from '../platform/store/item-type.js';
import type { Store } from '../platform/store/store.js';
import type { TableUse } from '../platform/store/table-use.js';
import { domainOf } from './sending-address.js';

/** The organization that holds a verified sending domain, alone in its partition: the service-wide guard. */
const sendingDomainHolders = defineItem({
  name: 'sending domain holder',
  partition: ['SENDINGDOMAIN', part('domain')],
  sort: [],
  attributes: v.object({ org: v.string(), heldSince: v.string() }),
  // Taken by an organization for good, before its connection is written: a create that fails after it leaves nothing
  // its retry would not take the same way.
  repeatable: true,
});

/** What creating and verifying SES connections do to the table: read and take a domain's holder. */
export const sendingDomainHoldersUse: TableUse = { items: sendingDomainHolders, may: ['get', 'update'] };

const heldElsewhere = (email: string) =>
  new ConflictError(`email: the domain of ${email} is verified by another organization; it sends for that one only.`);

/** The organization holding `domain`, or undefined while none has verified it. */
async function holderOf(store: Pick<Store, 'items'>, domain: string): Promise<string | undefined> {
  return (await store.items(sendingDomainHolders).get({ domain }))?.org;
}

/** Takes `domain` for `org` once verified; 409 naming email when another organization took it first. */
async function holdVerifiedDomain(store: Pick<Store, 'items'>, org: string, email: string, at: Date): Promise<void> {
  const domain = domainOf(email);
  const taken = await store
    .items(sendingDomainHolders)
    .update({ domain }, { set: { org, heldSince: at.toISOString() } }, 'absent');
  if (!taken && (await holderOf(store, domain)) !== org) throw heldElsewhere(email);
}

/**
 * The create of an SES connection: 409 when another organization holds the domain verified; otherwise the domain's
 * identity made (or reused) in the organization's tenant, its DKIM records on the connection, and the connection
 * CONNECTED at once where the domain is verified already (always on the local runtime).
 */
export async function withSesDomain(ctx: HookContext, data: Data): Promise<Data> {
  if (data.type !== 'SES' || typeof data.email !== 'string') return data;
  if (!ctx.sendingDomains) throw new Error('No sending domains: SES connections cannot be created');
  const email = data.email;
  const org = ctx.write.org;
  const holder = await holderOf(ctx.store, domainOf(email));
  if (holder && holder !== org) throw heldElsewhere(email);
  const identity = await ctx.sendingDomains.ensure(org, domainOf(email));
  const next: Data = { ...data, dnsRecords: identity.dnsRecords };
  if (!identity.verified) return next;
  const now = ctx.engine.now();
  await holdVerifiedDomain(ctx.store, org, email, now);
  return { ...next, status: 'CONNECTED', statusReason: null, lastCheckedAt: now.toISOString() };
}

/** What verify learns of an SES connection's domain. */
export type SesConnectionCheck = { status: 'CONNECTED' } | { status: 'ERROR'; statusReason: 'dns_not_verified' };

/**
 * Verify of an SES connection: CONNECTED once SES reports its domain verified (Easy DKIM found), and the domain then
 * held by the organization (409 naming email when another organization holds it); ERROR `dns_not_verified` before.
 */
export async function checkSesConnection(
  services: Pick<ResourceServices, 'store' | 'sendingDomains'> & { org: string; now: Date },
  connection: { email: string },
): Promise<SesConnectionCheck> {
  if (!services.sendingDomains) throw new Error('No sending domains: SES connections cannot be verified');
  if (!(await services.sendingDomains.verified(domainOf(connection.email))))
    return { status: 'ERROR', statusReason: 'dns_not_verified' };
  await holdVerifiedDomain(services.store, services.org, connection.email, services.now);
  return { status: 'CONNECTED' };
}
