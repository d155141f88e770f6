// Companies: the organizations contacts work for, with the firmographic fields of the webhook payload.
import { defineResource } from '../platform/resources/define.js';
import { f, perSocialNetwork } from '../platform/resources/fields.js';

export const companies = defineResource({
  object: 'company',
  idPrefix: 'com',
  path: 'companies',
  description: 'A company contacts work for: legal and brand names, web presence, location and firmographics.',
  fields: {
    name: f.text({ required: true, search: true }),
    nickname: f.text({ nullable: true, search: true }),
    bio: f.text({ nullable: true }),
    subtitle: f.text({ nullable: true }),
    avatar: f.url({ nullable: true }),
    website: f.url({ nullable: true }),
    domain: f.domain({ nullable: true, search: true }),
    location: f.text({ nullable: true }),
    timeZone: f.timeZone({ nullable: true }),
    ...perSocialNetwork(() => f.text({ nullable: true })),
    revenue: f.number({ nullable: true, min: 0 }),
    employeeCount: f.number({ nullable: true, integer: true, min: 0 }),
    funding: f.number({ nullable: true, min: 0 }),
    industries: f.array(f.text()),
    languages: f.array(f.text()),
    stack: f.array(f.text()),
    tags: f.array(f.text()),
    externalIdApollo: f.text({ nullable: true }),
    importId: f.ref('imp', { nullable: true, readOnly: true }),
    customProperties: f.customProperties('COMPANY'),
  },
  searchIndexed: true,
  memberships: ['tags'],
  tallied: ['tags'],
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'domain' }, { sortBy: 'employeeCount' }],
});
