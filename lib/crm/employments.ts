// Employments: a contact's position at a company, with the work history the webhook payload carries.
import * as v from 'valibot';
import { boundedString } from '../platform/schemas/common.js';
import { closedObject, partialDate } from '../platform/schemas/more-formats.js';
import { seniorities } from './contacts.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

/** The specification's education/work history item. */
const historyItem = closedObject({
  current: v.boolean(),
  start: boundedString(),
  end: v.optional(boundedString()),
  organization: boundedString(),
  title: v.optional(boundedString()),
  raw: v.optional(v.unknown()),
});

export const employments = defineResource({
  object: 'employment',
  idPrefix: 'emp',
  path: 'employments',
  description: "A contact's position at an organization: title, seniority, dates and earlier history.",
  fields: {
    contactId: f.ref('con', { required: true }),
    companyId: f.ref('com', { nullable: true }),
    organization: f.text({ nullable: true, search: true }),
    title: f.text({ nullable: true, search: true }),
    seniority: f.enum(seniorities, { nullable: true }),
    current: f.boolean({ default: true }),
    // A month, a day or a date-time: histories often know only the month. Strings of one form sort by time.
    start: { ...f.string({ nullable: true }), schema: partialDate },
    end: { ...f.string({ nullable: true }), schema: partialDate },
    history: f.array(f.object(historyItem), { filterable: false, maxItems: 100 }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'contactId' }, { sortBy: 'companyId' }],
});
