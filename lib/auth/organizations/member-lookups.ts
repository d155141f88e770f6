// How authentication finds a user's role in an organization: none when they are no member or the organization was deleted.
import type { Principal } from '../../platform/http/principal.js';
import { membershipRole } from './organization-records.js';
import { organizations } from './organizations.js';
import type { Store } from '../../platform/store/store.js';

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
