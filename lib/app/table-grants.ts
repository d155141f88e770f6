// What each function may do to the single table: the DynamoDB actions it calls and the partition keys they touch, for IAM and the local check.
import { apiKeyAuthKey, apiKeys } from '../auth/keys/api-keys.js';
import { campaignImports } from '../imports/campaign-imports.js';
import { importRows } from '../imports/import-rows.js';
import { importIdLookup, imports } from '../imports/imports.js';
import { eventEntity } from '../platform/store/event-log.js';
import {
  currentLoginChallengeKey,
  cursorPositionKey,
  DUE_SHARDS,
  duePartition,
  guardKey,
  intakeClaimKey,
  MAILBOX_PARTITION,
  MARKER_SHARDS,
  markerPartition,
  rateLimitWindowKey,
  recordPartition,
  sendLogKey,
  sendReservationKey,
  sequenceKey,
} from '../platform/store/keys.js';
import { usage } from '../billing/usage.js';
import { importLogPartition } from '../platform/store/row-markers.js';
import { tallyPartition } from '../platform/store/tallies.js';
import { membershipOverflowRun, searchOverflowRun } from '../platform/store/index-items.js';

/** DynamoDB actions a function may be granted. Scan is not among them: nothing reads the whole table. */
type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

/**
 * Some actions on some partition keys. IAM checks each item of a transaction as its own PutItem, UpdateItem or
 * DeleteItem, so TransactWriteItems is granted through those.
 */
export interface TableGrant {
  actions: readonly TableAction[];
  /**
   * Patterns, as IAM's StringLike reads them (`*`: any run of characters), that the partition key of every item the
   * actions touch, or of every range they query, must match (the `dynamodb:LeadingKeys` condition).
   */
  partitionKeys: readonly string[];
  /** Queries the generic indexes too; their partition keys start as the records' do (`ORG#<org>#<type>`). */
  indexes?: boolean;
  /** Only as items of a TransactWriteItems (a guard freed with its record, a claim released with its row). */
  inTransactions?: boolean;
}

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
      (grant.actions as readonly string[]).includes(request.action) &&
      (!request.index || grant.indexes === true) &&
      (!grant.inTransactions || request.inTransaction === true) &&
      (request.partitionKey === undefined ||
        grant.partitionKeys.some((pattern) => keyMatches(pattern, request.partitionKey!))),
  );
}

const ANY = '*';

/** The partition keys of each kind of item, as patterns made by the key functions of lib/platform/store/keys.ts. */
export const partitionKeys = {
  /** Records of any type in any organization, with their events; index partitions start the same way. */
  records: recordPartition(ANY, ANY),
  /** Records of one type, in any organization. */
  recordsOf: (object: string) => recordPartition(ANY, object),
  /** Unique guards, of one organization or global (the global ones double as lookups: a key by hash, a user by email). */
  guards: guardKey({ object: ANY, idPrefix: ANY }, { field: ANY, scope: 'global' }, ANY, ANY).PK,
  /** The auth items that find a live API key by its secret's hash: all that authenticating with a key reads. */
  apiKeyAuth: apiKeyAuthKey(ANY).PK,
  /** The global guards that find an import by id, for its webhook. */
  importLookups: guardKey(imports.entity, importIdLookup, ANY, ANY).PK,
  /** Rate counters: per key, user, organization, source address and login address, and the webhook token buckets. */
  counters: rateLimitWindowKey(ANY, ANY, 0).PK,
  /** The webhook intake's duplicate claims, by Idempotency-Key and by body. */
  claims: (['key', 'body'] as const).map((kind) => intakeClaimKey(ANY, ANY, kind, ANY).PK),
  /** The log lines of each import's failed and unqualified rows, written in the rows' final transactions. */
  importLogs: importLogPartition(ANY, ANY),
  /** The sharded markers of queued import rows: one exact key per shard. */
  markers: Array.from({ length: MARKER_SHARDS }, (_, shard) => markerPartition(shard)),
  /** The login challenge each email address may still meet. */
  loginChallenges: currentLoginChallengeKey(ANY).PK,
  /** Where list pages last showed records, for cursors. */
  cursors: cursorPositionKey(ANY, ANY, ANY, ANY).PK,
  /** The local runtime's mailbox. */
  mailbox: MAILBOX_PARTITION,
  /** The sharded due markers of campaign contacts and draft emails: one exact key per shard. */
  dueMarkers: Array.from({ length: DUE_SHARDS }, (_, shard) => duePartition(shard)),
  /** Send reservations, one per campaign contact and step, and one per draft email. */
  sendReservations: sendReservationKey(ANY, ANY, ANY).PK,
  /** Numbered sequences of an organization's records (generations). */
  sequences: sequenceKey(ANY, ANY).PK,
  /** The 24-hour send logs of connections and campaigns, for their limits. */
  sendLogs: sendLogKey(ANY, 'connection', ANY).PK.replace('connection', ANY),
  /** The sharded counts of each type's records, whole and per value of its tallied fields. */
  tallies: tallyPartition(ANY, ANY, ANY),
  /** The index items beside records: search tokens (and their overflow) and array memberships (and theirs). */
  indexItems: [
    searchOverflowRun(ANY, ANY).PK.replace(/~$/, ANY),
    membershipOverflowRun(ANY, ANY, ANY).PK.replace(/~$/, ''),
  ],
};

