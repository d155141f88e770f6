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
import type { Item, TableAccess } from './table-access.js';

type BatchWriteRequests = NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string];

/** Rounds of unprocessed puts sent again, with a growing pause, before the write is given up as failed. */
const UNPROCESSED_ROUNDS = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRawItems({ client, tableName }: TableAccess) {
  return {
    /** One item by key; read strongly consistent unless told otherwise. */
    async getItem(key: ItemKey, { consistent = true }: { consistent?: boolean } = {}): Promise<Item | undefined> {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: key, ConsistentRead: consistent ? true : undefined }),
      );
      return Item;
    },

    /** Items by key, read strongly consistent in one round trip (at most 100 keys); keyed by `itemKey`. */
    async getItems(keys: readonly ItemKey[]): Promise<Map<string, Item>> {
      const found = new Map<string, Item>();
      let pending: Item[] | undefined = [...new Map(keys.map((key) => [itemKey(key), key])).values()];
      while (pending?.length) {
        const result: BatchGetCommandOutput = await client.send(
          new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ConsistentRead: true } } }),
        );
        for (const item of result.Responses?.[tableName] ?? []) found.set(itemKey(item), item);
        pending = result.UnprocessedKeys?.[tableName]?.Keys;
      }
      return found;
    },

    /**
     * Writes items that are no records (each with its keys) in one batch of at most 25, sending again what DynamoDB
     * leaves unprocessed (it does when throttled) until it has taken every one.
     */
    async putItems(items: readonly Item[]): Promise<void> {
      let requests: BatchWriteRequests | undefined = items.map((Item) => ({ PutRequest: { Item } }));
      for (let round = 1; requests?.length; round++) {
        if (round > UNPROCESSED_ROUNDS) throw new Error(`${requests.length} batched puts were left unprocessed`);
        if (round > 1) await pause(Math.random() * 20 * 2 ** round);
        const result: BatchWriteCommandOutput = await client.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
        );
        requests = result.UnprocessedItems?.[tableName];
      }
    },
  };
}

export type RawItems = ReturnType<typeof createRawItems>;
