// What the generic engine does to the table when it serves any family: the store operations behind its reads, lists, counts and writes.
import { cursorPositionsUse } from '../query/cursor-positions.js';
import type { TableUse } from '../store/table-use.js';

/**
 * Reads records by key (one, a batch, a unique value, the holders of unique values), lists and counts them through
 * the table and the indexes (remembering cursor positions), and writes them in transactions with everything that
 * follows a record: its event, guards, companions, tallies and index items. Hooks may write any family, so any it is.
 */
export const engineTableUse: readonly TableUse[] = [
  { records: 'any', may: ['get', 'getMany', 'list', 'write', 'findUnique', 'uniqueHolders'] },
  cursorPositionsUse,
];
