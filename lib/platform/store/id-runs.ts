// Reads the index items beside records: a run of ids in id order after a cursor, and the distinct tokens a word begins.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterToken, type IdRun, tokenOfSortKey, tokenPartition, tokensStartingWith } from './index-items.js';
import type { Item, TableAccess } from './table-access.js';

/** Sorts after every character of an id. */
const AFTER_ALL = '\uffff';
/** Sorts below every character of an id: `<id> ` is just after the id and before every later one (ids are ASCII). */
const JUST_AFTER = ' ';

export interface RunChunk {
  ids: string[];
  /** Where the next chunk of the run starts; absent when the run is read to its end. */
  next?: Item;
  /** Items DynamoDB read. */
  scannedCount: number;
}

export function createIdRuns({ client, tableName }: TableAccess) {
  /** One strongly consistent Query of a partition's sort-key range, keys only. */
  const query = (PK: string, low: string, high: string, options: { asc: boolean; limit: number; start?: Item }) =>
    client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
        ExpressionAttributeValues: { ':pk': PK, ':low': low, ':high': high },
        ProjectionExpression: 'SK',
        ScanIndexForward: options.asc,
        Limit: options.limit,
        ExclusiveStartKey: options.start,
        ConsistentRead: true,
      }),
    );

  return {
    /**
     * Up to `limit` ids of a run, in id order (`asc` or not), strictly after the id `after` in that order, continuing
     * from `start` (a previous chunk's `next`).
     */
    async readRun(
      run: IdRun,
      options: { asc: boolean; after?: string; limit: number; start?: Item },
    ): Promise<RunChunk> {
      const { prefix } = run;
      // A sort key may not be empty, so the lowest bound is the prefix and a character below every id.
      const [low, high] = options.asc
        ? [`${prefix}${options.after ?? ''}${JUST_AFTER}`, `${prefix}${AFTER_ALL}`]
        : [`${prefix}${JUST_AFTER}`, `${prefix}${options.after ?? AFTER_ALL}`];
      const page = await query(run.PK, low, high, options);
      const ids = (page.Items ?? [])
        .map((item) => String(item.SK).slice(prefix.length))
        .filter((id) => id !== options.after);
      return { ids, next: page.LastEvaluatedKey, scannedCount: page.ScannedCount ?? 0 };
    },

    /**
     * The distinct tokens of a family that begin with `word`, skipping from one to the next (each step reads one item),
     * or undefined past `max` of them: a prefix that common is cheaper served by a read in order.
     */
    async tokensBeginning(
      org: string,
      object: string,
      word: string,
      max: number,
    ): Promise<{ tokens?: string[]; scannedCount: number }> {
      const PK = tokenPartition(org, object, word);
      const [first, high] = tokensStartingWith(word);
      let low = first;
      const tokens: string[] = [];
      let scannedCount = 0;
      for (;;) {
        const page = await query(PK, low, high, { asc: true, limit: 1 });
        scannedCount += page.ScannedCount ?? 0;
        const sortKey = page.Items?.[0]?.SK;
        if (sortKey === undefined) return { tokens, scannedCount };
        const token = tokenOfSortKey(String(sortKey));
        if (tokens.push(token) > max) return { scannedCount };
        low = afterToken(token);
      }
    },
  };
}
