// Updates a record together with a named event (`email.opened`, `contact.unsubscribed`) in the record's transaction.
import { eventEntity, namedEventFields } from '../../platform/store/event-log.js';
import type { EntityType } from '../../platform/store/entity.js';
import { WriteRaceError } from '../../platform/store/errors.js';
import type { StoredRecord, WriteContext } from '../../platform/store/records.js';
import type { Store, TransactItem } from '../../platform/store/store.js';

/**
 * Applies `change` to the live record and writes, in one transaction, the record (with its usual `<object>.updated`
 * event) and an event of type `type` about it. `change` returns undefined when there is nothing to do (the email was
 * already opened), which makes repeats write nothing. A concurrent write makes it read again. Returns the record as
 * written, or undefined when the record is missing or nothing changed.
 */
export async function updateWithEvent<R extends StoredRecord>(
  store: Store,
  entity: EntityType<R>,
  ctx: WriteContext,
  id: string,
  type: string,
  change: (current: R) => Record<string, unknown> | undefined,
  /** More items to write in the same transaction, from the record as written (a contact's activity, say). */
  alongside: (record: R) => TransactItem[] = () => [],
): Promise<R | undefined> {
  for (let attempt = 1; ; attempt++) {
    const current = await store.getVersioned(entity, ctx.org, id);
    if (!current) return undefined;
    const patch = change(current.record);
    if (!patch) return undefined;
    const { record, items } = store.updateItems(entity, ctx, current, patch);
    const event = store.createItems(
      eventEntity,
      ctx,
      namedEventFields(type, entity, id, Object.keys(patch).sort(), ctx),
    );
    try {
      await store.commit([...items, ...event.items, ...alongside(record)]);
      return record;
    } catch (error) {
      if (!(error instanceof WriteRaceError) || attempt >= 5) throw error;
    }
  }
}
