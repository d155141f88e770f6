// The table grants: IAM's pattern matching, which requests a grant allows, that each key pattern matches the keys lib/store makes, and what the local check reads of a call.
import { tableRequestsOf } from '../../infra/local/table-grant-check.js';
import { functionTable } from '../../lib/app/function-table.js';
import { grantsAllow, keyMatches, type TableGrant, webhookIntakeAccess } from '../../lib/app/table-grants.js';
import { currentLoginChallenges } from '../../lib/auth/login-challenges.js';
import { loginCounts } from '../../lib/auth/login-limits.js';
import { rowMarkers } from '../../lib/imports/rows/row-markers.js';
import { intakeClaims } from '../../lib/imports/webhook/intake-claims.js';
import { importBucket, webhookBuckets } from '../../lib/imports/webhook/webhook-rate-limit.js';
import { mailboxMails } from '../../lib/mail/mailbox-items.js';
import { requestCounts } from '../../lib/platform/http/rate-limiter.js';
import { cursorPositions } from '../../lib/platform/query/cursor-positions.js';
import { eventEntity } from '../../lib/platform/store/event-log.js';
import type { ItemType, KeyOf } from '../../lib/platform/store/item-type.js';
import {
  guardKey,
  indexPartition,
  itemKeyOf,
  partitionPatternsOf,
  recordKey,
  recordPartition,
} from '../../lib/platform/store/keys.js';

/** The partition patterns the grants are derived from: of records, guards, and each declared item type. */
const partitionKeys = {
  records: recordPartition('*', '*'),
  recordsOf: (object: string) => recordPartition('*', object),
  guards: guardKey({ object: '*', idPrefix: '*' }, { field: '*', scope: 'global' }, '*', '*').PK,
  counters: [requestCounts, webhookBuckets, loginCounts].flatMap(partitionPatternsOf),
  claims: partitionPatternsOf(intakeClaims),
  markers: partitionPatternsOf(rowMarkers),
  loginChallenges: partitionPatternsOf(currentLoginChallenges),
  cursors: partitionPatternsOf(cursorPositions),
  mailbox: partitionPatternsOf(mailboxMails),
};
const keyOf =
  <T extends ItemType>(type: T) =>
  (parts: KeyOf<T>) =>
    itemKeyOf(type, parts);
const rateLimitWindowKey = (kind: string, id: string, windowStart: number) =>
  keyOf(requestCounts)({ kind, id, windowStart });
const importRateBucketKey = (importId: string) => keyOf(webhookBuckets)(importBucket(importId));
const loginCountWindowKey = (counted: string, address: string, windowStart: number) =>
  keyOf(loginCounts)({ counted, address, windowStart });
const intakeClaimKey = (org: string, importId: string, kind: string, hash: string) =>
  keyOf(intakeClaims)({ org, importId, kind, hash });
const markerKey = (rowId: string) => keyOf(rowMarkers)({ rowId });
const currentLoginChallengeKey = (address: string) => keyOf(currentLoginChallenges)({ address });
const cursorPositionKey = (org: string, object: string, orderPath: string, id: string) =>
  keyOf(cursorPositions)({ org, object, orderPath, id });
const MAILBOX_PARTITION = keyOf(mailboxMails)({ id: 'mail_1' }).PK;

const contact = { object: 'contact', idPrefix: 'con' };
const anyOf = (patterns: string | readonly string[], key: string) =>
  (typeof patterns === 'string' ? [patterns] : patterns).some((pattern) => keyMatches(pattern, key));

describe('keyMatches (IAM StringLike)', () => {
  it('lets * stand for any run of characters, # included, and ? for one', () => {
    expect(keyMatches('ORG#*#import', 'ORG#org_1#import')).toBe(true);
    expect(keyMatches('ORG#*#import', 'ORG#org_1#importRow')).toBe(false);
    expect(keyMatches('ORG#*#import', 'ORG#a#b#import')).toBe(true);
    expect(keyMatches('QUEUEDROW#?', 'QUEUEDROW#7')).toBe(true);
    expect(keyMatches('QUEUEDROW#?', 'QUEUEDROW#17')).toBe(false);
  });

  it('matches the whole key, and reads regular-expression characters as themselves', () => {
    expect(keyMatches('RATE#*', 'XRATE#a')).toBe(false);
    expect(keyMatches('LOCAL#mailbox', 'LOCAL#mailbox2')).toBe(false);
    expect(keyMatches('a.b(c)+', 'a.b(c)+')).toBe(true);
    expect(keyMatches('a.b', 'axb')).toBe(false);
  });
});

