// Reads records by key range: one page in key order, a count, or every match of a range; each within its read budget.
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ReadBudgetExceededError } from './errors.js';
import { itemKey, toRecord } from './item-mapping.js';
import { type Page, type PageQuery, queryInput, type RangeQuery } from './page-query.js';
import type { RawItems } from './raw-items.js';
import type { StoredRecord } from './records.js';
import type { Item, TableAccess } from './table-access.js';
import { tableDefinition } from './table-definition.js';

/**
 * Items asked of one Query when reading on (refills, counts, collections). On AWS the 1 MB page cap usually binds
 * first; DynamoDB Local re-reads the rest of the range for every unlimited page, which makes long reads quadratic.
 */
const MAX_READ = 1000;

/**
 * The Limit of the next Query of a read that has read `scannedCount` items: `wanted`, capped by what its budget has
 * left, so that it never reads past it; with nothing left there is no next Query, the read is refused.
 */
function budgetedLimit(query: RangeQuery, scannedCount: number, wanted: number): number {
  if (query.readBudget === undefined) return wanted;
  const left = query.readBudget - scannedCount;
  if (left <= 0) throw new ReadBudgetExceededError(query.entity, query.readBudget);
  return Math.min(wanted, left);
}

/** What one Query of a read gave: the stored items it lists, how many it read, and where the next one starts. */
interface QueriedItems {
  items: Item[];
  scannedCount: number;
  next: Item | undefined;
}

export function createRecordPages({ client, tableName }: TableAccess, raw: Pick<RawItems, 'getItems'>) {
  /**
   * The stored items an index lists, in its order: a slot carries keys only, so they are read from the table. An
   * index follows the table a moment behind; a record that has since moved in the slot, or left it, is left out here
   * (the index lists it where it now is).
   */
  async function itemsListed(query: RangeQuery, listed: Item[]): Promise<Item[]> {
    const index = query.index && tableDefinition.indexes[query.index.slot - 1];
    if (!index || listed.length === 0) return listed;
    const slotKeys = [index.partitionKey, index.sortKey];
    const stored = await raw.getItems(
      listed.map((entry) => ({ PK: String(entry.PK), SK: String(entry.SK) })),
      { projection: query.projection && [...query.projection, ...slotKeys] },
    );
    return listed.flatMap((entry) => {
      const item = stored.get(itemKey(entry));
      return item && slotKeys.every((key) => item[key] === entry[key]) ? [item] : [];
    });
  }

  /** One Query of a read, with the stored items it lists. */
  async function queried(query: RangeQuery, input: QueryCommandInput): Promise<QueriedItems> {
    const page = await client.send(new QueryCommand(input));
    return {
      items: await itemsListed(query, page.Items ?? []),
      scannedCount: page.ScannedCount ?? 0,
      next: page.LastEvaluatedKey,
    };
  }

  return {
    /**
     * One page of records in key order. DynamoDB's Limit counts items read, not items kept by a filter, so this
     * reads on until the page is full or the range ends.
     */
    async queryPage<R extends StoredRecord>(query: PageQuery<R>): Promise<Page<R>> {
      const items: R[] = [];
      let scannedCount = 0;
      let start = query.startAfter;
      let lastLimit = query.limit;
      do {
        const input = queryInput(tableName, query, start);
        // The first read asks for a page; a refill asks for what is missing, scaled by how many reads each kept
        // item cost so far (a deleted record on the page costs a read or two, not a second page).
        const missing = query.limit - items.length;
        const costPerKept = items.length ? scannedCount / items.length : scannedCount ? 2 : 1;
        lastLimit =
          scannedCount === 0
            ? query.limit
            : Math.min(MAX_READ, 2 * lastLimit, Math.max(missing, Math.ceil(missing * costPerKept)));
        input.Limit = budgetedLimit(query, scannedCount, lastLimit);
        const page = await queried(query, input);
        scannedCount += page.scannedCount;
        for (const item of page.items)
          if (items.length < query.limit && (!query.predicate || query.predicate(item)))
            items.push(toRecord(query.entity, item));
        start = page.next;
      } while (start && items.length < query.limit);
      return { items, scannedCount };
    },

    /** How many records match: counted by DynamoDB when no predicate is involved, otherwise by reading the needed attributes. */
    async count(query: RangeQuery): Promise<{ count: number; scannedCount: number }> {
      let count = 0;
      let scannedCount = 0;
      let start: Item | undefined;
      do {
        const input = {
          ...queryInput(tableName, { ...query, direction: 'asc', limit: 0 }, start),
          Limit: budgetedLimit(query, scannedCount, MAX_READ),
        };
        if (query.predicate) {
          const page = await queried(query, input);
          count += page.items.filter(query.predicate).length;
          scannedCount += page.scannedCount;
          start = page.next;
        } else {
          const page = await client.send(new QueryCommand({ ...input, Select: 'COUNT' }));
          count += page.Count ?? 0;
          scannedCount += page.ScannedCount ?? 0;
          start = page.LastEvaluatedKey;
        }
      } while (start);
      return { count, scannedCount };
    },

    /** Every matching record of a range, in key order; read a projection of it when the range is large. */
    async collect<R extends StoredRecord>(
      query: RangeQuery<R> & { direction?: 'asc' | 'desc' },
    ): Promise<{ items: R[]; scannedCount: number }> {
      const items: R[] = [];
      let scannedCount = 0;
      let start: Item | undefined;
      do {
        const page = await queried(query, {
          ...queryInput(tableName, { ...query, direction: query.direction ?? 'asc', limit: 0 }, start),
          Limit: budgetedLimit(query, scannedCount, MAX_READ),
        });
        scannedCount += page.scannedCount;
        for (const item of page.items)
          if (!query.predicate || query.predicate(item)) items.push(toRecord(query.entity, item));
        start = page.next;
      } while (start);
      return { items, scannedCount };
    },
  };
}
