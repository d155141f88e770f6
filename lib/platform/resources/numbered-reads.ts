// A numbered family's records read by number (a generation by its sequence): one query of the index sorting by it.
import type { EntityType } from '../store/entity.js';
import { valueEquals } from '../store/page-query.js';
import type { StoredRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import type { Resource } from './define.js';

/**
 * The index slot to read `id` in when it is a record's number for this family: a positive integer without leading
 * zeros that a JSON number keeps exactly (a larger one would round to another record's). Undefined: `id` is an id.
 */
export function numberSlotFor(resource: Resource, id: string): number | undefined {
  return /^[1-9]\d*$/.test(id) && Number.isSafeInteger(Number(id)) ? resource.numberSlot : undefined;
}

/** The live record with `number` in the slot that sorts by the numbers, which are unique: one item at most. */
export async function recordNumbered<R extends StoredRecord>(
  store: Store,
  entity: EntityType<R>,
  org: string,
  slot: number,
  number: number,
): Promise<R | undefined> {
  const { items } = await store.queryPage({
    entity,
    org,
    index: { slot },
    keyCondition: valueEquals('number', number),
    direction: 'asc',
    limit: 1,
  });
  return items[0];
}