describe('grantsAllow', () => {
  const grants: TableGrant[] = [
    { actions: ['GetItem', 'Query'], partitionKeys: ['ORG#*'], indexes: true },
    { actions: ['DeleteItem'], partitionKeys: ['CLAIM#*'], inTransactions: true },
    { actions: ['PutItem'], partitionKeys: ['ORG#*'] },
  ];

  it('needs the action, and a pattern the partition key matches', () => {
    expect(grantsAllow(grants, { action: 'GetItem', partitionKey: 'ORG#o#contact' })).toBe(true);
    expect(grantsAllow(grants, { action: 'UpdateItem', partitionKey: 'ORG#o#contact' })).toBe(false);
    expect(grantsAllow(grants, { action: 'GetItem', partitionKey: 'RATE#key#k' })).toBe(false);
  });

  it('lets a query on an index through only a grant that covers the indexes', () => {
    expect(grantsAllow(grants, { action: 'Query', partitionKey: 'ORG#o#contact', index: true })).toBe(true);
    expect(
      grantsAllow([{ ...grants[0]!, indexes: false }], { action: 'Query', partitionKey: 'ORG#o', index: true }),
    ).toBe(false);
  });

  it('lets a transactions-only grant serve only items of a transaction, and an open grant serve both', () => {
    expect(grantsAllow(grants, { action: 'DeleteItem', partitionKey: 'CLAIM#1', inTransaction: true })).toBe(true);
    expect(grantsAllow(grants, { action: 'DeleteItem', partitionKey: 'CLAIM#1' })).toBe(false);
    expect(grantsAllow(grants, { action: 'PutItem', partitionKey: 'ORG#o', inTransaction: true })).toBe(true);
  });

  it('judges a request without a partition key (a Scan) by its action alone, as ForAllValues does', () => {
    expect(grantsAllow(grants, { action: 'Scan' })).toBe(false);
    expect(grantsAllow(grants, { action: 'GetItem' })).toBe(true);
  });
});

describe('partitionKeys', () => {
  it('match the keys lib/store makes for each kind of item', () => {
    expect(anyOf(partitionKeys.records, recordKey('org_1', 'contact', 'con_1').PK)).toBe(true);
    expect(anyOf(partitionKeys.records, indexPartition('org_1', 'contact', 'status', 'NEW'))).toBe(true);
    expect(anyOf(partitionKeys.recordsOf(eventEntity.object), recordKey('org_1', 'event', 'evt_1').PK)).toBe(true);
    expect(
      anyOf(partitionKeys.guards, guardKey(contact, { field: 'email', scope: 'organization' }, 'org_1', 'a@b.c').PK),
    ).toBe(true);
    expect(anyOf(partitionKeys.guards, guardKey(contact, { field: 'email', scope: 'global' }, '', 'a@b.c').PK)).toBe(
      true,
    );
    expect(anyOf(partitionKeys.counters, rateLimitWindowKey('apiKey', 'key_1', 60).PK)).toBe(true);
    expect(anyOf(partitionKeys.counters, importRateBucketKey('imp_1').PK)).toBe(true);
    expect(anyOf(partitionKeys.counters, loginCountWindowKey('mailed', 'ab12', 60).PK)).toBe(true);
    expect(anyOf(partitionKeys.claims, intakeClaimKey('org_1', 'imp_1', 'key', 'ab').PK)).toBe(true);
    expect(anyOf(partitionKeys.claims, intakeClaimKey('org_1', 'imp_1', 'body', 'ab').PK)).toBe(true);
    for (const rowId of ['row_01A', 'row_01B', 'row_01C', 'row_01D', 'row_01E', 'row_01F'])
      expect(anyOf(partitionKeys.markers, markerKey(rowId).PK)).toBe(true);
    expect(anyOf(partitionKeys.loginChallenges, currentLoginChallengeKey('ab12').PK)).toBe(true);
    expect(anyOf(partitionKeys.cursors, cursorPositionKey('org_1', 'contact', 'name', 'con_1').PK)).toBe(true);
    expect(anyOf(partitionKeys.mailbox, MAILBOX_PARTITION)).toBe(true);
  });

  it('keep the kinds apart: records, guards and counters match none of the others', () => {
    const record = recordKey('org_1', 'contact', 'con_1').PK;
    const guard = guardKey(contact, { field: 'email', scope: 'organization' }, 'org_1', 'a@b.c').PK;
    const counter = rateLimitWindowKey('apiKey', 'key_1', 60).PK;
    expect([anyOf(partitionKeys.records, guard), anyOf(partitionKeys.records, counter)]).toEqual([false, false]);
    expect([anyOf(partitionKeys.guards, record), anyOf(partitionKeys.guards, counter)]).toEqual([false, false]);
    expect([anyOf(partitionKeys.counters, record), anyOf(partitionKeys.counters, guard)]).toEqual([false, false]);
    expect(anyOf(partitionKeys.recordsOf('import'), recordKey('org_1', 'importRow', 'row_1').PK)).toBe(false);
  });
});

