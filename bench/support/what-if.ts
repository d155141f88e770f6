// What-if reads for the API bench: a page read the way the store reads it, but with a refill rule of our choosing, to price a proposed store change.
import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/** The Limit of the next Query of a page, from what the page has read and kept so far. */
export type RefillRule = (state: {
  limit: number;
  remaining: number;
  scanned: number;
  kept: number;
  previousLimit: number;
}) => number;

/** The store's rule today: at least a full page (up to 100) every call, however few items are missing. */
export const currentRefill: RefillRule = ({ limit, remaining }) => Math.max(remaining, Math.min(100, limit));

/**
 * The proposed rule: ask for the missing items scaled by the read/kept ratio seen so far, never less than the
 * missing items, never more than twice the previous Limit (nor 1000), so that a rare match grows the pages
 * geometrically and a single deleted record costs one extra item, not a page.
 */
export const proportionalRefill: RefillRule = ({ remaining, scanned, kept, previousLimit }) =>
  Math.min(1000, previousLimit * 2, Math.max(remaining, Math.ceil((remaining * scanned) / Math.max(kept, 1))));

export interface PagedReadStats {
  calls: number;
  scanned: number;
  kept: number;
}

/**
 * Reads one page of `limit` items like the store's queryPage: the base input (table or index, key condition,
 * direction) with the not-deleted filter, `predicate` checked in memory, Queries until the page is full.
 */
export async function pagedRead(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
  limit: number,
  predicate: ((item: Record<string, unknown>) => boolean) | undefined,
  refill: RefillRule,
): Promise<PagedReadStats> {
  const stats: PagedReadStats = { calls: 0, scanned: 0, kept: 0 };
  let start: Record<string, unknown> | undefined;
  let previousLimit = limit;
  do {
    const Limit =
      stats.calls === 0
        ? limit
        : refill({ limit, remaining: limit - stats.kept, scanned: stats.scanned, kept: stats.kept, previousLimit });
    previousLimit = Limit;
    const page = await client.send(
      new QueryCommand({
        ...input,
        Limit,
        ExclusiveStartKey: start,
        FilterExpression: 'attribute_type(#deletedAt, :null)',
        ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#deletedAt': 'deletedAt' },
        ExpressionAttributeValues: { ...input.ExpressionAttributeValues, ':null': 'NULL' },
      }),
    );
    stats.calls++;
    stats.scanned += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) if (stats.kept < limit && (!predicate || predicate(item))) stats.kept++;
    start = page.LastEvaluatedKey;
  } while (start && stats.kept < limit);
  return stats;
}
