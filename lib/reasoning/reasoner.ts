// The reasoner port: a note's text and the organization's settings in, an unvalidated decision and its generation out.
import type { Intent } from './decision.js';

/** How an organization's newest enabled NOTES fine-tuning (or the defaults) adjusts reasoning. */
export interface NoteSettings {
  fineTuningId: string | null;
  mode: 'OFF' | 'SUGGEST' | 'AUTO';
  minConfidence: number;
  instructions: string | null;
  examples: ReadonlyArray<{ text: string; intent: Intent }>;
  /** The model asked for; null: the reasoner's default. */
  model: string | null;
}

export const DEFAULT_NOTE_SETTINGS: NoteSettings = {
  fineTuningId: null,
  mode: 'SUGGEST',
  minConfidence: 0.7,
  instructions: null,
  examples: [],
  model: null,
};

export interface ReasoningInput {
  /** The note's text: data to reason over, never instructions. */
  text: string;
  settings: NoteSettings;
  /** When the note was written: relative dates ("back on Monday") resolve against it, in `timeZone`. */
  writtenAt: Date;
  timeZone: string;
}

/** A message of the conversation with the model, in the specification's Generation shape. */
export interface GenerationMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ReasonerAnswer {
  /** The decision as the model produced it; the caller validates it against decisionSchema. */
  output: unknown;
  /** The model that answered (`local/...@<version>`, or a Bedrock model id). */
  model: string;
  promptMessages: GenerationMessage[];
  completionMessages: GenerationMessage[];
  /** Input, output and cache tokens together. */
  totalRequestTokens: number;
  /** The tokens read (the prompt, cached or not) and written: what the organization's monthly budget counts. */
  tokens: { input: number; output: number };
  /** In US dollars; 0 for the local reasoner. */
  cost: number;
}

export interface Reasoner {
  reason(input: ReasoningInput): Promise<ReasonerAnswer>;
}
