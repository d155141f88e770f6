// Lambda entry of the import-worker function; lib/app/function-table.ts says what it serves and how it is built.
import { buildHandler } from '../lib/app/build-handler.js';
import { importWorkerFunction } from '../lib/app/functions/import-worker.js';

export const handler = await buildHandler(importWorkerFunction);
