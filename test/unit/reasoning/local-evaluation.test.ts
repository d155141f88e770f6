// The local reasoner on the labelled evaluation set: a regression below the goals fails npm test.
import { EVALUATION_SET } from '../../../data/reasoning/evaluation.js';
import { TRAINING_SET } from '../../../data/reasoning/training.js';
import { EVALUATION_GOALS, evaluateReasoner } from '../../../lib/reasoning/local/evaluation.js';
import { createLocalReasoner } from '../../../lib/reasoning/local/local-reasoner.js';

describe('the local reasoner on the evaluation set', () => {
  it('has at least 200 notes, none of them in the training set', () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(200);
    const trained = new Set(TRAINING_SET.map(({ text }) => text.trim().toLowerCase()));
    expect(EVALUATION_SET.filter(({ text }) => trained.has(text.trim().toLowerCase()))).toEqual([]);
  });

  it('meets the accuracy and precision goals, with every output valid', async () => {
    const report = await evaluateReasoner(createLocalReasoner(), EVALUATION_SET);
    expect(report.invalidOutputs).toBe(0);
    expect(report.accuracy).toBeGreaterThanOrEqual(EVALUATION_GOALS.accuracy);
    expect(report.precision.UNSUBSCRIBE).toBeGreaterThanOrEqual(0.98);
    expect(report.precision.OUT_OF_OFFICE).toBeGreaterThanOrEqual(0.98);
    expect(report.resumeOn.correct / report.resumeOn.expected).toBeGreaterThanOrEqual(0.9);
  });
});
