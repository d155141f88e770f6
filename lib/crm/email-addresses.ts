// Email addresses: an address and the result of verifying it (MX record, provider, deliverability status).
import { lowerCaseEmail } from '../platform/schemas/more-formats.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import { verifyAddressAction } from './verify-address.js';

const emailAddressStatuses = ['ABUSE', 'CATCH_ALL', 'DO_NOT', 'INVALID', 'SPAMTRAP', 'UNKNOWN', 'VALID'] as const;
export const emailAddressSubStatuses = [
  'ALIAS_ADDRESS',
  'ALTERNATE',
  'ANTISPAM_SYSTEM',
  'DISPOSABLE',
  'DOES_NOT_ACCEPT',
  'EXCEPTION_OCCURRED',
  'FAILED_SMTP_CONNECTION',
  'FAILED_SYNTAX_CHECK',
  'FORCIBLE_DISCONNECT',
  'GLOBAL_SUPPRESSION',
  'GREYLISTED',
  'LEADING_PERIOD_REMOVED',
  'MAIL_SERVER_DID_NOT_RESPOND',
  'MAIL_SERVER_TEMPORARY_ERROR',
  'MAILBOX_NOT_FOUND',
  'MAILBOX_QUOTA_EXCEEDED',
  'NO_DNS_ENTRIES',
  'POSSIBLE_TRAP',
  'POSSIBLE_TYPO',
  'ROLE_BASED',
  'ROLE_BASED_CATCH_ALL',
  'TIMEOUT_EXCEEDED',
  'TOXIC',
  'UNROUTABLE_IP_ADDRESS',
] as const;

export const emailAddresses = defineResource({
  object: 'emailAddress',
  idPrefix: 'eml',
  path: 'email-addresses',
  description:
    'An email address with its verification result: domain age, free-mail provider, MX record, SMTP provider and status.',
  fields: {
    // Stored lower-case, like a contact's email; one record per address in an organization.
    email: { ...f.email({ required: true, search: true }), schema: lowerCaseEmail },
    domainAgeDays: f.number({ nullable: true, integer: true, exclusiveMin: 0 }),
    isFreeEmail: f.boolean({ nullable: true }),
    hasMxRecord: f.boolean({ nullable: true }),
    mxRecord: f.string({ nullable: true }),
    processedAt: f.dateTime({ nullable: true }),
    smtpProvider: f.string({ nullable: true }),
    status: f.enum(emailAddressStatuses, { default: 'UNKNOWN' }),
    subStatus: f.enum(emailAddressSubStatuses, { nullable: true }),
    contactId: f.ref('con', { nullable: true }),
    organizationId: f.ref('org', { readOnly: true }),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'email' },
    { sortBy: 'contactId' },
    { sortBy: 'updatedAt', partitionBy: 'status' },
  ],
  unique: [{ field: 'email', scope: 'organization' }],
  actions: [verifyAddressAction],
});
