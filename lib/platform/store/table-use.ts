// What code does to the table, said in the store's own terms (declared items and the records of entities), and the IAM grants that follow from it.
import type { EntityType } from './entity.js';
import { eventEntity } from './event-log.js';
import { indexItemPatterns } from './index-items.js';
import type { ItemType } from './item-type.js';
import { guardKey, partitionPatternsOf, recordPartition } from './keys.js';
import { tallyPartition } from './tallies.js';

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

/** The typed operations on declared items (lib/platform/store/items.ts), by name; counters update or get. */
type ItemOperation =
  | 'get'
  | 'getMany'
  | 'query'
  | 'put'
  | 'putMany'
  | 'update'
  | 'delete'
  | 'transactPut'
  | 'transactUpdate'
  | 'transactDelete';

/**
 * What code does to records: `get` (get, getVersioned, findByUnique's record), `getMany` (batchGet, getLive), `list`
 * (queryPage, count, collect with the records an index lists, and the index items and tallies that serve lists and counts), `write` (create, update,
 * softDelete, and commits of createItems and updateItems: the record, its event, unique guards, companions, tallies
 * and index items, all in transactions), `change` (an update of fields no guard, index item or companion follows, such
 * as a status: the record, its event and its tallies, in transactions), `writeOne` (a record's own item put alone, as writeOne sends it: no event,
 * guard or tally goes with it), `enterSlots` (the slots of records created without them: deferred-slots.ts),
 * `updateInPlace` and `transactUpdateInPlace`, `findUnique` (the guard findByUnique reads) and `uniqueHolders` (guards
 * read in batches).
 */
type RecordOperation =
  | 'get'
  | 'getMany'
  | 'list'
  | 'write'
  | 'change'
  | 'writeOne'
  | 'enterSlots'
  | 'updateInPlace'
  | 'transactUpdateInPlace'
  | 'findUnique'
  | 'uniqueHolders';

/** One thing code does to the table: operations on the items of a declared type, or on records of some types. */
export type TableUse =
  | { items: ItemType; may: readonly ItemOperation[] }
  /** `any`: records of every type (the generic engine, and code whose hooks may write any family). */
  | { records: 'any' | readonly EntityType[]; may: readonly RecordOperation[] }
  /**
   * Tallies of a scope that is no record type (`import#*`: each import's rows), added to in transactions, read, or
   * checked unchanged in transactions.
   */
  | { tallies: string; may: ReadonlyArray<'add' | 'read' | 'check'> };

/** One action on some patterns, before actions with the same patterns are merged into one grant. */
interface Access {
  action: TableAction;
  patterns: readonly string[];
  indexes?: boolean;
  inTransactions?: boolean;
}

const itemActions: Record<ItemOperation, Omit<Access, 'patterns'>> = {
  get: { action: 'GetItem' },
  getMany: { action: 'BatchGetItem' },
  query: { action: 'Query' },
  put: { action: 'PutItem' },
  putMany: { action: 'BatchWriteItem' },
  update: { action: 'UpdateItem' },
  delete: { action: 'DeleteItem' },
  transactPut: { action: 'PutItem', inTransactions: true },
  transactUpdate: { action: 'UpdateItem', inTransactions: true },
  transactDelete: { action: 'DeleteItem', inTransactions: true },
};

/** The partition patterns of what records of some types touch, each kind apart. */
function recordPatterns(types: 'any' | readonly EntityType[], families: readonly EntityType[]) {
  const entities = types === 'any' ? families : types;
  const any = types === 'any';
  const each = (of: (entity: EntityType) => string[]) => [...new Set(entities.flatMap(of))];
  return {
    records: any ? [recordPartition('*', '*')] : each((entity) => [recordPartition('*', entity.object)]),
    events: any
      ? []
      : entities.some((entity) => entity.logged !== false)
        ? [recordPartition('*', eventEntity.object)]
        : [],
    guards: any
      ? [guardKey({ object: '*', idPrefix: '*' }, { field: '*', scope: 'global' }, '*', '*').PK]
      : each((entity) => (entity.unique ?? []).map((constraint) => guardKey(entity, constraint, '*', '*').PK)),
    companions: each((entity) => (entity.companionItems ?? []).flatMap(({ type }) => partitionPatternsOf(type))),
    tallies: any
      ? [tallyPartition('*', '*', '*')]
      : each((entity) => (entity.retentionDays ? [] : [tallyPartition('*', entity.object, '*')])),
    indexItems: any
      ? indexItemPatterns('*', { tokens: true, memberships: true })
      : each((entity) =>
          indexItemPatterns(entity.object, {
            tokens: !!entity.searchIndexed,
            memberships: !!entity.memberships?.length,
          }),
        ),
  };
}

