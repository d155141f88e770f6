// Suppressions: email addresses and domains the organization must never email.
import * as v from 'valibot';
import { domainName, emailAddress } from '../platform/schemas/formats.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

/** An email address or a domain name, lower-cased before it is checked and stored. */
const suppressedValue = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.union([emailAddress, domainName], 'must be an email address or a domain name'),
);

export const suppressions = defineResource({
  object: 'suppression',
  idPrefix: 'sup',
  path: 'suppressions',
  description:
    'An email address or a whole domain that campaigns never send to; each value exists once in an organization.',
  fields: {
    type: f.enum(['EMAIL', 'DOMAIN'], { required: true }),
    value: { ...f.string({ required: true, search: true }), schema: suppressedValue },
    reason: f.text({ nullable: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'value' }, { sortBy: 'value', partitionBy: 'type' }],
  unique: [{ field: 'value', scope: 'organization' }],
});
