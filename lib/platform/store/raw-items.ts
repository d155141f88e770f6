// Items read and written by key as they are, with no version and no event: guards, claims, cursor positions.
import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  BatchWriteCommand,
  type BatchWriteCommandOutput,
  GetCommand,
} from '@aws-sdk/lib-dynamodb';
import { itemKey } from './item-mapping.js';
import type { ItemKey } from './keys.js';
import { projectionOf } from './page-query.js';
import type { Item, TableAccess } from './table-access.js';

/** Keys one BatchGetItem call may ask for. */
const BATCH_GET_LIMIT = 100;
/** Writes one BatchWriteItem call may carry. */
const BATCH_WRITE_LIMIT = 25;

const chunksOf = <T>(all: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, (i + 1) * size));

type BatchWriteRequests = NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string];

/** Rounds of unprocessed puts sent again, with a growing pause, before the write is given up as failed. */
const UNPROCESSED_ROUNDS = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends `first`, then what DynamoDB left unprocessed (it does when throttled), with a growing pause, until it has
 * taken every one; gives up as failed after UNPROCESSED_ROUNDS.
 */
async function untilProcessed<T>(first: T[], what: string, send: (pending: T[]) => Promise<T[] | undefined>) {
  let pending: T[] | undefined = first;
  for (let round = 1; pending?.length; round++) {
    if (round > UNPROCESSED_ROUNDS) throw new Error(`${pending.length} ${what} were left unprocessed`);
    if (round > 1) await pause(Math.random() * 20 * 2 ** round);
    pending = await send(pending);
  }
}

export function createRawItems({ client, tableName }: TableAccess) {
  return {
    /** One item by key; read strongly consistent unless told otherwise. */
    async getItem(key: ItemKey, { consistent = true }: { consistent?: boolean } = {}): Promise<Item | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: key, ConsistentRead: consistent ? true : undefined }),
      );
      return Item;
    },

    /**
     * Items by key, keyed by `itemKey`: one BatchGetItem per 100 distinct keys, sent together, each sending again
     * what DynamoDB leaves unprocessed. Strongly consistent unless told otherwise; `projection` reads only those
     * top-level attributes (with the keys, `id` and `deletedAt`).
     */
    async getItems(
      keys: readonly ItemKey[],
      { consistent = true, projection }: { consistent?: boolean; projection?: readonly string[] } = {},
    ): Promise<Map<string, Item>> {
      const distinct = [...new Map(keys.map((key) => [itemKey(key), key])).values()];
      const shape = projection && projectionOf(projection);
      const found = new Map<string, Item>();
      const readChunk = (chunk: Item[]) =>
        untilProcessed(chunk, 'batched reads', async (pending) => {
          const result: BatchGetCommandOutput = await client.send(
            new BatchGetCommand({
              RequestItems: { [tableName]: { Keys: pending, ConsistentRead: consistent ? true : undefined, ...shape } },
            }),
          );
          for (const item of result.Responses?.[tableName] ?? []) found.set(itemKey(item), item);
          return result.UnprocessedKeys?.[tableName]?.Keys;
        });
      await Promise.all(chunksOf(distinct, BATCH_GET_LIMIT).map(readChunk));
      return found;
    },

    /**
     * Puts items that are no records (each with its keys) and deletes items by key, in batches of at most 25 sent
     * together, each sending again what DynamoDB leaves unprocessed (it does when throttled) until it has taken every
     * one. A key may appear once in all.
     */
    async writeItems({ puts = [], deletes = [] }: { puts?: readonly Item[]; deletes?: readonly ItemKey[] }) {
      const requests: BatchWriteRequests = [
        ...puts.map((Item) => ({ PutRequest: { Item } })),
        ...deletes.map((Key) => ({ DeleteRequest: { Key } })),
      ];
      const writeChunk = (chunk: BatchWriteRequests) =>
        untilProcessed(chunk, 'batched writes', async (pending) => {
          const result: BatchWriteCommandOutput = await client.send(
            new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
          );
          return result.UnprocessedItems?.[tableName];
        });
      await Promise.all(chunksOf(requests, BATCH_WRITE_LIMIT).map(writeChunk));
    },
  };
}

export type RawItems = ReturnType<typeof createRawItems>;
