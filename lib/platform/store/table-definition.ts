// The single DynamoDB table: key names, generic sort/filter indexes and the TTL attribute, declared once for CDK, local runtime and tests.

/** A generic global secondary index; resource definitions map their indexed fields onto these slots. */
export interface IndexSpec {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export const INDEX_SLOTS = 8;

/**
 * What each index slot carries besides the keys: a record is written into up to eight slots, and a slot that copied
 * the whole record would cost a write unit per kilobyte of it on every change; with keys only, a change that moves
 * no key writes nothing to the slot. `deletedAt` keeps the not-deleted filter exact on the index; the records a read
 * lists are fetched from the table (lib/platform/store/record-pages.ts).
 */
export const INDEX_ATTRIBUTES = ['id', 'deletedAt'] as const;

export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Epoch seconds after which DynamoDB deletes the item (events, rate-limit counters, login codes). */
  ttlAttribute: 'expiresAtEpoch',
  indexes: Array.from(
    { length: INDEX_SLOTS },
    (_, i): IndexSpec => ({
      name: `GSI${i + 1}`,
      partitionKey: `GSI${i + 1}PK`,
      sortKey: `GSI${i + 1}SK`,
    }),
  ),
} as const;

/** Name of the table when none is configured (local runtime). */
export const DEFAULT_TABLE_NAME = 'outreach';
