// The records that tie users to organizations: a user's home, their organizations, and what a new organization is made of.
import { ulid } from 'ulid';
import type { Principal } from '../../platform/http/principal.js';
import type { Resource } from '../../platform/resources/define.js';
import type { EntityType } from '../../platform/store/entity.js';
import type { StoredRecord } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { memberships } from './memberships.js';
import { teams } from './teams.js';
import { userOrganizationEntity } from './user-organizations.js';

/** The pointer to the organization a user's record lives in. */
export type UserHome = StoredRecord & { org: string };

/** Where a user's record lives: their home organization, keyed by the user id (the user's own namespace). */
export const homeEntity: EntityType<UserHome> = {
  object: 'userHome',
  idPrefix: 'usr',
  logged: false,
};

/**
 * The records that make a new organization with `userId` as its owner, from its fields in `body` (as its create schema
 * checked them): the organization (of `organizations`, the family whose actions call this), the membership, a team,
 * the pointer.
 */
export function newOrganizationRecords(
  organizations: Pick<Resource, 'entity' | 'withDefaults'>,
  userId: string,
  org: string,
  body: Record<string, unknown>,
  requestId: string,
) {
  const teamId = `tea_${ulid()}`;
  const ctx = { org, actor: { type: 'user' as const, id: userId }, requestId };
  return [
    { entity: organizations.entity, ctx, id: org, data: organizations.withDefaults(body) },
    {
      entity: memberships.entity,
      ctx,
      data: memberships.withDefaults({ userId, organizationId: org, role: 'OWNER', teamIds: [teamId] }),
    },
    { entity: teams.entity, ctx, id: teamId, data: teams.withDefaults({ name: body.name }) },
    { entity: userOrganizationEntity, ctx: { ...ctx, org: userId }, id: org, data: { role: 'OWNER' } },
  ] as const;
}

/** A user's role in an organization, read from the membership's unique guard (one GetItem and the record). */
export async function membershipRole(
  store: Store,
  userId: string,
  org: string,
): Promise<Principal['role'] | undefined> {
  const found = await store.findByUnique(memberships.entity, memberships.unique![0]!, org, userId);
  return found?.org === org ? found.record.role : undefined;
}
