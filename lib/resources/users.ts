// Users: people who log in; one user per email address across the whole service.
import * as v from 'valibot';
import { closedObject } from '../schemas/more-formats.js';
import { defineResource } from './define.js';
import { f } from './fields.js';
import { isAdmin, refuse } from './write-policies.js';

/** Per-list display settings: visible columns, and the order field and direction of each list. */
export const displayPreferences = closedObject({
  columns: v.record(v.string(), v.record(v.string(), v.boolean())),
  orderBy: v.record(v.string(), v.string()),
  sort: v.record(v.string(), v.picklist(['asc', 'desc'], 'must be asc or desc')),
});

export const users = defineResource({
  object: 'user',
  idPrefix: 'usr',
  path: 'users',
  description:
    'A person who logs in: name, email (unique across the service, compared case-insensitively), time zone and display preferences.',
  fields: {
    name: f.string({ required: true, search: true, min: 3 }),
    // Fixed after create: the email is how a user logs in, so changing it would hand the account to the new address.
    email: f.email({ required: true, search: true, immutable: true }),
    timeZone: f.timeZone({ required: true }),
    displayPreferences: f.object(displayPreferences, { required: true, nullable: true }),
    /** scrypt hash of the password, when the user set one; never returned. */
    passwordHash: f.text({ readOnly: true, hidden: true, nullable: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'email' }],
  unique: [{ field: 'email', scope: 'global', normalize: (email) => email.toLowerCase() }],
  writePolicy: ({ principal, operation, id }) => {
    if (operation !== 'create' && principal.kind === 'user' && principal.userId === id) return;
    if (!isAdmin(principal)) {
      throw refuse(
        'Only the user themselves, or an owner or admin of the organization with their access token, may change users.',
      );
    }
  },
});