/**
 * A campaign contact's or draft email's due marker follows it in its own transactions (lib/campaigns/schedule/due-index.ts):
 * every function that writes them puts and deletes markers.
 */
const dueMarkerWrites: TableGrant = {
  actions: ['PutItem', 'DeleteItem'],
  partitionKeys: partitionKeys.dueMarkers,
  inTransactions: true,
};

/** The tallies that count records change in the records' own transactions (lib/platform/store/tallies.ts): every writer's. */
const tallyWrites: TableGrant = {
  actions: ['UpdateItem'],
  partitionKeys: [partitionKeys.tallies],
  inTransactions: true,
};

/**
 * The index items that find records (search tokens, array memberships: lib/platform/store/index-items.ts) are put and deleted in
 * the records' own transactions: the functions that write indexed families (contacts, companies) hold this too.
 */
const indexItemWrites: TableGrant = {
  actions: ['PutItem', 'DeleteItem'],
  partitionKeys: partitionKeys.indexItems,
  inTransactions: true,
};

/** Both, for the functions that may write any family. */
const recordDerivedWrites = [tallyWrites, indexItemWrites] as const;

const {
  records,
  recordsOf,
  guards,
  apiKeyAuth,
  importLookups,
  counters,
  claims,
  markers,
  loginChallenges,
  cursors,
  mailbox,
} = partitionKeys;

/**
 * The resource families, their actions, and authentication. Reads records and guards by key (get, batchGet,
 * findByUnique) and cursor positions; queries records on the table and the indexes (lists, counts, collections);
 * writes records in transactions (a record and its event, its unique guards put, and deleted when a value moves or the
 * record is soft-deleted; an API key's auth item is put and deleted with it, and read to authenticate); updates API
 * keys in place (their last use) and counts requests per key and organization;
 * remembers cursor positions in batches.
 */
export const resourcesAccess: readonly TableGrant[] = [
  { actions: ['GetItem', 'BatchGetItem'], partitionKeys: [records, guards, cursors, apiKeyAuth] },
  { actions: ['Query'], partitionKeys: [records], indexes: true },
  { actions: ['PutItem'], partitionKeys: [records, guards, apiKeyAuth], inTransactions: true },
  { actions: ['DeleteItem'], partitionKeys: [guards, apiKeyAuth], inTransactions: true },
  { actions: ['UpdateItem'], partitionKeys: [recordsOf(apiKeys.object), counters] },
  { actions: ['BatchWriteItem'], partitionKeys: [cursors] },
  dueMarkerWrites,
  ...recordDerivedWrites,
];

/**
 * Sign-up, login, refresh, logout. Reads users (by email: a global guard), their home pointers, sessions, login
 * challenges, organizations and memberships by key; writes them in transactions (registration creates user,
 * organization, membership and team at once; logout and refresh-token reuse soft-delete a session, freeing its
 * guards); notes each address's current login challenge (a batch put) and reads it back; updates an authenticating
 * API key's last use; counts, and reads the counts of, requests per source address, per caller and per login address.
 */
export const authAccess: readonly TableGrant[] = [
  { actions: ['GetItem'], partitionKeys: [records, guards, counters, loginChallenges, apiKeyAuth] },
  { actions: ['BatchWriteItem'], partitionKeys: [loginChallenges] },
  { actions: ['PutItem'], partitionKeys: [records, guards], inTransactions: true },
  { actions: ['DeleteItem'], partitionKeys: [guards], inTransactions: true },
  { actions: ['UpdateItem'], partitionKeys: [recordsOf(apiKeys.object), counters] },
  ...recordDerivedWrites,
];

