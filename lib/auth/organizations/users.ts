// Users: people who log in; one user per email address across the whole service.
import * as v from 'valibot';
import { closedObject } from '../../platform/schemas/more-formats.js';
import type { WritePolicy } from '../../platform/resources/behaviour.js';
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';
import type { RecordAddress } from '../../platform/store/record-reads.js';
import { homeEntity, membershipRole, type UserHome } from './organization-records.js';
import { organizationsOf } from './user-organizations.js';
import { refuse } from '../../platform/resources/write-policies.js';

/** Per-list display settings: visible columns, and the order field and direction of each list. */
const displayPreferences = closedObject({
  columns: v.record(v.string(), v.record(v.string(), v.boolean())),
  orderBy: v.record(v.string(), v.string()),
  sort: v.record(v.string(), v.picklist(['asc', 'desc'], 'must be asc or desc')),
});

const notTheirs = () =>
  refuse(
    "Only the user themselves, or an owner of the organization that is the user's only membership, may change a user, with their own access token.",
  );

/**
 * A user's record is theirs: only they change it, or an owner of the one organization they belong to (no other
 * organization has a say then). Nobody else deletes an owner's record, which would lock them out and free their email.
 */
const ownRecordRules: WritePolicy = async ({ principal, operation, id, org, engine, store }) => {
  if (principal.kind !== 'user') throw notTheirs();
  const owner = principal.role === 'OWNER';
  if (operation === 'create') {
    if (!owner) throw refuse("Only an owner of the organization may create users, with the owner's access token.");
    return;
  }
  // A user kept in another organization is not found (404) before anything is said about roles.
  await engine.get(users, org, id!);
  if (principal.userId === id) return;
  if (!owner) throw notTheirs();
  if ((await organizationsOf(store, id!)).some((other) => other !== org))
    throw refuse('The user belongs to other organizations too: only they may change their record.');
  if (operation === 'delete' && (await membershipRole(store, id!, org)) === 'OWNER')
    throw refuse("An owner's record can be deleted only by that owner.");
};

export const users = defineResource({
  object: 'user',
  idPrefix: 'usr',
  path: 'users',
  description:
    "A person who logs in: name, email (unique across the service, compared case-insensitively), time zone and display preferences. Only the user changes their record, or an owner of the one organization they belong to; an owner's record is deleted only by that owner.",
  fields: {
    name: f.string({ required: true, search: true, min: 3 }),
    // Fixed after create: the email is how a user logs in, so changing it would hand the account to the new address.
    email: f.email({ required: true, search: true, immutable: true }),
    timeZone: f.timeZone({ required: true }),
    displayPreferences: f.object(displayPreferences, { required: true, nullable: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'email' }],
  unique: [{ field: 'email', scope: 'global', normalize: (email) => email.toLowerCase() }],
  writePolicy: ownRecordRules,
  /**
   * A user's record lives in their home organization, which the pointer in the user's own namespace names. A user
   * reference is valid when the user exists and is not deleted: the one writable user reference, a membership's userId,
   * names a user who is not a member yet (the membership makes them one), and the membership's unique guard refuses a
   * second membership of the same user.
   */
  reach: {
    scope: 'of the service',
    lookup: (_org, id) => ({
      at: { entity: homeEntity, org: id, id },
      onward: (home: UserHome): RecordAddress => ({ entity: users.entity, org: home.org, id }),
    }),
  },
  hooks: {
    /** Logging in finds a user's record through this pointer to the organization it lives in (as registration writes it). */
    async afterCreate({ store, write }, record) {
      await store.create(homeEntity, { ...write, org: record.id }, { org: write.org }, { id: record.id });
    },
  },
});
