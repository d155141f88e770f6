// The routes families serve beyond the generic six: enrolling contacts, rotating a webhook address, trying a fine-tuning...
import {
  campaignContactPatch,
  campaignContactStatuses,
  campaignContacts,
  inboundEmailBody,
  inboundEmails,
  trackingDomains,
} from '../campaigns/index.js';
import { createPriceBody, subscriptions } from '../billing/index.js';
import { connections } from '../connections/index.js';
import { contacts, emailAddresses } from '../crm/index.js';
import { apiRowsBody, imports, MAX_ROWS_PER_REQUEST, uploadFileBody } from '../imports/index.js';
import { FINE_TUNING_TEST_LIMIT } from '../reasoning/index.js';
import { ONE_ERRORS, WRITE_ERRORS } from './errors.js';
import { jsonSchemaOf, schemaRef } from './json-schema.js';
import type { OperationSpec } from './operation.js';
import { schemaNames } from './resource-schemas.js';

const record = (resource: { object: string }) => schemaRef(schemaNames(resource).record);

/** An object of counts, one property per name. */
const counts = (names: readonly string[]) => ({
  type: 'object',
  required: [...names],
  properties: Object.fromEntries(names.map((name) => [name, { type: 'integer', minimum: 0 }])),
});

/** GET /v5/campaigns/{id}/stats's answer. */
function campaignStatsSchema() {
  const variant = counts(['sent', 'opened', 'clicked', 'replied']);
  const step = counts(['sent', 'opened', 'clicked', 'replied', 'bounced']);
  const campaign = counts(['sent', 'opened', 'clicked', 'replied', 'bounced', 'unsubscribed']);
  const withId = (schema: ReturnType<typeof counts>, id: string, more: Record<string, unknown> = {}) => ({
    ...schema,
    required: [id, ...schema.required, ...Object.keys(more)],
    properties: { [id]: { type: 'string' }, ...schema.properties, ...more },
  });
  return {
    ...campaign,
    required: ['contacts', ...campaign.required, 'steps'],
    properties: {
      contacts: counts(campaignContactStatuses),
      ...campaign.properties,
      steps: {
        type: 'array',
        items: withId(step, 'stepId', { variants: { type: 'array', items: withId(variant, 'variantId') } }),
      },
    },
  };
}

