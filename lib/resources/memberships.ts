// Memberships: a user's place in an organization, with a role and teams.
import { defineResource } from './define.js';
import { f } from './fields.js';

export const membershipRoles = ['OWNER', 'ADMIN', 'MEMBER'] as const;

export const memberships = defineResource({
  object: 'membership',
  idPrefix: 'mem',
  path: 'memberships',
  description:
    "A user's membership of the organization: the role and the teams; one membership per user in an organization.",
  fields: {
    userId: f.ref('usr', { required: true, immutable: true }),
    organizationId: f.ref('org', { readOnly: true }),
    role: f.enum(membershipRoles, { default: 'MEMBER' }),
    teamIds: f.array(f.ref('tea'), { maxItems: 100 }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'userId' }, { sortBy: 'role' }],
  unique: [{ field: 'userId', scope: 'organization' }],
});
