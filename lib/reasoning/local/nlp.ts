// The one wink-nlp pipeline of the local reasoner: reading a text once, its classifier features, emails and tokens.
import winkNLP, { type Document, type ItemEntity, type ItemSentence, type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model);
const its = nlp.its;
// wink's types declare its.stem with a signature out() does not accept, though it returns the stem as a string.
const stem = its.stem as unknown as typeof its.normal;

/** Stop words that carry intent in a reply ("no", "not now", "remove me", "when?"), kept as features. */
const MEANINGFUL_STOP_WORDS = new Set([
  'no',
  'not',
  'yes',
  'me',
  'now',
  'later',
  'again',
  'more',
  'next',
  'when',
  'how',
  'what',
  'which',
  'who',
  'where',
  'why',
  'can',
  'could',
  'off',
  'call',
]);

export function readText(text: string): Document {
  return nlp.readDoc(text);
}

/** Tokens as wink counts them, for an honest `totalRequestTokens`. */
export function countTokens(text: string): number {
  return text.length === 0 ? 0 : nlp.readDoc(text).tokens().length();
}

/**
 * What the classifier sees of a text or sentence: stems of content words (negated ones marked "!"), pairs of
 * neighbouring words ("remov_me", "next_quarter"), and markers for a question and for emoji.
 */
export function featuresOf(item: Document | ItemSentence): string[] {
  const features: string[] = [];
  let previousWord: string | null = null;
  item.tokens().each((token: ItemToken) => {
    const type = token.out(its.type);
    if (type === 'word') {
      const stemmed = token.out(stem).toLowerCase();
      const lower = token.out(its.normal);
      if (!token.out(its.stopWordFlag) || MEANINGFUL_STOP_WORDS.has(lower)) {
        features.push(token.out(its.negationFlag) ? `!${stemmed}` : stemmed);
      }
      if (previousWord !== null) features.push(`${previousWord}_${stemmed}`);
      previousWord = stemmed;
      return;
    }
    previousWord = null;
    if (type === 'emoji' || type === 'emoticon') features.push('_emoji');
    else if (token.out() === '?') features.push('_question');
  });
  return features;
}

/** The email addresses wink finds in a text, in order. */
export function emailsIn(doc: Document): string[] {
  const emails: string[] = [];
  doc.entities().each((entity: ItemEntity) => {
    if (entity.out(its.type) === 'EMAIL') emails.push(entity.out());
  });
  return emails;
}

/** The sentences of a document with their text as wink read it. */
export function sentencesOf(doc: Document): ItemSentence[] {
  const sentences: ItemSentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    sentences.push(sentence);
  });
  return sentences;
}
