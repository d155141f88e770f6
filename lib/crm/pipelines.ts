// Pipelines: the named sequences of stages that deals move through.
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

export const pipelines = defineResource({
  object: 'pipeline',
  idPrefix: 'pip',
  path: 'pipelines',
  description: 'A sales pipeline: a name, a description and what the value of its deals means.',
  fields: {
    name: f.text({ required: true, search: true }),
    description: f.text({ required: true }),
    /** The value a new deal in this pipeline starts with; empty when there is none. */
    defaultValue: f.string({ default: '' }),
    valueDescription: f.string({ nullable: true }),
    organizationId: f.ref('org', { readOnly: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }],
});
