// How a user's role in an organization is found (none when they are no member or it was deleted), and who its owners are.
import type { Principal } from '../../platform/http/principal.js';
import { homeEntity, membershipRole } from './organization-records.js';
import { memberships } from './memberships.js';
import { users } from './users.js';
import { organizations } from './organizations.js';
import type { Store } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';

/** The membership and the organization are read at once; the authenticator keeps the answer for a while. */
export async function liveMembershipRole(
  store: Store,
  userId: string,
  org: string,
): Promise<Principal['role'] | undefined> {
  const [role, organization] = await Promise.all([
    membershipRole(store, userId, org),
    store.get(organizations.entity, org, org),
  ]);
  return organization ? role : undefined;
}

/**
 * A user's record, wherever it lives: in their home organization, which the pointer keyed by their id names (it need
 * not be an organization the caller is looking at).
 */
export async function userRecord(store: Pick<Store, 'get'>, userId: string) {
  const home = await store.get(homeEntity, userId, userId);
  return home ? store.get(users.entity, home.org, userId) : undefined;
}

/** What finding the owners' addresses reads: the organization's memberships, each owner's home and user record. */
export const ownerAddressesUse: TableUse = {
  records: [memberships.entity, homeEntity, users.entity],
  may: ['get', 'list'],
};

/** The addresses of the organization's owners, to tell them of what needs them (an endpoint disabled, say). */
export async function ownerAddresses(store: Store, org: string): Promise<string[]> {
  const { items } = await store.collect({ entity: memberships.entity, org });
  const owners = items.filter((membership) => membership.deletedAt === null && membership.role === 'OWNER');
  const addresses = await Promise.all(
    owners.map(async ({ userId }) => {
      const user = await userRecord(store, String(userId));
      return typeof user?.email === 'string' ? user.email : undefined;
    }),
  );
  return addresses.filter((address) => address !== undefined);
}
