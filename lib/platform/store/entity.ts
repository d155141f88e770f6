// What the store needs to know of a record type: its name, id prefix, unique fields, index slots and search fields.
import type { Companions, ItemType } from './item-type.js';
import type { StoredRecord } from './records.js';
import type { IndexedFieldType } from './sort-key-encoding.js';

/** A field a unique constraint or an index reads; dotted paths reach nested values (`customProperties.tier`). */
interface FieldRef {
  field: string;
  type: IndexedFieldType;
}

/**
 * Maps one generic index slot to an order: records are partitioned by organization and type, optionally also by the
 * value of `partitionBy` (so that `status = X ordered by updatedAt` is one key range), and sorted by `sortBy` then id.
 */
export interface IndexMapping {
  slot: number;
  sortBy: FieldRef;
  partitionBy?: FieldRef;
  /**
   * A record whose `sortBy` is null has no entry in the slot, which then serves only reads that leave nulls out (an
   * equality on a value, a prefix, a range): a reference most records lack costs them no index write.
   */
  sparse?: boolean;
}

export interface UniqueConstraint {
  field: string;
  /** Further fields that make the value unique together with `field` (a property's name per target). */
  with?: readonly string[];
  /** `organization`: unique within one organization; `global`: unique across the service (a user's email, a key's hash). */
  scope: 'organization' | 'global';
  /** Normalises the value before comparing (lower-casing an email, say). */
  normalize?: (value: string) => string;
  /**
   * Held only while a field has this value (a connection's address across the service while it is CONNECTED); a record
   * in any other state holds nothing under the constraint.
   */
  while?: { field: string; equals: string };
}

/**
 * A record type as the store knows it. `R` is the type of its records (a family's `RecordOf<F>`), which the store's
 * reads and writes return, as ElectroDB infers an item's type from its entity.
 */
export interface EntityType<R extends StoredRecord = StoredRecord> {
  /** The record's `object` name: `contact`. */
  object: string;
  /** Id prefix without the underscore: `con`. */
  idPrefix: string;
  unique?: readonly UniqueConstraint[];
  indexes?: readonly IndexMapping[];
  /** Fields whose words the case-insensitive `query` search looks in (lib/platform/store/search-words.ts). */
  searchFields?: readonly string[];
  /** Whether the words of the search fields are indexed as token items beside each record (lib/platform/store/index-items.ts). */
  searchIndexed?: boolean;
  /** Array fields whose values list each record in a partition per value, for has, hasSome and hasEvery. */
  memberships?: readonly string[];
  /**
   * Fields (scalar or array) whose values are counted, besides those an index partitions by: a count filtered to one
   * value reads its tally instead of the records (lib/platform/store/tallies.ts).
   */
  tallied?: readonly string[];
  /**
   * Named tallies a record counts in besides its fields' (a campaign's statistics, say): +1 in the write that makes it
   * enter one, −1 in the one that makes it leave, so that a count is exact the moment the record is written.
   */
  countedIn?(record: R): readonly string[];
  /** Days a record lives before DynamoDB's TTL removes it (events, counters); forever when absent. */
  retentionDays?: number;
  /**
   * Records are never changed after they are created (the event log): updatedAt stays createdAt, so an order by it is
   * id order, which the table's own partition serves without an index slot.
   */
  appendOnly?: boolean;
  /** Whether writes to this type append to the event log (the event log itself does not). */
  logged?: boolean;
  /** Declared items that live beside a record and change in its own transactions (see Companions). */
  companionItems?: readonly Companions<ItemType, R>[];
  /** Carries `R` for the compiler only: no entity sets it. */
  readonly recordType?: R;
}
