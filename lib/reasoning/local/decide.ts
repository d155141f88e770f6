// The local decision over one note: the organization's own examples, then the rules, then the classifier.
import { DateTime } from 'luxon';
import type { Decision, Intent } from '../decision.js';
import type { ReasoningInput } from '../reasoner.js';
import { actionFor } from './action.js';
import { classifierFor, type IntentClassifier } from './classifier.js';
import { findFollowUpDelay } from './follow-up-delay.js';
import { emailsIn, featuresOf, readText, sentencesOf } from './nlp.js';
import { findReferral } from './referral.js';
import { replyBodyOf } from './reply-body.js';
import { findReturnDate } from './return-date.js';
import { matchRules, type Span } from './rules.js';

/** Below this probability the classifier's best intent is not trusted: the note is UNCLEAR. */
const MIN_CLASSIFIER_PROBABILITY = 0.35;
/**
 * Intents whose action stops or pauses a real conversation: without the wording a rule knows, the classifier must be
 * this sure of them, or the note is UNCLEAR.
 */
const HIGH_STAKES: ReadonlySet<Intent> = new Set(['UNSUBSCRIBE', 'OUT_OF_OFFICE']);
const MIN_HIGH_STAKES_PROBABILITY = 0.95;
/** The classifier never claims the certainty of a rule. */
const MAX_CLASSIFIER_CONFIDENCE = 0.9;
const UNCLEAR_CONFIDENCE = 0.1;
const EXAMPLE_CONFIDENCE = 0.95;
/** Sentences scored to find the classifier's evidence; the first ones carry a reply. */
const MAX_SCORED_SENTENCES = 8;
const MAX_EVIDENCE = 10;
const MAX_EVIDENCE_CHARACTERS = 500;

interface Judgement {
  intent: Intent;
  confidence: number;
  reason: string;
  evidence: Span[];
}

export function decide(input: ReasoningInput): Decision {
  const body = replyBodyOf(input.text);
  const doc = readText(body);
  const emails = emailsIn(doc);
  const judgement = judge(body, doc, input, emails);
  const reference = referenceDay(input);
  const evidence = [...judgement.evidence];
  const reasons = [judgement.reason];

  let resumeOn: string | null = null;
  let delayDays: number | null = null;
  if (judgement.intent === 'OUT_OF_OFFICE' && reference) {
    const back = findReturnDate(body, reference);
    if (back) {
      resumeOn = back.day;
      evidence.push(spanIn(body, back.start, back.end));
      const past = back.day < reference.toISODate()! ? ', already past when it was written' : '';
      reasons.push(`back on ${back.day}${past}`);
    } else reasons.push('no return date given');
  }
  if (judgement.intent === 'NOT_NOW' && reference) {
    const delay = findFollowUpDelay(body, reference);
    if (delay) {
      delayDays = delay.days;
      evidence.push(spanIn(body, delay.start, delay.end));
      reasons.push(`follow up in ${delay.days} days`);
    }
  }
  const referral = judgement.intent === 'REFERRAL' ? findReferral(body, emails) : null;
  return {
    intent: judgement.intent,
    action: actionFor(judgement.intent, { resumeOn, delayDays, referral }),
    confidence: Math.round(judgement.confidence * 1000) / 1000,
    rationale: `${reasons.join('; ')}.`.slice(0, 1000),
    evidence: evidence.slice(0, MAX_EVIDENCE).map(boundedSpan),
  };
}

type Doc = ReturnType<typeof readText>;

function judge(body: string, doc: Doc, input: ReasoningInput, emails: readonly string[]): Judgement {
  if (!/[\p{L}\p{N}]/u.test(body)) {
    return { intent: 'UNCLEAR', confidence: UNCLEAR_CONFIDENCE, reason: 'No words to read', evidence: [] };
  }
  const example = matchingExample(body, input.settings.examples);
  if (example) {
    return {
      intent: example.intent,
      confidence: EXAMPLE_CONFIDENCE,
      reason: `The organization labelled this text ${example.intent} in its examples`,
      evidence: [trimmedSpan(body)],
    };
  }
  const rule = matchRules(body, emails);
  if (rule) {
    return {
      intent: rule.intent,
      confidence: rule.confidence,
      reason: `Rule: ${rule.label} ("${rule.evidence[0]!.text}")`,
      evidence: rule.evidence,
    };
  }
  return classify(body, doc, classifierFor(input.settings.examples));
}

function classify(body: string, doc: Doc, classifier: IntentClassifier): Judgement {
  const [best] = classifier.rank(featuresOf(doc));
  if (!best || best.probability < MIN_CLASSIFIER_PROBABILITY) {
    const guess = best ? ` (best guess ${best.intent} at ${best.probability.toFixed(2)})` : '';
    return {
      intent: 'UNCLEAR',
      confidence: Math.min(UNCLEAR_CONFIDENCE, best?.probability ?? 0),
      reason: `Too little to go on${guess}`,
      evidence: [],
    };
  }
  if (HIGH_STAKES.has(best.intent) && best.probability < MIN_HIGH_STAKES_PROBABILITY) {
    return {
      intent: 'UNCLEAR',
      confidence: UNCLEAR_CONFIDENCE,
      reason: `Reads like ${best.intent} (${best.probability.toFixed(2)}) without its usual wording; not acted on`,
      evidence: [strongestSentence(body, doc, classifier, best.intent)],
    };
  }
  return {
    intent: best.intent,
    confidence: Math.min(MAX_CLASSIFIER_CONFIDENCE, best.probability),
    reason: `Classifier: ${best.intent} at ${best.probability.toFixed(2)}`,
    evidence: [strongestSentence(body, doc, classifier, best.intent)],
  };
}

/** The sentence that speaks most for the intent, located in the body. */
function strongestSentence(body: string, doc: Doc, classifier: IntentClassifier, intent: Intent): Span {
  let best: Span = trimmedSpan(body);
  let bestProbability = -1;
  let cursor = 0;
  for (const sentence of sentencesOf(doc).slice(0, MAX_SCORED_SENTENCES)) {
    const text = sentence.out().trim();
    const start = body.indexOf(text, cursor);
    if (start < 0 || text.length === 0) continue;
    cursor = start + text.length;
    const probability = classifier.rank(featuresOf(sentence)).find((rank) => rank.intent === intent)?.probability ?? 0;
    if (probability > bestProbability) {
      bestProbability = probability;
      best = { text, start, end: start + text.length };
    }
  }
  return best;
}

function matchingExample(body: string, examples: ReasoningInput['settings']['examples']) {
  const normalized = normalize(body);
  return examples.find((example) => normalize(example.text) === normalized);
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The note's day in its zone; null when the zone or the time is not one luxon knows. */
function referenceDay(input: ReasoningInput): DateTime | null {
  const day = DateTime.fromJSDate(input.writtenAt, { zone: input.timeZone }).startOf('day');
  return day.isValid ? day : null;
}

function trimmedSpan(body: string): Span {
  const start = body.length - body.trimStart().length;
  return spanIn(body, start, body.trimEnd().length);
}

function spanIn(body: string, start: number, end: number): Span {
  return { text: body.slice(start, end), start, end };
}

function boundedSpan(span: Span): Span {
  if (span.text.length <= MAX_EVIDENCE_CHARACTERS) return span;
  return {
    text: span.text.slice(0, MAX_EVIDENCE_CHARACTERS),
    start: span.start,
    end: span.start + MAX_EVIDENCE_CHARACTERS,
  };
}
