// The shape of a labelled note in the reasoning sets: a text and the intent a careful reader gives it.
import type { Intent } from '../../lib/reasoning/decision.js';

export interface LabelledNote {
  text: string;
  intent: Intent;
}

/** An evaluation case: for an out-of-office notice with a return date, the day expected and what it is relative to. */
export interface EvaluationNote extends LabelledNote {
  /** The day the person is back (YYYY-MM-DD), resolved against `writtenAt` in `timeZone`. */
  resumeOn?: string;
  writtenAt?: string;
  timeZone?: string;
}
