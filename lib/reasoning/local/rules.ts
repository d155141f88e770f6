// The rules that decide unambiguous notes before the classifier: absences, automatic replies, unsubscribes, referrals.
import type { Intent } from '../decision.js';
import {
  AUTO_REPLY_PATTERNS,
  INSTRUCTION_ATTEMPT,
  type IntentPattern,
  NEGATED_UNSUBSCRIBE,
  OUT_OF_OFFICE_PATTERNS,
  REFERRAL_CUES,
  UNSUBSCRIBE_PATTERNS,
} from './patterns.js';

export interface Span {
  text: string;
  start: number;
  end: number;
}

export interface RuleDecision {
  intent: Intent;
  confidence: number;
  /** What the rule recognised, for the rationale ("unsubscribe wording"). */
  label: string;
  evidence: Span[];
}

/** A note that tries to instruct is not obeyed, and says too little to act on. */
const INSTRUCTION_ATTEMPT_CONFIDENCE = 0.2;
const REFERRAL_CONFIDENCE = 0.9;

/**
 * The rule that decides `body`, if any. Absences and automatic replies come first: both may carry a colleague's
 * address, and an unsubscribe footer can sit in an automatic reply.
 */
export function matchRules(body: string, emails: readonly string[]): RuleDecision | null {
  const decided =
    firstMatch(body, OUT_OF_OFFICE_PATTERNS) ??
    firstMatch(body, AUTO_REPLY_PATTERNS) ??
    (NEGATED_UNSUBSCRIBE.test(body) ? null : firstMatch(body, UNSUBSCRIBE_PATTERNS));
  if (decided) return decided;
  const instruction = spanOf(body, INSTRUCTION_ATTEMPT);
  if (instruction) {
    return {
      intent: 'UNCLEAR',
      confidence: INSTRUCTION_ATTEMPT_CONFIDENCE,
      label: 'an attempt to instruct the reasoner, read as data and not followed',
      evidence: [instruction],
    };
  }
  return referralWithAddress(body, emails);
}

function firstMatch(body: string, patterns: readonly IntentPattern[]): RuleDecision | null {
  for (const { intent, pattern, confidence, label } of patterns) {
    const span = spanOf(body, pattern);
    if (span) return { intent, confidence, label, evidence: [span] };
  }
  return null;
}

function referralWithAddress(body: string, emails: readonly string[]): RuleDecision | null {
  const cue = spanOf(body, REFERRAL_CUES);
  const email = emails[0];
  if (!cue || email === undefined) return null;
  const start = body.indexOf(email);
  if (start < 0) return null;
  return {
    intent: 'REFERRAL',
    confidence: REFERRAL_CONFIDENCE,
    label: 'a pointer to another person with their address',
    evidence: [cue, { text: email, start, end: start + email.length }],
  };
}

function spanOf(text: string, pattern: RegExp): Span | null {
  const match = pattern.exec(text);
  return match ? { text: match[0], start: match.index, end: match.index + match[0].length } : null;
}
