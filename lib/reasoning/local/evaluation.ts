// Scores a reasoner on a labelled set: accuracy per intent, precisions, the confusion matrix, return dates, time.
import * as v from 'valibot';
import type { EvaluationNote } from '../../../data/reasoning/labelled-note.js';
import { type Decision, decisionSchema, INTENTS, type Intent } from '../decision.js';
import { perIntent } from '../note-intents.js';
import { DEFAULT_NOTE_SETTINGS, type Reasoner, type ReasonerAnswer } from '../reasoner.js';

export type EvaluationCase = EvaluationNote & { writtenAt: string; timeZone: string };

export interface EvaluationReport {
  total: number;
  accuracy: number;
  /** Per expected intent: how many, how many right. */
  perIntent: Record<Intent, { total: number; correct: number }>;
  /** Of the notes decided as the intent, the share that truly were (1 when none was). */
  precision: Record<Intent, number>;
  /** confusion[expected][decided] = count. */
  confusion: Record<Intent, Record<Intent, number>>;
  resumeOn: {
    expected: number;
    correct: number;
    misses: Array<{ text: string; expected: string; got: string | null }>;
  };
  invalidOutputs: number;
  mistakes: Array<{ text: string; expected: Intent; got: Intent | null }>;
  meanMilliseconds: number;
}

/** Runs every case once to warm up, then again timed; the decisions must validate against decisionSchema. */
export async function evaluateReasoner(
  reasoner: Reasoner,
  cases: readonly EvaluationCase[],
): Promise<EvaluationReport> {
  const reasonOn = (note: EvaluationCase) =>
    reasoner.reason({
      text: note.text,
      settings: DEFAULT_NOTE_SETTINGS,
      writtenAt: new Date(note.writtenAt),
      timeZone: note.timeZone,
    });
  for (const note of cases) await reasonOn(note);
  const started = performance.now();
  const answers: ReasonerAnswer[] = [];
  for (const note of cases) answers.push(await reasonOn(note));
  const meanMilliseconds = (performance.now() - started) / Math.max(1, cases.length);

  const report: EvaluationReport = {
    total: cases.length,
    accuracy: 0,
    perIntent: perIntent(() => ({ total: 0, correct: 0 })),
    precision: perIntent(() => 1),
    confusion: perIntent(() => perIntent(() => 0)),
    resumeOn: { expected: 0, correct: 0, misses: [] },
    invalidOutputs: 0,
    mistakes: [],
    meanMilliseconds,
  };
  let correct = 0;
  cases.forEach((note, index) => {
    const parsed = v.safeParse(decisionSchema, answers[index]!.output);
    const decision: Decision | null = parsed.success ? parsed.output : null;
    if (!decision) report.invalidOutputs += 1;
    const got = decision?.intent ?? null;
    report.perIntent[note.intent].total += 1;
    if (got === note.intent) {
      correct += 1;
      report.perIntent[note.intent].correct += 1;
    } else report.mistakes.push({ text: note.text, expected: note.intent, got });
    if (got) report.confusion[note.intent][got] += 1;
    if (note.resumeOn !== undefined) {
      report.resumeOn.expected += 1;
      const resumeOn = decision?.action.resumeOn ?? null;
      if (resumeOn === note.resumeOn) report.resumeOn.correct += 1;
      else report.resumeOn.misses.push({ text: note.text, expected: note.resumeOn, got: resumeOn });
    }
  });
  report.accuracy = correct / Math.max(1, cases.length);
  for (const intent of INTENTS) {
    const decided = INTENTS.reduce((sum, expected) => sum + report.confusion[expected][intent], 0);
    report.precision[intent] = decided === 0 ? 1 : report.confusion[intent][intent] / decided;
  }
  return report;
}

/** The local reasoner's goals (issue 12): acting on a wrong unsubscribe or absence stops or pauses a real conversation. */
export const EVALUATION_GOALS: EvaluationGoals = {
  accuracy: 0.9,
  precision: { UNSUBSCRIBE: 0.98, OUT_OF_OFFICE: 0.98 },
  meanMilliseconds: 5,
};

/** What a report must reach: its accuracy, the precision of the intents named, and its mean time per note. */
interface EvaluationGoals {
  accuracy: number;
  precision: Partial<Record<Intent, number>>;
  meanMilliseconds: number;
}

/** The goals a report misses, as sentences; empty when it meets them all. */
export function missedGoals(report: EvaluationReport, goals = EVALUATION_GOALS): string[] {
  const missed: string[] = [];
  if (report.invalidOutputs > 0)
    missed.push(`${report.invalidOutputs} outputs did not validate against decisionSchema`);
  if (report.accuracy < goals.accuracy)
    missed.push(`accuracy ${percent(report.accuracy)} < ${percent(goals.accuracy)}`);
  for (const intent of INTENTS) {
    const goal = goals.precision[intent];
    const precision = report.precision[intent];
    if (goal !== undefined && precision < goal)
      missed.push(`${intent} precision ${percent(precision)} < ${percent(goal)}`);
  }
  if (report.meanMilliseconds > goals.meanMilliseconds) {
    missed.push(`${report.meanMilliseconds.toFixed(2)} ms per note > ${goals.meanMilliseconds} ms`);
  }
  return missed;
}

export function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}
