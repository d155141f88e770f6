// The naive Bayes intent classifier: the base set learned once per process, one classifier per set of examples.
import naiveBayesTextClassifier from 'wink-naive-bayes-text-classifier';
import { TRAINING_SET } from '../../../data/reasoning/training.js';
import { INTENTS, type Intent } from '../decision.js';
import type { NoteSettings } from '../reasoner.js';
import { featuresOf, readText } from './nlp.js';

export interface IntentClassifier {
  /** Each intent's probability for the features, best first; empty when none of them was ever seen. */
  rank(features: string[]): Array<{ intent: Intent; probability: number }>;
}

type Examples = NoteSettings['examples'];

/** An organization's example counts as this many of the base set's: a few must be able to outweigh it. */
const EXAMPLE_WEIGHT = 3;
/** Distinct example sets kept trained; the oldest is dropped past it. */
const CACHE_SIZE = 32;

let baseFeatures: Array<{ features: string[]; intent: Intent }> | undefined;
const classifiers = new Map<string, IntentClassifier>();

/** The classifier for these examples (the base one for none), trained on first use and then cached. */
export function classifierFor(examples: Examples): IntentClassifier {
  const key = JSON.stringify(examples.map(({ text, intent }) => [intent, text]).sort());
  const cached = classifiers.get(key);
  if (cached) return cached;
  const trained = train(examples);
  if (classifiers.size >= CACHE_SIZE) classifiers.delete(classifiers.keys().next().value!);
  classifiers.set(key, trained);
  return trained;
}

function train(examples: Examples): IntentClassifier {
  const classifier = naiveBayesTextClassifier();
  classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  classifier.definePrepTasks([(features) => features]);
  baseFeatures ??= TRAINING_SET.map(({ text, intent }) => ({ features: featuresOf(readText(text)), intent }));
  for (const { features, intent } of baseFeatures) classifier.learn(features, intent);
  for (const { text, intent } of examples) {
    const features = featuresOf(readText(text));
    for (let copy = 0; copy < EXAMPLE_WEIGHT; copy += 1) classifier.learn(features, intent);
  }
  classifier.consolidate();
  return { rank: (features) => rank(classifier.computeOdds(features)) };
}

/** Log2 odds of each intent against the rest, turned into probabilities that sum to 1. */
function rank(odds: Array<[string, number]>): Array<{ intent: Intent; probability: number }> {
  if (odds[0]?.[0] === 'unknown') return [];
  const best = odds[0]![1];
  // The classifier answers the labels it learnt, which are intents.
  const weights = odds.flatMap(([label, value]) => {
    const intent = INTENTS.find((known) => known === label);
    return intent ? [{ intent, weight: 2 ** (value - best) }] : [];
  });
  const total = weights.reduce((sum, { weight }) => sum + weight, 0);
  return weights.map(({ intent, weight }) => ({ intent, probability: weight / total }));
}
