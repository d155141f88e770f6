// Memberships: a user's place in an organization, with a role and teams.
import { defineResource } from '../../platform/resources/define.js';
import { ConflictError } from '../../platform/http/errors.js';
import { revokeKeysCreatedBy } from '../keys/key-revocation.js';
import type { HookContext, WriteHooks, WritePolicy } from '../../platform/resources/behaviour.js';
import { f } from '../../platform/resources/fields.js';
import type { StoredRecord } from '../../platform/store/records.js';
import { noteUserOrganization } from './user-organizations.js';
import { ownersAndAdmins, refuse } from '../../platform/resources/write-policies.js';

export const membershipRoles = ['OWNER', 'ADMIN', 'MEMBER'] as const;

const adminsOnly = ownersAndAdmins('memberships');

/** Only an owner grants, changes or removes an owner, and the last owner stays. */
const ownerRules: WritePolicy = async (attempt) => {
  await adminsOnly(attempt);
  const { principal, operation, id, body, engine, org } = attempt;
  const role = (body as { role?: unknown } | undefined)?.role;
  const grantsOwner = role === 'OWNER';
  const current = operation === 'create' ? undefined : await engine.get(memberships, org, id!);
  const touchesOwner = grantsOwner || current?.role === 'OWNER';
  if (touchesOwner && principal.role !== 'OWNER')
    throw refuse('Only an owner may grant the owner role or change an owner.');
  const losesOwner = current?.role === 'OWNER' && (operation === 'delete' || (role !== undefined && !grantsOwner));
  if (losesOwner && (await engine.count(memberships, org, 'filter.role.equals=OWNER')).count < 2) {
    throw new ConflictError('An organization keeps at least one owner: make another member owner first.');
  }
};

/** Notes a membership in its user's list of organizations: the role it has now, or null once it is gone. */
function noteInUsersList({ store, write }: HookContext, record: StoredRecord, gone = false) {
  const { userId, role } = memberships.typed(record);
  return noteUserOrganization(store, write, userId, gone ? null : role);
}

/**
 * A user's organizations follow their memberships; a removed member's API keys in the organization go with them.
 * Authentication reads a key's auth item alone, so the keys are revoked before the delete (a failed sweep leaves the
 * member to remove again) and after it (a key minted meanwhile).
 */
const followMembers: WriteHooks = {
  afterCreate: (ctx, record) => noteInUsersList(ctx, record),
  afterUpdate: (ctx, record) => noteInUsersList(ctx, record),
  beforeDelete: (ctx, record) => revokeKeysCreatedBy(ctx, memberships.typed(record).userId),
  async afterDelete(ctx, record) {
    await revokeKeysCreatedBy(ctx, memberships.typed(record).userId);
    await noteInUsersList(ctx, record, true);
  },
};

export const memberships = defineResource({
  object: 'membership',
  idPrefix: 'mem',
  path: 'memberships',
  description:
    "A user's membership of the organization: the role and the teams; one membership per user in an organization. Removing it revokes the API keys the user created in the organization.",
  fields: {
    userId: f.ref('usr', { required: true, immutable: true }),
    organizationId: f.ref('org', { readOnly: true }),
    role: f.enum(membershipRoles, { default: 'MEMBER' }),
    teamIds: f.array(f.ref('tea'), { maxItems: 100 }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'userId' }, { sortBy: 'role' }],
  unique: [{ field: 'userId', scope: 'organization' }],
  writePolicy: ownerRules,
  hooks: followMembers,
});