/**
 * The public webhook intake, bounded to the items one delivery touches. Finds the import by its global id guard, then
 * reads the import and, for a duplicate, the first row; reads its source address's count of refused guesses and counts
 * a refusal; takes a token from the import's bucket; reads the duplicate claims in a batch; creates the row with its
 * claims and its queued marker in one transaction; and when the row cannot be queued, marks it FAILED (its event, its
 * import's count and log line) in a transaction that also releases the claims and removes the marker. It never scans, never deletes outside a
 * transaction, and cannot touch contacts, keys, users or any other record type.
 */
export const webhookIntakeAccess: readonly TableGrant[] = [
  {
    actions: ['GetItem'],
    partitionKeys: [importLookups, recordsOf(imports.object), recordsOf(importRows.object), counters],
  },
  { actions: ['BatchGetItem'], partitionKeys: claims },
  { actions: ['UpdateItem'], partitionKeys: [counters] },
  {
    actions: ['PutItem'],
    partitionKeys: [
      recordsOf(importRows.object),
      recordsOf(eventEntity.object),
      ...claims,
      ...markers,
      partitionKeys.importLogs,
    ],
    inTransactions: true,
  },
  { actions: ['DeleteItem'], partitionKeys: [...claims, ...markers], inTransactions: true },
  tallyWrites,
];

/**
 * The import worker. Reads the row and its import, the guards that find suppressions, an existing contact, email
 * address and domain, and those records, by key (single and batch); writes the row's final state with the records it
 * creates or fills (and their guards, and the row's one event) in one transaction that removes the row's marker and
 * counts the row on its import's tally (and its log); moves a PENDING import to IMPORTING in place. The rows' payloads carry no custom properties, so it never queries their definitions.
 */
export const importWorkerAccess: readonly TableGrant[] = [
  { actions: ['GetItem', 'BatchGetItem'], partitionKeys: [records, guards] },
  { actions: ['PutItem'], partitionKeys: [records, guards], inTransactions: true },
  { actions: ['DeleteItem'], partitionKeys: markers, inTransactions: true },
  { actions: ['UpdateItem'], partitionKeys: [recordsOf(imports.object)] },
  // The campaigns an import feeds: its campaign-imports, through their importId index.
  { actions: ['Query'], partitionKeys: [recordsOf(campaignImports.object)], indexes: true },
  dueMarkerWrites,
  ...recordDerivedWrites,
];

/**
 * The import reconciler. Queries each marker shard for stale rows, notes a re-queue on the marker, removes a marker
 * with nothing left to do; marks a row that was queued too often FAILED (reading it, then writing it and its event in
 * a transaction that removes its marker).
 */
export const importReconcilerAccess: readonly TableGrant[] = [
  { actions: ['Query', 'UpdateItem', 'DeleteItem'], partitionKeys: markers },
  { actions: ['GetItem'], partitionKeys: [recordsOf(importRows.object)] },
  {
    actions: ['PutItem'],
    partitionKeys: [recordsOf(importRows.object), recordsOf(eventEntity.object), partitionKeys.importLogs],
    inTransactions: true,
  },
  tallyWrites,
];

/** The local mailbox route lists the mailbox. */
export const mailboxReadAccess: readonly TableGrant[] = [{ actions: ['Query'], partitionKeys: [mailbox] }];

/** What the local mailer does where SES sends in AWS: it keeps each mail in the mailbox. */
export const localMailerAccess: readonly TableGrant[] = [{ actions: ['PutItem'], partitionKeys: [mailbox] }];

/**
 * The public tracking addresses. Reads the sent email a token names, the contact and the suppression guard by key, and
 * the contact's campaign contacts through an index (with the cursor positions a list reads and remembers); writes
 * the sent email's first open or click, the suppression, the contact's opt-out and the campaign contacts, each with its
 * events and guards, in transactions; counts refused guesses per source address.
 */
