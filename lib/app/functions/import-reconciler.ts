// The import reconciler, run on a schedule: queues again the import rows whose messages were lost.
import type { FunctionServing } from '../function-spec.js';

export const importReconcilerFunction = {
  routes: [],
  build: () => import('../handlers/import-reconciler.js'),
} satisfies FunctionServing;
