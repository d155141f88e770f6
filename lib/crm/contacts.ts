// Contacts: the people an organization reaches out to.
import * as v from 'valibot';
import { emailAddress } from '../platform/schemas/formats.js';
import { contactCompanyHook } from './contact-company.js';
import { teamContactUpdateAction } from './team-contact-update.js';
import { defineResource } from '../platform/resources/define.js';
import { f, perSocialNetwork } from '../platform/resources/fields.js';

const contactStatuses = [
  'NEW',
  'CONTACTED',
  'REPLIED',
  'INTERESTED',
  'NOT_INTERESTED',
  'BOUNCED',
  'UNSUBSCRIBED',
] as const;
export const seniorities = ['JUNIOR', 'MID', 'SENIOR', 'EXECUTIVE'] as const;

export const contacts = defineResource({
  object: 'contact',
  idPrefix: 'con',
  path: 'contacts',
  description: 'A person the organization reaches out to; one contact per email address in an organization.',
  fields: {
    name: f.text({ nullable: true, search: true }),
    firstName: f.text({ nullable: true, search: true }),
    lastName: f.text({ nullable: true, search: true }),
    nickname: f.text({ nullable: true }),
    bio: f.text({ nullable: true }),
    // Stored lower-case: addresses are compared case-insensitively everywhere, and `equals` is exact.
    email: { ...f.email({ nullable: true, search: true }), schema: v.pipe(emailAddress, v.toLowerCase()) },
    phone: f.text({ nullable: true, search: true }),
    avatar: f.url({ nullable: true }),
    website: f.url({ nullable: true }),
    location: f.text({ nullable: true }),
    city: f.text({ nullable: true }),
    state: f.text({ nullable: true }),
    countryCode: f.countryCode({ nullable: true }),
    timeZone: f.timeZone({ nullable: true }),
    ...perSocialNetwork(() => f.text({ nullable: true })),
    externalIdApollo: f.text({ nullable: true }),
    latitude: f.number({ nullable: true, min: -90, max: 90 }),
    longitude: f.number({ nullable: true, min: -180, max: 180 }),
    employmentTitle: f.text({ nullable: true }),
    employmentSeniority: f.enum(seniorities, { nullable: true }),
    companyId: f.ref('com', { nullable: true }),
    /** The contact's company, copied in on write so that lists can show and search its name without a join. */
    company: f.object(v.object({ id: v.string(), name: v.string(), domain: v.nullable(v.string()) }), {
      nullable: true,
      readOnly: true,
    }),
    rootContactId: f.ref('rcn', { nullable: true }),
    /** The team that owns the contact, the one team whose team route may change it; null: the whole organization. */
    teamId: f.ref('tea', { nullable: true }),
    blockedAt: f.dateTime({ nullable: true }),
    tags: f.array(f.text()),
    status: f.enum(contactStatuses, { default: 'NEW' }),
    emailOptOut: f.boolean({ default: false }),
    isActive: f.boolean({ default: true }),
    isVerified: f.boolean({ default: false }),
    score: f.number({ default: 0 }),
    importId: f.ref('imp', { nullable: true, readOnly: true }),
    customProperties: f.customProperties('CONTACT'),
  },
  searchAlso: ['company.name'],
  searchIndexed: true,
  memberships: ['tags'],
  tallied: ['tags'],
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'name' },
    { sortBy: 'email' },
    { sortBy: 'score' },
    { sortBy: 'status' },
    { sortBy: 'updatedAt', partitionBy: 'status' },
    { sortBy: 'companyId' },
    { sortBy: 'lastName' },
  ],
  unique: [{ field: 'email', scope: 'organization' }],
  requireOneOf: ['name', 'email'],
  hooks: contactCompanyHook,
  actions: [teamContactUpdateAction],
});
