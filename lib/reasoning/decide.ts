// From a model's output to a note's reasoning under the NOTES settings, and from that reasoning to what it changes.
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { type ActionType, type Decision, decisionSchema, noteReasoningSchema } from './decision.js';
import type { NoteSettings } from './reasoner.js';

/** What a reasoning changes: a task proposing a step, or a step applied to the contact and its campaign contacts. */
export type Effect =
  | { kind: 'task'; title: string; description: string }
  | { kind: 'unsubscribe' }
  | { kind: 'stop' }
  | { kind: 'pause'; until: string }
  | { kind: 'create-contact'; name: string | null; email: string | null };

/** A reasoning as notes carry it, with whether its action was applied (so a redelivery applies it again, alike). */
export const storedReasoningSchema = v.looseObject({
  ...noteReasoningSchema.entries,
  applied: v.optional(v.boolean()),
});
export type StoredReasoning = v.InferOutput<typeof storedReasoningSchema>;

const ACTION_WORDS: Record<ActionType, string> = {
  REPLY: 'Reply',
  FOLLOW_UP: 'Follow up',
  BOOK_MEETING: 'Book a meeting',
  PAUSE_SEQUENCE: 'Pause the sequence',
  STOP_SEQUENCE: 'Stop the sequence',
  CREATE_CONTACT: 'Add the referred contact',
  NONE: 'Nothing to do',
};

/** Whether AUTO can apply this action by itself (a reply or an open-ended follow-up needs a person). */
function applicable({ type, resumeOn, delayDays, referral }: Decision['action']): boolean {
  if (type === 'STOP_SEQUENCE' || type === 'BOOK_MEETING') return true;
  if (type === 'PAUSE_SEQUENCE') return !!resumeOn;
  if (type === 'FOLLOW_UP') return !!delayDays;
  if (type === 'CREATE_CONTACT') return !!(referral?.email || referral?.name);
  return false;
}

/**
 * The reasoning of a model's `output` under `settings`: FAILED with the reason when it does not validate (never
 * repaired or guessed); otherwise DONE, for review below minConfidence, and applied when the mode and confidence
 * allow it (an unsubscribe in every mode but OFF, another action in AUTO only).
 */
export function reasoningOf(output: unknown, settings: NoteSettings, generationId: string | null): StoredReasoning {
  const ids = { generationId, fineTuningId: settings.fineTuningId };
  const parsed = v.safeParse(decisionSchema, output);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'} ${issue.message}`).join('; ');
    return {
      status: 'FAILED',
      reason: `The model's answer is not a valid decision: ${issues}`,
      requiresReview: true,
      ...ids,
    };
  }
  const decision = parsed.output;
  const confident = decision.confidence >= settings.minConfidence;
  const applied =
    confident && (decision.intent === 'UNSUBSCRIBE' || (settings.mode === 'AUTO' && applicable(decision.action)));
  return { status: 'DONE', ...decision, requiresReview: !confident, applied, ...ids };
}

/** The reasoning of a note under settings whose mode is OFF: nothing reasoned, nothing written but this. */
export const skippedReasoning = (settings: NoteSettings): StoredReasoning => ({
  status: 'SKIPPED',
  requiresReview: false,
  generationId: null,
  fineTuningId: settings.fineTuningId,
});

/**
 * What the reasoning changes: an applied unsubscribe or action, else a task that proposes the action (none for
 * NONE). `timeZone` reads a return date; a follow-up's days count from when the note was written, so that the same
 * reasoning always changes the same.
 */
export function effectsOf(
  reasoning: StoredReasoning,
  { writtenAt, timeZone }: { writtenAt: Date; timeZone: string },
): Effect[] {
  if (reasoning.status !== 'DONE' || !reasoning.action) return [];
  const { action, intent } = reasoning;
  if (intent === 'UNSUBSCRIBE' && reasoning.applied) return [{ kind: 'unsubscribe' }];
  if (!reasoning.applied)
    return action.type === 'NONE'
      ? []
      : [{ kind: 'task', title: `Suggested: ${ACTION_WORDS[action.type]}`, description: describe(reasoning) }];
  switch (action.type) {
    case 'BOOK_MEETING':
      return [{ kind: 'stop' }, { kind: 'task', title: ACTION_WORDS.BOOK_MEETING, description: describe(reasoning) }];
    case 'PAUSE_SEQUENCE': {
      const until = DateTime.fromISO(action.resumeOn!, { zone: timeZone }).startOf('day');
      return [{ kind: 'pause', until: until.toUTC().toISO()! }];
    }
    case 'FOLLOW_UP':
      return [{ kind: 'pause', until: new Date(writtenAt.getTime() + action.delayDays! * 86_400_000).toISOString() }];
    case 'CREATE_CONTACT':
      return [{ kind: 'create-contact', name: action.referral?.name ?? null, email: action.referral?.email ?? null }];
    default:
      return [{ kind: 'stop' }];
  }
}

/** A task's description: the intent, the rationale and the evidence, for the person who acts on it. */
function describe(reasoning: StoredReasoning): string {
  const evidence = (reasoning.evidence ?? []).map((span) => `"${span.text}"`).join(', ');
  const confidence = Math.round((reasoning.confidence ?? 0) * 100);
  return `${reasoning.intent} (${confidence}% confident): ${reasoning.rationale ?? ''}${evidence ? ` Evidence: ${evidence}.` : ''}`;
}
