// A user's organizations: one entry per organization in the user's own namespace, kept in step with their memberships.
import { DuplicateIdError } from '../../platform/store/errors.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';

/**
 * The organizations a user belongs to, one record each in the user's namespace, keyed by organization id. `role` is
 * null once the membership is gone: the entry stays (a deleted record could not be made again under the same id), so
 * that a user who rejoins gets it back.
 */
export const userOrganizationEntity = { object: 'userOrganization', idPrefix: 'org', logged: false } as const;

/** The ids of the organizations `userId` is a member of, read strongly consistent (a write policy relies on them). */
export async function organizationsOf(store: Store, userId: string): Promise<string[]> {
  const { items } = await store.collect({
    entity: userOrganizationEntity,
    org: userId,
    consistent: true,
    predicate: (item) => item.role !== null && item.role !== undefined,
  });
  return items.map((item) => item.id);
}

/** Notes `userId`'s role in the organization `write.org` (null: no longer a member), creating the entry when it is new. */
export async function noteUserOrganization(
  store: Store,
  write: WriteContext,
  userId: string,
  role: string | null,
): Promise<void> {
  const ctx = { ...write, org: userId };
  try {
    await store.create(userOrganizationEntity, ctx, { role }, { id: write.org });
  } catch (error) {
    if (!(error instanceof DuplicateIdError)) throw error;
    await store.update(userOrganizationEntity, ctx, write.org, () => ({ role }));
  }
}
