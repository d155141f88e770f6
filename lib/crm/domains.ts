// Domains: the web domains a company owns, one record per domain name in an organization.
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

export const domains = defineResource({
  object: 'domain',
  idPrefix: 'dom',
  path: 'domains',
  description: 'A lower-case domain name owned by a company; each name exists once in an organization.',
  fields: {
    name: f.domain({ required: true, search: true }),
    companyId: f.ref('com', { required: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'companyId' }],
  unique: [{ field: 'name', scope: 'organization' }],
});
