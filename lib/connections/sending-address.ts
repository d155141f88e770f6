// Which addresses an organization may send as: never the deployment's own sender or its domain, never an address
// another organization has verified. Checked when a connection is written and again before each send.
import type { Store } from '../platform/store/store.js';
import type { EntityType, UniqueConstraint } from '../platform/store/entity.js';

/**
 * An address counts as verified by the organization whose connection holds it `CONNECTED`: only the service sets that
 * status (issue 23's verification will), and the store keeps one such holder per address across the service.
 */
export const verifiedAddress: UniqueConstraint = {
  field: 'email',
  scope: 'global',
  while: { field: 'status', equals: 'CONNECTED' },
};

/** Why an organization may not send as an address: `reserved` (the deployment's own), `verified_elsewhere`. */
type SendingAddressRefusal = 'reserved' | 'verified_elsewhere';

export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * Whether `address` is the deployment's sender or on its domain (a subdomain included: SES lets a verified domain's
 * subdomains send too).
 */
export function isDeploymentAddress(address: string, deploymentSender: string): boolean {
  const reserved = domainOf(deploymentSender);
  const domain = domainOf(address);
  return (
    address.toLowerCase() === deploymentSender.toLowerCase() || domain === reserved || domain.endsWith(`.${reserved}`)
  );
}

/** Why `org` may not send as `address`, or undefined when it may. */
export async function sendingAddressRefusal(
  store: Pick<Store, 'uniqueHolders'>,
  entity: EntityType,
  org: string,
  address: string,
  deploymentSender: string,
): Promise<SendingAddressRefusal | undefined> {
  if (isDeploymentAddress(address, deploymentSender)) return 'reserved';
  const [holder] = await store.uniqueHolders([
    { entity, org, values: { email: address.toLowerCase(), status: 'CONNECTED' }, constraint: verifiedAddress },
  ]);
  return holder && holder.org !== org ? 'verified_elsewhere' : undefined;
}
