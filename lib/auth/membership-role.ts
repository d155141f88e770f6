// A user's role in an organization, read from the membership's unique guard (one GetItem and the record).
import { memberships } from '../resources/memberships.js';
import type { Store } from '../store/store.js';
import type { Principal } from './principal.js';

export async function membershipRole(
  store: Store,
  userId: string,
  org: string,
): Promise<Principal['role'] | undefined> {
  const found = await store.findByUnique(memberships.entity, memberships.unique![0]!, org, userId);
  return found?.org === org ? (found.record.role as Principal['role']) : undefined;
}
