// What moving an import (import-lifecycle.ts) and taking rows in batches (row-batch.ts) are granted: apart from them, which the imports family reaches through its rows action.
import type { TableUse } from '../../platform/store/table-use.js';
import { importRows } from '../import-rows.js';
import { imports } from '../imports.js';
import { importRowsScope, rowMarkers } from './row-markers.js';

/**
 * Moving an import: reads it and changes its status and total (with its events and status tally: no guard or index
 * item, so that the public intake cannot touch the import's id guard), reads its rows' tallies, checks the taken one.
 */
export const importLifecycleUse: readonly TableUse[] = [
  { records: [imports.entity], may: ['get', 'change'] },
  { tallies: importRowsScope('*'), may: ['read', 'check'] },
];

/** Taking rows in transactions (a file's, a batch's): each row with its marker and counts, and moving the import. */
export const rowBatchTableUse: readonly TableUse[] = [
  { records: [importRows.entity], may: ['write'] },
  { items: rowMarkers, may: ['transactPut'] },
  { tallies: importRowsScope('*'), may: ['add'] },
  ...importLifecycleUse,
];
