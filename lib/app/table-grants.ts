// Each function's table grants, derived from what the code it runs declares it does to the table (lib/platform/store/table-use.ts), and IAM's matching of them for the local check.
import { authTableUse } from '../auth/routes.js';
import { billingRecordsUse } from '../billing/billing-records.js';
import { prices } from '../billing/index.js';
import { localProviderUse } from '../billing/local-provider.js';
import { ownerAddressesUse } from '../auth/index.js';
import { apiKeyLookupsUse } from '../auth/keys/api-key-lookups.js';
import { mailFeedbackTableUse } from '../campaigns/inbound/feedback-events.js';
import { receivedMailTableUse } from '../campaigns/inbound/inbound.js';
import { replyReaderTableUse } from '../campaigns/inbound/reply-reader.js';
import { tickTableUse } from '../campaigns/schedule/tick.js';
import { senderTableUse } from '../campaigns/send/sender-table-use.js';
import { trackingTableUse } from '../campaigns/tracking/tracking-routes.js';
import { oauthStatesUse } from '../connections/oauth/oauth-states.js';
import { resources } from '../families/registry.js';
import { reconcilerTableUse } from '../imports/rows/reconciler.js';
import { fileReaderTableUse } from '../imports/files/file-reader.js';
import { fileUploadTableUse } from '../imports/files/file-upload.js';
import { importTickTableUse } from '../imports/files/recurring-runs.js';
import { imports } from '../imports/index.js';
import { rowBatchTableUse } from '../imports/rows/lifecycle-table-use.js';
import { batchRunsUse } from '../imports/rows/batch-runs.js';
import { importWorkerTableUse } from '../imports/rows/worker.js';
import { intakeTableUse } from '../imports/webhook/intake.js';
import { localMailerUse, mailboxReadUse } from '../mail/mailbox-items.js';
import { sendingDomainHoldersUse } from '../connections/ses-domain.js';
import { requestLimitsUse } from '../platform/http/rate-limiter.js';
import { idempotentRequestsUse } from '../platform/http/idempotent-requests.js';
import { engineTableUse } from '../platform/resources/engine-table-use.js';
import { webhookTableUse, webhookTickTableUse } from '../webhooks/index.js';
import { grantsOf, type TableGrant, type TableUse } from '../platform/store/table-use.js';
import { modelSpendTableUse } from '../reasoning/model-spend.js';
import { noteReasonerTableUse } from '../reasoning/worker.js';

export type { TableGrant } from '../platform/store/table-use.js';

/** IAM's StringLike on one value: `*` matches any run of characters, `?` any one character. */
export function keyMatches(pattern: string, key: string): boolean {
  const source = [...pattern]
    .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[\\^$.|+()[\]{}]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 's').test(key);
}

/** One DynamoDB request on one item or range, as IAM evaluates it. */
export interface TableRequest {
  action: string;
  /** Absent for a request that names no partition (a Scan). */
  partitionKey?: string;
  /** Made on an index (a Query with IndexName). */
  index?: boolean;
  /** Made as an item of a TransactWriteItems. */
  inTransaction?: boolean;
}

/**
 * Whether some grant allows the request, as the statements the stack writes would: the action, the index, the enclosing
 * transaction and the partition key all match. A request without a partition key passes the key condition, as IAM's
 * ForAllValues does with no values, so only its action protects it.
 */
export function grantsAllow(grants: readonly TableGrant[], request: TableRequest): boolean {
  return grants.some(
    (grant) =>
      grant.actions.some((action) => action === request.action) &&
      (!request.index || grant.indexes === true) &&
      (!grant.inTransactions || request.inTransaction === true) &&
      (request.partitionKey === undefined ||
        grant.partitionKeys.some((pattern) => keyMatches(pattern, request.partitionKey!))),
  );
}