describe('the grants of the function table', () => {
  it('never name a pattern that matches every key', () => {
    const everything = functionTable.flatMap((fn) =>
      fn.table.flatMap((grant) => grant.partitionKeys.filter((pattern) => /^[*?]*$/.test(pattern))),
    );
    expect(everything).toEqual([]);
  });

  it('keep the webhook intake off every record but imports, their rows and events', () => {
    const intakeMay = (action: string, partitionKey: string, inTransaction = false) =>
      grantsAllow(webhookIntakeAccess, { action, partitionKey, inTransaction });
    expect(intakeMay('GetItem', recordKey('org_1', 'import', 'imp_1').PK)).toBe(true);
    expect(intakeMay('PutItem', recordKey('org_1', 'importRow', 'row_1').PK, true)).toBe(true);
    expect(intakeMay('GetItem', recordKey('org_1', 'contact', 'con_1').PK)).toBe(false);
    expect(intakeMay('GetItem', recordKey('org_1', 'apiKey', 'key_1').PK)).toBe(false);
    // The row's own item goes by itself, after its claims' transaction; nothing else of it does.
    expect(intakeMay('PutItem', recordKey('org_1', 'importRow', 'row_1').PK)).toBe(true);
    expect(intakeMay('PutItem', recordKey('org_1', 'event', 'evt_1').PK)).toBe(false);
    expect(intakeMay('PutItem', intakeClaimKey('org_1', 'imp_1', 'key', 'ab').PK)).toBe(false);
    expect(intakeMay('PutItem', recordKey('org_1', 'contact', 'con_1').PK, true)).toBe(false);
    expect(intakeMay('DeleteItem', intakeClaimKey('org_1', 'imp_1', 'key', 'ab').PK)).toBe(false);
    expect(intakeMay('DeleteItem', intakeClaimKey('org_1', 'imp_1', 'key', 'ab').PK, true)).toBe(true);
    expect(intakeMay('Scan', '')).toBe(false);
  });
});

describe('tableRequestsOf', () => {
  it('reads the partition key of single-item calls', () => {
    expect(tableRequestsOf('GetItemCommand', { Key: { PK: 'A', SK: '#' } })).toEqual([
      { action: 'GetItem', partitionKey: 'A' },
    ]);
    expect(tableRequestsOf('PutItemCommand', { Item: { PK: 'B', SK: '#' } })).toEqual([
      { action: 'PutItem', partitionKey: 'B' },
    ]);
  });

  it('reads the queried partition from the key condition, by name or placeholder, on the table or an index', () => {
    expect(
      tableRequestsOf('QueryCommand', {
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :lo AND :hi',
        ExpressionAttributeNames: { '#pk': 'GSI1PK', '#sk': 'GSI1SK' },
        ExpressionAttributeValues: { ':pk': 'ORG#o#contact', ':lo': 'a', ':hi': 'b' },
        IndexName: 'GSI1',
      }),
    ).toEqual([{ action: 'Query', partitionKey: 'ORG#o#contact', index: true }]);
    expect(
      tableRequestsOf('QueryCommand', {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': 'QUEUEDROW#3', ':low': 'a', ':high': 'b' },
      }),
    ).toEqual([{ action: 'Query', partitionKey: 'QUEUEDROW#3', index: false }]);
  });

  it('reads every item of a batch and of a transaction, with the action IAM checks it as', () => {
    expect(
      tableRequestsOf('BatchGetItemCommand', { RequestItems: { t: { Keys: [{ PK: 'A' }, { PK: 'B' }] } } }),
    ).toEqual([
      { action: 'BatchGetItem', partitionKey: 'A' },
      { action: 'BatchGetItem', partitionKey: 'B' },
    ]);
    expect(
      tableRequestsOf('TransactWriteItemsCommand', {
        TransactItems: [
          { Put: { Item: { PK: 'A' } } },
          { Delete: { Key: { PK: 'B' } } },
          { Update: { Key: { PK: 'C' } } },
        ],
      }),
    ).toEqual([
      { action: 'PutItem', partitionKey: 'A', inTransaction: true },
      { action: 'DeleteItem', partitionKey: 'B', inTransaction: true },
      { action: 'UpdateItem', partitionKey: 'C', inTransaction: true },
    ]);
  });

  it('gives a Scan no partition key, so that only a grant of Scan itself could pass it', () => {
    expect(tableRequestsOf('ScanCommand', {})).toEqual([{ action: 'Scan' }]);
  });
});
