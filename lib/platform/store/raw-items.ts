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
      const chunks = Array.from({ length: Math.ceil(distinct.length / BATCH_GET_LIMIT) }, (_, i) =>
        distinct.slice(i * BATCH_GET_LIMIT, (i + 1) * BATCH_GET_LIMIT),
      );
      await Promise.all(chunks.map(readChunk));
      return found;
    },

    /**
     * Writes items that are no records (each with its keys) in one batch of at most 25, sending again what DynamoDB
     * leaves unprocessed (it does when throttled) until it has taken every one.
     */
    async putItems(items: readonly Item[]): Promise<void> {
      const requests: BatchWriteRequests = items.map((Item) => ({ PutRequest: { Item } }));
      await untilProcessed(requests, 'batched puts', async (pending) => {
        const result: BatchWriteCommandOutput = await client.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
        );
        return result.UnprocessedItems?.[tableName];
      });
    },
  };
}

export type RawItems = ReturnType<typeof createRawItems>;
