// Memberships: a user's place in an organization, with a role and teams.
import { defineResource } from '../../platform/resources/define.js';
import { ConflictError } from '../../platform/http/errors.js';
import { bodyField } from '../../platform/http/validate.js';
import { revokeKeysCreatedBy } from '../keys/key-revocation.js';
import type { WritePolicy } from '../../platform/resources/behaviour.js';
import { f } from '../../platform/resources/fields.js';
import { noteUserOrganization } from './user-organizations.js';
import { ownersAndAdmins, refuse } from '../../platform/resources/write-policies.js';

const membershipRoles = ['OWNER', 'ADMIN', 'MEMBER'] as const;

const adminsOnly = ownersAndAdmins('memberships');

/** Only an owner grants, changes or removes an owner, and the last owner stays. */
const ownerRules: WritePolicy = async (attempt) => {
  await adminsOnly(attempt);
  const { principal, operation, id, body, engine, org } = attempt;
  const role = bodyField(body, 'role');
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
  /**
   * A user's organizations follow their memberships (the role, or null once it is gone); a removed member's API keys
   * in the organization go with them. Authentication reads a key's auth item alone, so the keys are revoked before the
   * delete (a failed sweep leaves the member to remove again) and after it (a key minted meanwhile).
   */
  hooks: {
    afterCreate: ({ store, write }, { userId, role }) => noteUserOrganization(store, write, userId, role),
    afterUpdate: ({ store, write }, { userId, role }) => noteUserOrganization(store, write, userId, role),
    beforeDelete: (ctx, { userId }) => revokeKeysCreatedBy(ctx, userId),
    async afterDelete(ctx, { userId }) {
      await revokeKeysCreatedBy(ctx, userId);
      await noteUserOrganization(ctx.store, ctx.write, userId, null);
    },
  },
});
