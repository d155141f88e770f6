// Rows' transactions sent together go as one; a group the table refuses is sent again writer by writer, each meeting its own outcome.
import { createCommitGroup } from '../../../lib/imports/rows/commit-group.js';
import type { TransactItem } from '../../../lib/platform/store/store.js';

const put = (id: string): TransactItem => ({ Put: { TableName: 't', Item: { PK: 'P', SK: id } } });
const ids = (items: TransactItem[]) => items.map((item) => String(item.Put?.Item?.SK));

/** A table that records each transaction and refuses any that holds an item named in `refused`. */
function fakeTable(refused: string[] = []) {
  const sent: string[][] = [];
  return {
    sent,
    commit: async (items: TransactItem[]) => {
      sent.push(ids(items));
      const bad = ids(items).find((id) => refused.includes(id));
      if (bad) throw new Error(`refused ${bad}`);
    },
  };
}

test('transactions sent within the window go as one, and each writer hears it was written', async () => {
  const table = fakeTable();
  const commit = createCommitGroup(table, { windowMs: 5 });
  await Promise.all([commit([put('a1'), put('a2')]), commit([put('b1')]), commit([put('c1')])]);
  expect(table.sent).toEqual([['a1', 'a2', 'b1', 'c1']]);
  // A writer alone is sent alone, after the window.
  await commit([put('d1')]);
  expect(table.sent.at(-1)).toEqual(['d1']);
});

test('a refused group is sent again writer by writer: only the writer whose item failed hears of it', async () => {
  const table = fakeTable(['b1']);
  const commit = createCommitGroup(table, { windowMs: 5 });
  const outcomes = await Promise.allSettled([commit([put('a1')]), commit([put('b1')]), commit([put('c1')])]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(outcomes[1]).toMatchObject({ reason: new Error('refused b1') });
  expect(table.sent).toEqual([['a1', 'b1', 'c1'], ['a1'], ['b1'], ['c1']]);
});

test('a group stops short of 100 items: the writer that would pass it starts the next group', async () => {
  const table = fakeTable();
  const commit = createCommitGroup(table, { windowMs: 5 });
  const sixty = (prefix: string) => Array.from({ length: 60 }, (_, i) => put(`${prefix}${i}`));
  await Promise.all([commit(sixty('a')), commit(sixty('b')), commit([put('c')])]);
  expect(table.sent.map((group) => group.length)).toEqual([60, 61]);
});
