// What reasoning over a note decides, as one valibot schema that every reasoner's output is validated against.
import * as v from 'valibot';
import { INTENTS } from './note-intents.js';

export { INTENTS, type Intent } from './note-intents.js';

export const ACTION_TYPES = [
  'REPLY',
  'FOLLOW_UP',
  'BOOK_MEETING',
  'PAUSE_SEQUENCE',
  'STOP_SEQUENCE',
  'CREATE_CONTACT',
  'NONE',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Longest note text reasoned over: a note's body is bounded to it at the edge. */
export { MAX_STRING as MAX_NOTE_CHARACTERS } from '../platform/schemas/common.js';

const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-12-01'),
  v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date'),
);

const actionSchema = v.strictObject({
  type: v.picklist(ACTION_TYPES),
  /** PAUSE_SEQUENCE: the day the person is back (an out-of-office return date), in the organization's zone. */
  resumeOn: v.optional(isoDate),
  /** FOLLOW_UP: days to wait ("not now, try in two months": 60). */
  delayDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(730))),
  /** CREATE_CONTACT: the person the note refers to. */
  referral: v.optional(
    v.strictObject({
      name: v.nullable(v.pipe(v.string(), v.maxLength(200))),
      email: v.nullable(v.pipe(v.string(), v.email(), v.maxLength(320))),
    }),
  ),
});

/** A span of the note's text the decision relied on: [start, end) in UTF-16 code units, and the text there. */
const evidenceSchema = v.strictObject({
  text: v.pipe(v.string(), v.maxLength(500)),
  start: v.pipe(v.number(), v.integer(), v.minValue(0)),
  end: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The decision a reasoner answers; validated whichever reasoner produced it, never repaired or guessed. */
export const decisionSchema = v.strictObject({
  intent: v.picklist(INTENTS),
  action: actionSchema,
  confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  rationale: v.pipe(v.string(), v.maxLength(1000)),
  evidence: v.pipe(v.array(evidenceSchema), v.maxLength(10)),
});
export type Decision = v.InferOutput<typeof decisionSchema>;

/** The reasoning a note carries once its worker ran (null while pending), as the clarifications give it. */
export const noteReasoningSchema = v.looseObject({
  ...v.partial(decisionSchema).entries,
  status: v.picklist(['DONE', 'SKIPPED', 'FAILED']),
  requiresReview: v.boolean(),
  generationId: v.nullable(v.string()),
  fineTuningId: v.nullable(v.string()),
  /** Why it FAILED (a reasoner error, an output that did not validate). */
  reason: v.optional(v.string()),
  /** The model that answered: the local reasoner's name when it stood in for the model. */
  model: v.optional(v.string()),
  /** Why the local reasoner stood in for the model (the month's token budget was spent); null when it did not. */
  modelFallback: v.optional(v.nullable(v.string())),
});
