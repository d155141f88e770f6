// Teams: groups of members inside an organization that own campaigns and contacts.
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';
import { ownersAndAdmins } from '../../platform/resources/write-policies.js';

export const teams = defineResource({
  object: 'team',
  idPrefix: 'tea',
  path: 'teams',
  description: 'A team of members in an organization.',
  fields: {
    name: f.text({ required: true, search: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }],
  writePolicy: ownersAndAdmins('teams'),
});
