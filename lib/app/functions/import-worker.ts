// The import worker: consumes the import-rows queue.
import type { FunctionServing } from '../function-spec.js';

export const importWorkerFunction = {
  routes: [],
  build: () => import('../handlers/import-worker.js'),
} satisfies FunctionServing;