function recordAccess(operation: RecordOperation, patterns: ReturnType<typeof recordPatterns>): Access[] {
  const { records, events, guards, companions, tallies, indexItems } = patterns;
  switch (operation) {
    case 'get':
      return [{ action: 'GetItem', patterns: records }];
    case 'getMany':
      return [{ action: 'BatchGetItem', patterns: records }];
    case 'list':
      return [
        // An index partitioned by a field keys its partitions `<records' partition>#<field>=<value>`.
        {
          action: 'Query',
          patterns: [...new Set([...records, ...records.map((pattern) => `${pattern}#*`)])],
          indexes: true,
        },
        { action: 'Query', patterns: indexItems },
        // An index carries keys only: the records it lists are read from the table.
        { action: 'BatchGetItem', patterns: [...records, ...tallies] },
      ];
    case 'write':
      return [
        {
          action: 'PutItem',
          patterns: [...records, ...events, ...guards, ...companions, ...indexItems],
          inTransactions: true,
        },
        { action: 'DeleteItem', patterns: [...guards, ...companions, ...indexItems], inTransactions: true },
        { action: 'UpdateItem', patterns: tallies, inTransactions: true },
      ];
    case 'change':
      // An update that moves no unique value, searched word or membership (a status): no guard or index item changes.
      return [
        { action: 'PutItem', patterns: [...records, ...events], inTransactions: true },
        { action: 'UpdateItem', patterns: tallies, inTransactions: true },
      ];
    case 'writeOne':
      return [{ action: 'PutItem', patterns: records }];
    case 'enterSlots':
    case 'updateInPlace':
      return [{ action: 'UpdateItem', patterns: records }];
    case 'transactUpdateInPlace':
      return [{ action: 'UpdateItem', patterns: records, inTransactions: true }];
    case 'findUnique':
      return [{ action: 'GetItem', patterns: guards }];
    case 'uniqueHolders':
      return [{ action: 'BatchGetItem', patterns: guards }];
  }
}

function accessOf(use: TableUse, families: readonly EntityType[]): Access[] {
  if ('items' in use)
    return use.may.map((operation) => ({ ...itemActions[operation], patterns: partitionPatternsOf(use.items) }));
  if ('tallies' in use) {
    const patterns = [tallyPartition('*', use.tallies, '*')];
    const tallyActions = {
      add: { action: 'UpdateItem', inTransactions: true },
      read: { action: 'BatchGetItem' },
      check: { action: 'ConditionCheckItem', inTransactions: true },
    } as const;
    return use.may.map((operation) => ({ ...tallyActions[operation], patterns }));
  }
  const patterns = recordPatterns(use.records, families);
  return use.may.flatMap((operation) => recordAccess(operation, patterns));
}

/**
 * The grants that allow what `uses` do, and nothing else: each action on the partition patterns of what it touches,
 * actions on the same patterns (and alike in index and transaction) merged into one grant. `families` are the record
 * types `any` stands for, whose companions a write of any type may move.
 */
export function grantsOf(uses: ReadonlyArray<TableUse>, families: readonly EntityType[]): TableGrant[] {
  const byAction = new Map<string, Access & { patterns: string[] }>();
  for (const access of uses.flatMap((use) => accessOf(use, families))) {
    if (access.patterns.length === 0) continue;
    const id = `${access.action}|${access.indexes === true}|${access.inTransactions === true}`;
    const known = byAction.get(id);
    if (known) known.patterns.push(...access.patterns.filter((pattern) => !known.patterns.includes(pattern)));
    else byAction.set(id, { ...access, patterns: [...new Set(access.patterns)] });
  }
  const grants = new Map<string, TableGrant & { actions: TableAction[] }>();
  for (const { action, patterns, indexes, inTransactions } of byAction.values()) {
    const id = `${indexes === true}|${inTransactions === true}|${patterns.join(' ')}`;
    const known = grants.get(id);
    if (known) known.actions.push(action);
    else
      grants.set(id, {
        actions: [action],
        partitionKeys: patterns,
        ...(indexes ? { indexes } : {}),
        ...(inTransactions ? { inTransactions } : {}),
      });
  }
  return [...grants.values()];
}