/** The grants of code that does `uses`; `any` family stands for every family of the registry. */
const grantsFor = (uses: readonly TableUse[]): readonly TableGrant[] =>
  grantsOf(
    uses,
    resources.map((family) => family.entity),
  );

/**
 * The resource families and their actions, for callers authenticated by API key or token, counted per caller; a
 * fine-tuning's test meters the model's tokens on the month's usage.
 */
export const resourcesAccess = grantsFor([
  ...engineTableUse,
  // Rows posted by API: each with its marker and counts in transactions that move the batch's run, the import moved.
  ...rowBatchTableUse,
  batchRunsUse,
  // A file import's upload URL is signed with its run, WAITING for the file.
  ...fileUploadTableUse,
  // The OAuth callback is public: its requests are counted per source address, and it takes the state authorize kept.
  requestLimitsUse,
  idempotentRequestsUse,
  oauthStatesUse,
  ...apiKeyLookupsUse,
  modelSpendTableUse,
  sendingDomainHoldersUse,
]);

/** Sign-up, login, refresh, logout. */
export const authAccess = grantsFor([...authTableUse, idempotentRequestsUse]);

/** The public webhook intake, bounded to the items one delivery touches, counting refused guesses per address. */
export const webhookIntakeAccess = grantsFor([...intakeTableUse, requestLimitsUse]);

/** The import worker. */
export const importWorkerAccess = grantsFor(importWorkerTableUse);

/** The file reader: runs of uploaded files, their lines taken as rows. */
export const importFileReaderAccess = grantsFor(fileReaderTableUse);

/** The import reconciler. */
export const importReconcilerAccess = grantsFor(reconcilerTableUse);

/** The local mailbox route lists the mailbox. */
export const mailboxReadAccess = grantsFor([mailboxReadUse]);

/** What the local mailer does where SES sends in AWS: it keeps each mail in the mailbox. */
export const localMailerAccess = grantsFor([localMailerUse]);

/** The public tracking addresses. */
export const trackingAccess = grantsFor(trackingTableUse);

/** Bounces and complaints (the ses-events worker). */
export const mailFeedbackAccess = grantsFor(mailFeedbackTableUse);

/**
 * The billing function: CreatePrice (the organization's customer, its subscriptions read), the provider's events
 * (invoices, subscriptions and the catalogue's prices written, each event once), and the local provider's objects.
 */
export const billingAccess = grantsFor([
  ...engineTableUse,
  ...billingRecordsUse,
  localProviderUse,
  requestLimitsUse,
  idempotentRequestsUse,
  ...apiKeyLookupsUse,
]);

/** The daily sync of the catalogue's prices (and locally, the local provider's renewals). */
export const billingSyncAccess = grantsFor([{ records: [prices.entity], may: ['get', 'write'] }, localProviderUse]);

/** Received mail (the inbound-mail worker). */
export const receivedMailAccess = grantsFor(receivedMailTableUse);

/** The local inbox: received mail, posted by a caller authenticated by API key or token and counted per caller. */
export const localInboxAccess = grantsFor([
  ...receivedMailTableUse,
  requestLimitsUse,
  idempotentRequestsUse,
  ...apiKeyLookupsUse,
]);

/** The reply reader: mailboxes' markers and cursors, and what received mail writes. */
export const replyReaderAccess = grantsFor(replyReaderTableUse);

/** The campaign tick. */
export const campaignTickAccess = grantsFor([...tickTableUse, ...importTickTableUse(imports.entity)]);

/** The campaign sender. */
export const campaignSenderAccess = grantsFor(senderTableUse);

/** The webhook dispatcher (the table's stream), sender and tick. */
export const webhookDispatcherAccess = grantsFor(webhookTableUse.dispatcher);
export const webhookSenderAccess = grantsFor([...webhookTableUse.sender, ownerAddressesUse]);
export const webhookTickAccess = grantsFor(webhookTickTableUse);

/** The note reasoner. */
export const noteReasonerAccess = grantsFor(noteReasonerTableUse);
