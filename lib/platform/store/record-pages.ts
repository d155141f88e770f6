// Reads records by key range: one page in key order, a count, or every match of a range; each within its read budget.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ReadBudgetExceededError } from './errors.js';
import { toRecord } from './item-mapping.js';
import { type Page, type PageQuery, queryInput, type RangeQuery } from './page-query.js';
import type { StoredRecord } from './records.js';
import type { Item, TableAccess } from './table-access.js';

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

export function createRecordPages({ client, tableName }: TableAccess) {
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
        const page = await client.send(new QueryCommand(input));
        scannedCount += page.ScannedCount ?? 0;
        for (const item of page.Items ?? [])
          if (items.length < query.limit && (!query.predicate || query.predicate(item)))
            items.push(toRecord(query.entity, item));
        start = page.LastEvaluatedKey;
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
        const page = await client.send(new QueryCommand(query.predicate ? input : { ...input, Select: 'COUNT' }));
        count += query.predicate ? (page.Items ?? []).filter(query.predicate).length : (page.Count ?? 0);
        scannedCount += page.ScannedCount ?? 0;
        start = page.LastEvaluatedKey;
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
        const page = await client.send(
          new QueryCommand({
            ...queryInput(tableName, { ...query, direction: query.direction ?? 'asc', limit: 0 }, start),
            Limit: budgetedLimit(query, scannedCount, MAX_READ),
          }),
        );
        scannedCount += page.ScannedCount ?? 0;
        for (const item of page.Items ?? [])
          if (!query.predicate || query.predicate(item)) items.push(toRecord(query.entity, item));
        start = page.LastEvaluatedKey;
      } while (start);
      return { items, scannedCount };
    },
  };
}
