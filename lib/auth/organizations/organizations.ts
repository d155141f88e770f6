// Organizations: the tenants; every other record belongs to one.
import { revokeOrganizationKeys } from '../keys/key-revocation.js';
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';
import { organizationActions } from './organization-actions.js';

export const organizations = defineResource({
  object: 'organization',
  idPrefix: 'org',
  path: 'organizations',
  description: 'An organization (a tenant): its name, website and default time zone.',
  fields: {
    name: f.text({ required: true, search: true }),
    website: f.url({ nullable: true }),
    /** The default for schedules and dates shown to members; null means UTC. */
    timeZone: f.timeZone({ nullable: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }],
  actions: organizationActions,
  // Authentication reads a key's auth item alone, so a deleted organization's keys are revoked: before its delete, so
  // that a failed sweep leaves the organization to delete again, and after, for a key minted meanwhile.
  hooks: {
    beforeDelete: (ctx) => revokeOrganizationKeys(ctx),
    afterDelete: (ctx) => revokeOrganizationKeys(ctx),
  },
});