export const trackingAccess: readonly TableGrant[] = [
  { actions: ['GetItem', 'BatchGetItem'], partitionKeys: [records, guards, counters, cursors] },
  { actions: ['Query'], partitionKeys: [records], indexes: true },
  { actions: ['PutItem'], partitionKeys: [records, guards], inTransactions: true },
  { actions: ['UpdateItem'], partitionKeys: [counters] },
  { actions: ['BatchWriteItem'], partitionKeys: [cursors] },
  dueMarkerWrites,
  ...recordDerivedWrites,
];

/**
 * SES notifications and received mail (the ses-events worker, and the local inbox). Finds the sent email by its global
 * Message-ID guards, the email address and suppression by their guards, and reads records by key; queries the latest
 * message to a sender and a contact's campaign contacts through the indexes (with the cursor positions a list reads and
 * remembers); writes the sent email's bounce or reply, the campaign contacts, the email address, the suppression, the
 * contact's opt-out, the note and the inbound email, each with its events and guards, in transactions.
 */
export const inboundMailAccess: readonly TableGrant[] = [
  { actions: ['GetItem', 'BatchGetItem'], partitionKeys: [records, guards, cursors] },
  { actions: ['Query'], partitionKeys: [records], indexes: true },
  { actions: ['PutItem'], partitionKeys: [records, guards], inTransactions: true },
  { actions: ['BatchWriteItem'], partitionKeys: [cursors] },
  dueMarkerWrites,
  ...recordDerivedWrites,
];

/**
 * The campaign tick. Queries each due-marker shard up to now; claims each due campaign contact or draft email by
 * reading it and writing it (with its event and its moved marker) in a version-guarded transaction.
 */
export const campaignTickAccess: readonly TableGrant[] = [
  { actions: ['Query'], partitionKeys: partitionKeys.dueMarkers },
  { actions: ['GetItem'], partitionKeys: [recordsOf('campaignContact'), recordsOf('draftEmail')] },
  {
    actions: ['PutItem'],
    partitionKeys: [recordsOf('campaignContact'), recordsOf('draftEmail'), recordsOf(eventEntity.object)],
    inTransactions: true,
  },
  dueMarkerWrites,
  tallyWrites,
];

/**
 * The campaign sender. Reads the campaign contact or draft email, campaign, contact, organization, connection,
 * company, tracking domain, the suppression guards, the send reservation and the send logs by key; queries the
 * campaign's steps and the step's variants through the indexes; reserves a send with the limits' logs in a transaction
 * and frees it when the mailer refuses; confirms it with the sent email (and its Message-ID guards), its events, the
 * usage count and the campaign contact or draft (with its marker) in one transaction; creates the month's usage record
 * and a TASK step's task.
 */
export const campaignSenderAccess: readonly TableGrant[] = [
  {
    actions: ['GetItem', 'BatchGetItem'],
    partitionKeys: [records, guards, partitionKeys.sendReservations, partitionKeys.sendLogs],
  },
  { actions: ['Query'], partitionKeys: [records], indexes: true },
  {
    actions: ['PutItem'],
    partitionKeys: [records, guards, partitionKeys.sendReservations, partitionKeys.sendLogs],
    inTransactions: true,
  },
  {
    actions: ['UpdateItem'],
    partitionKeys: [partitionKeys.sendReservations, recordsOf(usage.object)],
    inTransactions: true,
  },
  { actions: ['DeleteItem'], partitionKeys: [partitionKeys.sendReservations] },
  dueMarkerWrites,
  ...recordDerivedWrites,
];

/**
 * The note reasoner. Reads the note, the organization, the NOTES fine-tunings (through their target index), the
 * contact and the guards that find an existing contact or suppression; numbers each generation in the organization's
 * sequence; writes the note's reasoning with its generation, events, tasks and a referred contact in one transaction;
 * then stops or pauses the contact's campaign contacts (listed through an index, with the cursor positions a list
 * reads and remembers) and, for an unsubscribe, suppresses the address and opts the contact out.
 */
export const noteReasonerAccess: readonly TableGrant[] = [
  { actions: ['GetItem', 'BatchGetItem'], partitionKeys: [records, guards, cursors] },
  { actions: ['Query'], partitionKeys: [records], indexes: true },
  { actions: ['PutItem'], partitionKeys: [records, guards], inTransactions: true },
  { actions: ['UpdateItem'], partitionKeys: [partitionKeys.sequences] },
  { actions: ['BatchWriteItem'], partitionKeys: [cursors] },
  dueMarkerWrites,
  ...recordDerivedWrites,
];
