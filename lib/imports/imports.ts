// Imports: batches of contacts and companies arriving from a file, a webhook, the API or another app.
import * as v from 'valibot';
import { boundedString, MAX_STRING } from '../platform/schemas/common.js';
import { closedObject } from '../platform/schemas/more-formats.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import { importProgressActions } from './import-reads.js';
import { postRowsAction } from './api-rows.js';
import { columnMapping } from './files/column-targets.js';
import { uploadFileAction } from './files/file-upload.js';
import { planRecurrence, recurringRunCompanions } from './files/recurring-runs.js';
import { importWebhookHooks, rotateWebhookAction } from './webhook/import-webhook.js';

/** The spec's six named types and its one unnamed enrichment provider, here ENRICHMENT_PROVIDER. */
export const importTypes = [
  'API',
  'FILE_IMPORT',
  'MANUAL',
  'WEBHOOK',
  'EMAIL',
  'SUGGESTION',
  'ENRICHMENT_PROVIDER',
] as const;

/** Placeholders for the spec's 18 unnamed apps reached through an automation connector. */
export const zapierApps = [
  'TYPEFORM',
  'JOTFORM',
  'GOOGLE_FORMS',
  'WUFOO',
  'FORMSTACK',
  'GRAVITY_FORMS',
  'TALLY',
  'CALENDLY',
  'FACEBOOK_LEAD_ADS',
  'LINKEDIN_LEAD_GEN_FORMS',
  'SHOPIFY',
  'WOOCOMMERCE',
  'STRIPE',
  'HUBSPOT',
  'MAILCHIMP',
  'ACTIVECAMPAIGN',
  'KLAVIYO',
  'PIPEDRIVE',
] as const;

/** Placeholders for the spec's 6 unnamed third-party apps. */
export const importApps = ['HUBSPOT', 'SALESFORCE', 'PIPEDRIVE', 'GOOGLE_SHEETS', 'AIRTABLE', 'NOTION'] as const;

/** The webhook intake finds an import by id alone through this guard; deleting the import removes it. */
export const importIdLookup = { field: 'id', scope: 'global' } as const;

const webhookRateLimit = closedObject({
  perSecond: v.pipe(v.number(), v.minValue(0.01, 'must be at least 0.01'), v.maxValue(1000, 'must be at most 1000')),
  burst: v.pipe(
    v.number(),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be at least 1'),
    v.maxValue(2000, 'must be at most 2000'),
  ),
});

/** `webhook.hash` is the SHA-256 of the webhook secret, owned by the service; internalLabel is free for the caller. */
const importData = closedObject({
  // Read-only in the document too: a body that sets it is refused (import-webhook.ts).
  webhook: v.optional(
    v.pipe(
      closedObject({ hash: boundedString() }),
      v.metadata({ readOnly: true, description: 'Set by the service: the hash of the webhook secret.' }),
    ),
  ),
  internalLabel: v.optional(v.pipe(v.string(), v.maxLength(MAX_STRING))),
});

/** Declared apart from the family so that its hooks and actions, declared before it, are typed by them. */
const importFields = {
  name: f.text({ required: true, search: true }),
  type: f.enum(importTypes, { required: true, immutable: true }),
  zapier: f.enum(zapierApps, { nullable: true }),
  app: f.enum(importApps, { nullable: true }),
  data: f.object(importData, { default: () => ({}) }),
  order: f.enum(['CHRONOLOGICAL', 'RANDOM'], { default: 'CHRONOLOGICAL' }),
  /**
   * Where each column of an uploaded file goes, by its header name: `contact.email`, `company.name`,
   * `employment.title`, `customProperties.<name>`, ...; without one, columns named like a row's field go there.
   */
  mapping: f.object(columnMapping, { nullable: true }),
  status: f.enum(['PENDING', 'IMPORTING', 'IMPORTED'], { default: 'PENDING' }),
  event: f.boolean({ default: false }),
  enrich: f.boolean({ default: false }),
  /** Shown with a line per failed or unqualified row after the stored ones (the first 100 in all; import-reads.ts). */
  logs: f.array(f.text()),
  /**
   * The number of rows taken once the import took one: shown live, stored each time the import completes (filters and
   * orders see the stored value).
   */
  total: f.number({ nullable: true }),
  /** The creation time unless the caller gives one. */
  version: f.dateTime({ default: () => new Date().toISOString() }),
  note: f.string({ nullable: true }),
  /** The membership that created the import. */
  authorId: f.ref('mem', { nullable: true }),
  archiveImported: f.boolean({ default: false }),
  processImported: f.boolean({ default: false }),
  connectExisting: f.boolean({ default: false }),
  prospectingStatus: f.enum(['PROSPECTING', 'PROSPECTED'], { nullable: true }),
  /** With recurringUnit, how often a FILE_IMPORT with a sourceUrl reads it again. */
  recurringCount: f.number({ nullable: true }),
  recurringUnit: f.enum(['DAY', 'WEEK', 'MONTH'], { nullable: true }),
  /** An https address a FILE_IMPORT reads its CSV from, every recurringCount recurringUnit (webhook endpoints' URL rules). */
  sourceUrl: f.url({ nullable: true }),
  /** When a recurring import next reads its sourceUrl; null when it does not recur. */
  nextRunAt: f.dateTime({ readOnly: true, nullable: true }),
  qualificationCompanyWebsiteDown: f.boolean({ default: false }),
  qualificationContactEmailFreeDomain: f.boolean({ default: false }),
  qualificationContactEmailInvalid: f.boolean({ default: false }),
  /** Requests per second and burst the webhook address accepts; null means the default, 50 per second with bursts of 100. */
  webhookRateLimit: f.object(webhookRateLimit, { nullable: true }),
  organizationId: f.ref('org', { readOnly: true }),
};
export type ImportFields = typeof importFields;

export const imports = defineResource({
  object: 'import',
  idPrefix: 'imp',
  path: 'imports',
  description: 'An import of contacts and companies: its source, options, qualification rules, progress and logs.',
  fields: importFields,
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'name' },
    { sortBy: 'updatedAt', partitionBy: 'status' },
    { sortBy: 'type' },
  ],
  // A global guard on the id is the lookup the webhook intake needs: its address names the import but not the organization.
  unique: [importIdLookup],
  hooks: {
    beforeCreate: async (ctx, data) => planRecurrence(ctx, await importWebhookHooks.beforeCreate(ctx, data), undefined),
    beforeUpdate: async (ctx, patch, current) =>
      planRecurrence(ctx, await importWebhookHooks.beforeUpdate(ctx, patch, current), current),
  },
  // A recurring import's place in the due index the import tick reads.
  companionItems: [recurringRunCompanions],
  actions: [rotateWebhookAction, postRowsAction, uploadFileAction, ...importProgressActions],
});
