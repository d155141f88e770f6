// A batch's row ids computed again from its first: consecutive, sorting in the batch's order, never carrying into the time.
import { decodeTime } from 'ulid';
import { nextRowId, rowIdsFrom } from '../../../lib/imports/rows/row-batch.js';

const ulidOf = (rowId: string) => rowId.slice(rowId.indexOf('_') + 1);

it('gives a batch ids that sort in its order, the same each time from the same first', () => {
  const first = nextRowId();
  const ids = rowIdsFrom(first, 1000);
  expect(new Set(ids).size).toBe(1000);
  expect([...ids].sort()).toEqual(ids);
  expect(rowIdsFrom(first, 1000)).toEqual(ids);
  expect(ids.every((id) => id.startsWith('row_') && ulidOf(id).length === 26)).toBe(true);
  expect(ids.every((id) => decodeTime(ulidOf(id)) === decodeTime(ulidOf(first)))).toBe(true);
});

it('never carries into the time, even from the largest random part', () => {
  const first = `row_01JZ000000${'Z'.repeat(16)}`;
  const ids = rowIdsFrom(first, 1000);
  expect(ids.every((id) => id.slice(0, 14) === first.slice(0, 14))).toBe(true);
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(ids).size).toBe(1000);
});
