// The note reasoner: consumes the note-reasoning queue.
import type { FunctionServing } from '../function-spec.js';

export const noteReasonerFunction = {
  routes: [],
  build: () => import('../handlers/note-reasoner.js'),
} satisfies FunctionServing;
