// From a model's output to a note's reasoning under the NOTES settings, and from the reasoning to what it changes.
import { effectsOf, reasoningOf, skippedReasoning } from '../../../lib/reasoning/decide.js';
import { DEFAULT_NOTE_SETTINGS, type NoteSettings } from '../../../lib/reasoning/reasoner.js';

const auto: NoteSettings = { ...DEFAULT_NOTE_SETTINGS, fineTuningId: 'fin_1', mode: 'AUTO', minConfidence: 0.7 };
const decision = (intent: string, action: Record<string, unknown>, confidence = 0.9) => ({
  intent,
  action,
  confidence,
  rationale: 'Because.',
  evidence: [{ text: 'until 14 December', start: 20, end: 37 }],
});
const at = { writtenAt: new Date('2026-11-25T10:00:00Z'), timeZone: 'Europe/Berlin' };

test('a valid decision is DONE, for review below minConfidence, with the generation and fine-tuning named', () => {
  expect(reasoningOf(decision('QUESTION', { type: 'REPLY' }), auto, 'gen_1')).toMatchObject({
    status: 'DONE',
    intent: 'QUESTION',
    requiresReview: false,
    generationId: 'gen_1',
    fineTuningId: 'fin_1',
  });
  expect(reasoningOf(decision('QUESTION', { type: 'REPLY' }, 0.4), auto, 'gen_1').requiresReview).toBe(true);
});

test('an output that does not validate is FAILED with every reason, and carries no decision', () => {
  const failed = reasoningOf({ intent: 'HAPPY', action: { type: 'DANCE' }, confidence: 2 }, auto, 'gen_1');
  expect(failed).toMatchObject({ status: 'FAILED', requiresReview: true, generationId: 'gen_1' });
  expect(failed.reason).toMatch(/intent/);
  expect(failed.reason).toMatch(/action\.type/);
  expect(failed.intent).toBeUndefined();
  expect(reasoningOf(undefined, auto, null).status).toBe('FAILED');
});

test('AUTO applies what it can at or above minConfidence; below it, or in SUGGEST, a task proposes the action', () => {
  const pause = decision('OUT_OF_OFFICE', { type: 'PAUSE_SEQUENCE', resumeOn: '2026-12-14' });
  expect(effectsOf(reasoningOf(pause, auto, 'g'), at)).toEqual([{ kind: 'pause', until: '2026-12-13T23:00:00.000Z' }]);
  const low = reasoningOf({ ...pause, confidence: 0.5 }, auto, 'g');
  expect(low).toMatchObject({ applied: false, requiresReview: true });
  expect(effectsOf(low, at)).toEqual([
    { kind: 'task', title: 'Suggested: Pause the sequence', description: expect.any(String) },
  ]);
  const suggest = reasoningOf(pause, { ...auto, mode: 'SUGGEST' }, 'g');
  expect(effectsOf(suggest, at).map((effect) => effect.kind)).toEqual(['task']);
  // A reply needs a person even in AUTO; NONE changes nothing.
  expect(effectsOf(reasoningOf(decision('QUESTION', { type: 'REPLY' }), auto, 'g'), at)[0]!.kind).toBe('task');
  expect(effectsOf(reasoningOf(decision('AUTO_REPLY', { type: 'NONE' }), auto, 'g'), at)).toEqual([]);
});

test('each applied action and what it changes', () => {
  const applied = (intent: string, action: Record<string, unknown>) =>
    effectsOf(reasoningOf(decision(intent, action), auto, 'g'), at);
  expect(applied('NOT_INTERESTED', { type: 'STOP_SEQUENCE' })).toEqual([{ kind: 'stop' }]);
  expect(applied('MEETING_REQUEST', { type: 'BOOK_MEETING' }).map((effect) => effect.kind)).toEqual(['stop', 'task']);
  // A follow-up's days count from when the note was written: the same reasoning always changes the same.
  expect(applied('NOT_NOW', { type: 'FOLLOW_UP', delayDays: 60 })).toEqual([
    { kind: 'pause', until: '2027-01-24T10:00:00.000Z' },
  ]);
  expect(
    applied('REFERRAL', { type: 'CREATE_CONTACT', referral: { name: 'Jane Doe', email: 'jane@acme.example' } }),
  ).toEqual([{ kind: 'create-contact', name: 'Jane Doe', email: 'jane@acme.example' }]);
  // A pause without a date, a follow-up without days: a person decides.
  expect(applied('OUT_OF_OFFICE', { type: 'PAUSE_SEQUENCE' })[0]!.kind).toBe('task');
});

test('an unsubscribe is applied in SUGGEST and AUTO at or above minConfidence; OFF is SKIPPED', () => {
  const unsubscribe = decision('UNSUBSCRIBE', { type: 'STOP_SEQUENCE' });
  for (const mode of ['SUGGEST', 'AUTO'] as const)
    expect(effectsOf(reasoningOf(unsubscribe, { ...auto, mode }, 'g'), at)).toEqual([{ kind: 'unsubscribe' }]);
  expect(effectsOf(reasoningOf({ ...unsubscribe, confidence: 0.3 }, auto, 'g'), at)[0]!.kind).toBe('task');
  expect(skippedReasoning({ ...auto, mode: 'OFF' })).toEqual({
    status: 'SKIPPED',
    requiresReview: false,
    generationId: null,
    fineTuningId: 'fin_1',
  });
  expect(effectsOf(skippedReasoning(auto), at)).toEqual([]);
});
