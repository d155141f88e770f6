// Remembers where a page showed records in an order (a day long), so that a cursor resumes there after a move.
import type { EntityType } from '../store/entity.js';
import { cursorPositionKey } from '../store/keys.js';
import type { Store } from '../store/store.js';
import { tableDefinition } from '../store/table-definition.js';

/** How long a page's cursor positions are remembered. */
const CURSOR_POSITION_SECONDS = 24 * 3600;

/** Remembers the sort keys (`key`) a page showed records at, in the order `orderPath`. At most 25 entries. */
export async function rememberPositions(
  store: Pick<Store, 'putItems'>,
  entity: EntityType,
  org: string,
  orderPath: string,
  entries: ReadonlyArray<{ id: string; key: string }>,
  now = new Date(),
): Promise<void> {
  if (entries.length === 0) return;
  const expires = Math.floor(now.getTime() / 1000) + CURSOR_POSITION_SECONDS;
  await store.putItems(
    entries.map(({ id, key }) => ({
      ...cursorPositionKey(org, entity.object, orderPath, id),
      position: key,
      [tableDefinition.ttlAttribute]: expires,
    })),
  );
}

/** Where a record stood when a page last showed it in this order, if a page did within the last day. */
export async function recallPosition(
  store: Pick<Store, 'getItem'>,
  entity: EntityType,
  org: string,
  orderPath: string,
  id: string,
  now = new Date(),
): Promise<string | undefined> {
  const item = await store.getItem(cursorPositionKey(org, entity.object, orderPath, id));
  return item && Number(item[tableDefinition.ttlAttribute]) > now.getTime() / 1000 ? String(item.position) : undefined;
}
