// Remembers where a page showed records in an order (a day long), so that a cursor resumes there after a move.
import * as v from 'valibot';
import type { EntityType } from '../store/entity.js';
import { defineItem, part } from '../store/item-type.js';
import type { Store } from '../store/store.js';
import type { TableUse } from '../store/table-use.js';

/** How long a page's cursor positions are remembered. */
const CURSOR_POSITION_SECONDS = 24 * 3600;

/** Where a page last showed a record in one order of one type (`orderPath`): the sort key it stood at. */
export const cursorPositions = defineItem({
  name: 'cursor position',
  partition: ['CURSOR', part('org'), part('object'), part('orderPath')],
  sort: [part('id')],
  attributes: v.object({ position: v.string() }),
  expires: true,
});

/** Remembers the sort keys (`key`) a page showed records at, in the order `orderPath`. At most 25 entries. */
export async function rememberPositions(
  store: Pick<Store, 'items'>,
  entity: EntityType,
  org: string,
  orderPath: string,
  entries: ReadonlyArray<{ id: string; key: string }>,
  now = new Date(),
): Promise<void> {
  if (entries.length === 0) return;
  const expiresAt = Math.floor(now.getTime() / 1000) + CURSOR_POSITION_SECONDS;
  await store.items(cursorPositions).putMany(
    entries.map(({ id, key }) => ({
      key: { org, object: entity.object, orderPath, id },
      attributes: { position: key },
      expiresAt,
    })),
  );
}

/** Where a record stood when a page last showed it in this order, if a page did within the last day. */
export async function recallPosition(
  store: Pick<Store, 'items'>,
  entity: EntityType,
  org: string,
  orderPath: string,
  id: string,
  now = new Date(),
): Promise<string | undefined> {
  const found = await store.items(cursorPositions).get({ org, object: entity.object, orderPath, id }, { liveAt: now });
  return found?.position;
}

/** What a list in a movable order does to the table besides its records: recalls a cursor's position, remembers a page's. */
export const cursorPositionsUse: TableUse = { items: cursorPositions, may: ['get', 'putMany'] };
