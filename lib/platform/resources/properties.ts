// Properties: definitions of the custom properties contacts and companies carry in `customProperties`.
import { defineResource } from './define.js';
import { f } from './fields.js';

const propertyTypes = ['STRING', 'NUMBER', 'BOOLEAN', 'DATE', 'ARRAY'] as const;

export const properties = defineResource({
  object: 'property',
  idPrefix: 'prp',
  path: 'properties',
  description:
    'A custom property definition: the key used in customProperties, its value type and whether contacts or companies carry it.',
  fields: {
    // The key in customProperties; immutable, since renaming would orphan every stored value.
    name: f.string({
      required: true,
      immutable: true,
      search: true,
      min: 1,
      max: 100,
      pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
    }),
    type: f.enum(propertyTypes, { required: true, immutable: true }),
    target: f.enum(['CONTACT', 'COMPANY'], { required: true, immutable: true }),
    label: f.text({ nullable: true, search: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'name', partitionBy: 'target' }],
  unique: [{ field: 'name', with: ['target'], scope: 'organization' }],
});
