// Expiring claims on a key (an Idempotency-Key, a request body), taken in a transaction only while free or expired.
import { itemKey } from './item-mapping.js';
import type { ItemKey } from './keys.js';
import type { RawItems } from './raw-items.js';
import type { Item, TableAccess, TransactItem } from './table-access.js';
import { tableDefinition } from './table-definition.js';

export function createClaims({ tableName }: TableAccess, raw: RawItems) {
  const ttl = tableDefinition.ttlAttribute;
  return {
    /** The transaction item that takes a claim holding `holder` until `expiresAtEpoch`, unless a live one holds it. */
    takeItem(key: ItemKey, holder: Item, expiresAtEpoch: number, nowEpoch: number): TransactItem {
      return {
        Put: {
          TableName: tableName,
          Item: { ...key, ...holder, [ttl]: expiresAtEpoch },
          // TTL deletes expired items some time later; until then an expired claim counts as free.
          ConditionExpression: 'attribute_not_exists(PK) OR #ttl < :now',
          ExpressionAttributeNames: { '#ttl': ttl },
          ExpressionAttributeValues: { ':now': nowEpoch },
        },
      };
    },

    /** The transaction item that frees a claim. */
    releaseItem(key: ItemKey): TransactItem {
      return { Delete: { TableName: tableName, Key: key } };
    },

    /** The claims among `keys` that have not expired at `nowEpoch`, read strongly consistent; keyed by `itemKey`. */
    async held(keys: readonly ItemKey[], nowEpoch: number): Promise<Map<string, Item>> {
      const found = await raw.getItems(keys);
      return new Map(
        keys.flatMap((key) => {
          const item = found.get(itemKey(key));
          return item && Number(item[ttl]) >= nowEpoch ? [[itemKey(key), item] as const] : [];
        }),
      );
    },
  };
}