/** Operations of the resource function's routes that are not a generic one, or replace one with another body. */
export const actionOperations: Record<string, OperationSpec> = {
  'PATCH /v5/campaign-contacts/{id}': {
    operationId: 'updateCampaignContact',
    tag: 'campaign-contacts',
    summary: 'Pause or resume a campaign contact',
    body: { schema: jsonSchemaOf(campaignContactPatch(campaignContacts)) },
    success: { status: 200, description: 'The updated record.', schema: record(campaignContacts) },
    errors: WRITE_ERRORS,
  },
  'PATCH /api/teams/{teamId}/contacts/{contactId}': {
    operationId: 'updateTeamContact',
    tag: 'contacts',
    summary: "Update a contact's profile as a team",
    description:
      "The specification's team-scoped update: it takes only the contact's profile fields (a body with another " +
      'field answers 400 naming the accepted ones).',
    body: { schema: schemaRef(schemaNames(contacts).update) },
    success: { status: 200, description: 'The updated contact.', schema: record(contacts) },
    errors: WRITE_ERRORS,
  },
  'POST /v5/prices': {
    operationId: 'createPrice',
    tag: 'prices',
    summary: "Start the organization's subscription to a price (owners)",
    description:
      "Makes the organization's customer at the billing provider (once) and a subscription to `priceId` for the " +
      'billing contact `name` and `email`, incomplete until its first invoice is paid. The answer is the client secret ' +
      "with which a browser pays it (Stripe's Payment Element; locally, `POST /local/billing/pay`). The invoice and the " +
      "subscription's status follow from the provider's events. A second subscription while one holds is a 409: " +
      'switch plans by changing its price. An Idempotency-Key is passed on to the provider.',
    body: { schema: jsonSchemaOf(createPriceBody) },
    success: {
      status: 201,
      description: "ClientSecretResponse: the first payment's client secret.",
      schema: { type: 'object', required: ['clientSecret'], properties: { clientSecret: { type: 'string' } } },
    },
    errors: WRITE_ERRORS,
  },
  'PATCH /v5/subscriptions/{id}': {
    operationId: 'updateSubscription',
    tag: 'subscriptions',
    summary: 'Change the overwrites, or switch plans (owners)',
    description:
      'The overwrites, each an `...Enabled` switch, a `...Value` and an optional `...DisableAt` (a value while its ' +
      'switch is off, or a DisableAt in the past, is a 400 naming the field). `priceId` switches the live ' +
      'subscription to another price of the catalogue at the billing provider, prorated; the record follows the ' +
      "provider's event. An Idempotency-Key is passed on to the provider.",
    body: {
      schema: {
        allOf: [
          schemaRef(schemaNames(subscriptions).update),
          { type: 'object', properties: { priceId: { type: 'string', description: 'A price of GET /v5/prices.' } } },
        ],
      },
    },
    success: { status: 200, description: 'The updated record.', schema: record(subscriptions) },
    errors: WRITE_ERRORS,
  },
  'POST /v5/imports/{id}/webhook/rotate': {
    operationId: 'rotateImportWebhook',
    tag: 'imports',
    summary: 'Give a webhook import a new address',
    description: 'The old address answers 404 from now on. The new `webhookUrl` is shown in this answer only.',
    success: {
      status: 200,
      description: 'The import, with its new `webhookUrl`.',
      schema: { allOf: [record(imports)], required: ['webhookUrl'], properties: { webhookUrl: { type: 'string' } } },
    },
    errors: WRITE_ERRORS,
  },
  'POST /v5/imports/{id}/rows': {
    operationId: 'postImportRows',
    tag: 'imports',
    summary: 'Post rows to an API import',
    description:
      `1 to ${MAX_ROWS_PER_REQUEST} rows in the webhook body's shape, for an import of type API. A row that fails ` +
      'validation refuses the whole batch (400 naming `rows[i]...`); otherwise every row is stored QUEUED and takes ' +
      "a webhook row's path. The import is IMPORTING until each is final, then IMPORTED. The same batch (the same " +
      'rows in the same order) sent again within 24 hours is taken once: it answers the same row ids, and a send ' +
      'that answered 503, or whose answer was lost, is finished by sending it again as it was.',
    body: { schema: jsonSchemaOf(apiRowsBody) },
    success: {
      status: 202,
      description: 'The rows, QUEUED, in the order posted.',
      schema: {
        type: 'object',
        required: ['rows'],
        properties: {
          rows: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'status'],
              properties: { id: { type: 'string' }, status: { type: 'string', enum: ['QUEUED'] } },
            },
          },
        },
      },
    },
    errors: WRITE_ERRORS,
  },
  'POST /v5/imports/{id}/upload': {
    operationId: 'uploadImportFile',
    tag: 'imports',
    summary: 'Get a URL to upload a CSV file to a file import',
    description:
      'For an import of type FILE_IMPORT: answers a URL (S3 presigned) to PUT one CSV file of at most 100 MB to, with ' +
      'the headers the PUT must send (`If-None-Match: *`: the URL creates its file once). The file starts a run of ' +
      "the import: its first line names the columns, which go where the import's `mapping` says (or, without one, " +
      'to the row field they are named like; property imports fill custom properties of the same name); every other ' +
      'line becomes a row on the webhook row path, or a FAILED row naming its line and column. A file that cannot be ' +
      "read at all is said in the import's `logs`. The URL expires after 15 minutes.",
    body: { schema: jsonSchemaOf(uploadFileBody) },
    success: {
      status: 200,
      description: 'Where and how to PUT the file.',
      schema: {
        type: 'object',
        required: ['uploadUrl', 'expiresAt', 'method', 'headers', 'maxBytes'],
        properties: {
          uploadUrl: { type: 'string', format: 'uri' },
          expiresAt: { type: 'string', format: 'date-time' },
          method: { type: 'string', enum: ['PUT'] },
          headers: { type: 'object', additionalProperties: { type: 'string' } },
          maxBytes: { type: 'integer' },
        },
      },
    },
    errors: WRITE_ERRORS,
  },
  'POST /v5/email-addresses/{id}/verify': {
    operationId: 'verifyEmailAddress',
    tag: 'email-addresses',
    summary: 'Verify an email address now',
    description:
      'Checks the syntax (RFC 5321 lengths), the MX record (cached per domain for a day), the provider behind it, ' +
      'and whether the domain is disposable or the local part a role; stores `status` and `subStatus`: INVALID ' +
      '(FAILED_SYNTAX_CHECK, NO_DNS_ENTRIES), DO_NOT (DISPOSABLE, ROLE_BASED), UNKNOWN (TIMEOUT_EXCEEDED) or VALID. ' +
      'A campaign never sends to an address INVALID, SPAMTRAP, ABUSE or DO_NOT.',
    success: { status: 200, description: 'The email address, verified.', schema: record(emailAddresses) },
    errors: WRITE_ERRORS,
  },
  'GET /v5/campaigns/{id}/send-times': {
    operationId: 'getCampaignSendTimes',
    tag: 'campaigns',
    summary: 'The next moments the campaign may send',
    parameters: [
      { name: 'from', in: 'query', required: true, description: 'An ISO 8601 instant.', schema: { type: 'string' } },
      { name: 'count', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50 } },
    ],
    success: {
      status: 200,
      description: 'The moments, in the schedule’s time zone rules, as UTC instants.',
      schema: {
        type: 'object',
        required: ['times'],
        properties: { times: { type: 'array', items: { type: 'string' } } },
      },
    },
    errors: ONE_ERRORS,
  },
  'GET /v5/campaigns/{id}/stats': {
    operationId: 'getCampaignStats',
    tag: 'campaigns',
    summary: 'How the campaign is doing: its contacts by status, its messages in all, per step and per variant',
    success: {
      status: 200,
      description:
        'Counts exact the moment each event is recorded. sent, opened, clicked, replied and bounced count messages (an ' +
        'open or a click once per message); unsubscribed counts contacts that unsubscribed by a link or a complaint. A ' +
        "variant's counts leave out bounces.",
      schema: campaignStatsSchema(),
    },
    errors: ONE_ERRORS,
  },
  'POST /v5/campaigns/{id}/contacts': {
    operationId: 'addCampaignContacts',
    tag: 'campaigns',
    summary: 'Add up to 100 contacts to a campaign',
    body: {
      schema: {
        type: 'object',
        required: ['contactIds'],
        additionalProperties: false,
        properties: {
          contactIds: {
            type: 'array',
            minItems: 1,
            maxItems: 100,
            items: { type: 'string', pattern: '^con_[0-9A-Za-z]{1,100}$' },
          },
        },
      },
    },
    success: {
      status: 200,
      description: 'How many joined, and each contact left out with the reason.',
      schema: {
        type: 'object',
        required: ['added', 'skipped'],
        properties: {
          added: { type: 'integer', minimum: 0 },
          skipped: {
            type: 'array',
            items: {
              type: 'object',
              required: ['contactId', 'reason'],
              properties: { contactId: { type: 'string' }, reason: { type: 'string' } },
            },
          },
        },
      },
    },
    errors: WRITE_ERRORS,
  },
  'POST /v5/tracking-domains/{id}/verify': {
    operationId: 'verifyTrackingDomain',
    tag: 'tracking-domains',
    summary: "Check the domain's CNAME record",
    success: {
      status: 200,
      description: 'The domain, VERIFIED or FAILED with the reason.',
      schema: record(trackingDomains),
    },
    errors: WRITE_ERRORS,
  },
  'POST /v5/connections/{id}/verify': {
    operationId: 'verifyConnection',
    tag: 'connections',
    summary: "Log in to the connection's mailbox, sending nothing",
    description:
      'SMTP: logs in to its SMTP server and, when `imap` is set, to its IMAP server (selecting INBOX), sending ' +
      'nothing and giving up on a server that does not answer within 15 seconds. GMAIL and OUTLOOK: the same at ' +
      "the provider's servers with XOAUTH2, the access token refreshed first when near its end (a refused refresh " +
      'is `oauth_revoked`); one not yet authorized answers 400 naming `id`, and one of a provider this deployment ' +
      'has no settings for, 400 naming `type`. SES: CONNECTED once SES reports its domain verified, else ' +
      '`dns_not_verified`. The connection answers CONNECTED, or ERROR with `statusReason` (`smtp_unreachable`, ' +
      '`smtp_auth_failed`, `imap_unreachable`, `imap_auth_failed`, `oauth_revoked`, `dns_not_verified`), and ' +
      '`lastCheckedAt`. An address (or for SES a domain) another organization has verified answers 409.',
    success: {
      status: 200,
      description: 'The connection, CONNECTED or ERROR with the reason.',
      schema: record(connections),
    },
    errors: WRITE_ERRORS,
  },
  'POST /v5/fine-tunings/{id}/test': {
    operationId: 'testFineTuning',
    tag: 'fine-tunings',
    summary: 'The reasoning a note with this text would get',
    description:
      'Nothing is stored and nothing applied (`reasoning.applied` is false; `reasoning.wouldApply` says whether a note ' +
      'with the text would have `effects` applied), but the model’s tokens count on the month’s `model.tokens` usage, and ' +
      'past the monthly token budget the local reasoner answers (`reasoning.model`, `reasoning.modelFallback`). ' +
      `At most ${FINE_TUNING_TEST_LIMIT.limit} tests per organization in ${FINE_TUNING_TEST_LIMIT.windowSeconds} ` +
      'seconds, beside the overall limit: past it, 429 `rate_limited` with `Retry-After`.',
    body: {
      schema: {
        type: 'object',
        required: ['text'],
        additionalProperties: false,
        properties: { text: { type: 'string', maxLength: 10000 } },
      },
    },
    success: {
      status: 200,
      description: 'The reasoning.',
      schema: { type: 'object', required: ['reasoning'], properties: { reasoning: { type: 'object' } } },
    },
    errors: WRITE_ERRORS,
  },
  'POST /v5/inbound-emails': {
    operationId: 'createInboundEmail',
    tag: 'inbound-emails',
    summary: 'Record a reply a mailbox integration received',
    description: 'The reply is matched to the message it answers. Inbound emails are otherwise read-only.',
    body: { schema: jsonSchemaOf(inboundEmailBody) },
    success: { status: 201, description: 'The recorded reply.', schema: record(inboundEmails) },
    errors: WRITE_ERRORS,
  },
};
