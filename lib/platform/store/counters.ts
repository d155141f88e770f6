// Counters that hold across Lambda instances, on declared item types: a fixed-window request count, a sequence and a GCRA token bucket.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './errors.js';
import type { ItemType, KeyOf } from './item-type.js';
import { itemKeyOf } from './keys.js';
import type { TableAccess } from './table-access.js';
import { tableDefinition } from './table-definition.js';

/** One take from a GCRA bucket: the emission interval T, the tolerance tau = T × (burst − 1), all in epoch ms. */
export interface BucketTake {
  nowMs: number;
  intervalMs: number;
  toleranceMs: number;
  /** When TTL may remove the bucket: once it is certainly full again. */
  expiresAtEpoch: number;
}

/**
 * DynamoDB sums tat in decimal while JS rounds now + tau to a float (about 0.0002 ms apart at today's epoch), so when T
 * is not a whole number of ms the last request of a burst can land just past the tolerance; it gets this much slack
 * (capped at T/2, so it can never let in a request a whole interval early).
 */
const EPSILON_MS = 0.001;

export function createCounters({ client, tableName }: TableAccess) {
  /** A conditional update; false when its condition failed. */
  async function updateIf(input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>): Promise<boolean> {
    try {
      await client.send(new UpdateCommand({ TableName: tableName, ...input }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    /**
     * Adds `amount` (one by default) to a window's count (an UpdateItem) and answers the count so far; the item
     * expires (TTL) at `expiresAtEpoch`.
     */
    async countInWindow<T extends ItemType>(
      type: T,
      key: KeyOf<T>,
      expiresAtEpoch: number,
      amount = 1,
    ): Promise<number> {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: itemKeyOf(type, key),
          UpdateExpression: 'ADD #count :amount SET #ttl = if_not_exists(#ttl, :expires)',
          ExpressionAttributeNames: { '#count': 'count', '#ttl': tableDefinition.ttlAttribute },
          // The item is of no use once its window is over; TTL removes it some time after.
          ExpressionAttributeValues: { ':amount': amount, ':expires': expiresAtEpoch },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      const count = Number(Attributes?.count);
      if (!Number.isFinite(count)) throw new Error('The rate-limit counter update returned no count');
      return count;
    },

    /** The next number of a sequence (1 first): one atomic UpdateItem, so concurrent writers never get the same one. */
    async next<T extends ItemType>(type: T, key: KeyOf<T>): Promise<number> {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: itemKeyOf(type, key),
          UpdateExpression: 'ADD #value :one',
          ExpressionAttributeNames: { '#value': 'value' },
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.value);
    },

    /** A window's count so far without adding to it (0 when nothing was counted); an eventually consistent GetItem. */
    async readCount<T extends ItemType>(type: T, key: KeyOf<T>): Promise<number> {
      const { Item } = await client.send(new GetCommand({ TableName: tableName, Key: itemKeyOf(type, key) }));
      return Number(Item?.count ?? 0);
    },

    /**
     * Takes a token from a GCRA bucket whose item stores the theoretical arrival time `tat`: at most two conditional
     * UpdateItems and no read, so concurrent instances cannot both spend one token. False when the bucket is empty.
     */
    async takeFromBucket<T extends ItemType>(
      type: T,
      bucket: KeyOf<T>,
      { nowMs, intervalMs, toleranceMs, expiresAtEpoch }: BucketTake,
    ) {
      const key = itemKeyOf(type, bucket);
      const names = { '#tat': 'tat', '#expires': tableDefinition.ttlAttribute };
      // An idle (or new) bucket: the request is allowed and the next one is due T from now.
      const idle = await updateIf({
        Key: key,
        UpdateExpression: 'SET #tat = :nowPlusT, #expires = :expires',
        ConditionExpression: 'attribute_not_exists(#tat) OR #tat < :now',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':nowPlusT': nowMs + intervalMs, ':now': nowMs, ':expires': expiresAtEpoch },
      });
      if (idle) return true;
      // A busy bucket: allowed while the backlog stays within the tolerance; tat is moved on by T in place.
      return updateIf({
        Key: key,
        UpdateExpression: 'SET #tat = #tat + :T, #expires = :expires',
        ConditionExpression: '#tat <= :nowPlusTau',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ':T': intervalMs,
          ':nowPlusTau': nowMs + toleranceMs + Math.min(EPSILON_MS, intervalMs / 2),
          ':expires': expiresAtEpoch,
        },
      });
    },

    /**
     * Gives one token back to a GCRA bucket (tat moves back by T): a request that took it was refused for a reason of
     * the service's own. Moving tat below now only leaves the bucket full, as a take starts from the later of the two.
     */
    async giveBackToBucket<T extends ItemType>(type: T, bucket: KeyOf<T>, intervalMs: number): Promise<void> {
      await updateIf({
        Key: itemKeyOf(type, bucket),
        UpdateExpression: 'SET #tat = #tat - :T',
        // A bucket TTL removed since is full already: nothing to give back to.
        ConditionExpression: 'attribute_exists(#tat)',
        ExpressionAttributeNames: { '#tat': 'tat' },
        ExpressionAttributeValues: { ':T': intervalMs },
      });
    },
  };
}
