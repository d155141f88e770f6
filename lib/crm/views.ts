// Views: saved lists of contacts or companies, defined by filters.
import * as v from 'valibot';
import { boundedString, MAX_STRING } from '../platform/schemas/common.js';
import { closedObject } from '../platform/schemas/more-formats.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

const option = closedObject({
  value: v.pipe(v.string(), v.maxLength(MAX_STRING)),
  label: v.pipe(v.string(), v.maxLength(MAX_STRING)),
});

/** One filter of a view: a property, a condition, and one option or several. */
const viewFilter = closedObject({
  property: boundedString(),
  condition: boundedString(),
  value: v.union([option, v.array(option)], 'must be an object {value, label} or an array of such objects'),
});

export const views = defineResource({
  object: 'view',
  idPrefix: 'vie',
  path: 'views',
  description: 'A saved view: a named set of filters over contacts or companies.',
  fields: {
    name: f.text({ required: true, search: true }),
    description: f.string({ nullable: true }),
    target: f.enum(['COMPANY', 'CONTACT'], { required: true }),
    filters: f.array(f.object(viewFilter), { filterable: false, maxItems: 100 }),
    organizationId: f.ref('org', { readOnly: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'name', partitionBy: 'target' }],
});
