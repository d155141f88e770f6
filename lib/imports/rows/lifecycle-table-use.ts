// What moving an import (import-lifecycle.ts) and taking rows in batches (row-batch.ts) are granted: apart from them, which the imports family reaches through its rows action.
import type { TableUse } from '../../platform/store/table-use.js';
import { importRows } from '../import-rows.js';
import { imports } from '../imports.js';
import { importRowsScope, rowMarkers } from './row-markers.js';

/** Moving an import: reads and writes the import (with its events), reads its rows' tallies, checks the taken one. */
export const importLifecycleUse: readonly TableUse[] = [
  { records: [imports.entity], may: ['get', 'write'] },
  { tallies: importRowsScope('*'), may: ['read', 'check'] },
];

/** Taking a batch: puts each row by itself, its marker and counts in transactions, and moves the import. */
export const rowBatchTableUse: readonly TableUse[] = [
  { records: [importRows.entity], may: ['write', 'writeOne'] },
  { items: rowMarkers, may: ['transactPut'] },
  { tallies: importRowsScope('*'), may: ['add'] },
  ...importLifecycleUse,
];
