// The person a referral points to: the name after a pointing word ("talk to my colleague Jane Doe") and the address.
import { REFERRAL_CUES } from './patterns.js';

export interface Referral {
  name: string | null;
  email: string | null;
}

/** One to three capitalised words ("Jane Doe", "Pieter de Vries"); all-capital roles (CTO, VP) are not names. */
const NAME =
  /(?<!\p{L})(\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?(?:\s+(?:(?:de|van|von|der|del|la|le)\s+)?\p{Lu}\p{Ll}+){0,2})(?!\p{L})/gu;
/** Capitalised words that start sentences or are titles and roles, never the referred person. */
const NOT_NAMES = new Set(
  'I Hi Hello Hey Dear Please Thanks Thank Best Regards Cheers Sorry Not No Yes The This That Our My You She He They We It Try Ask Contact Send Reach Wrong Better Bitte Frau Herr Sie Ihr Ihre Ihnen Hallo Danke Bonjour Merci Hola Gracias Por Favor Neem Dit Het Je Ce Lo Sales Marketing Procurement Operations Support Team Head Manager Director Einkauf Vertrieb Tell'.split(
    ' ',
  ),
);
/** How far after a pointing word the name may start ("reach out to our CFO, Henrik Larsen"). */
const NAME_WINDOW = 40;

/** Who the note refers to; either part may be null when the text does not give it. */
export function findReferral(body: string, emails: readonly string[]): Referral {
  return { name: nameIn(body), email: emails[0] ?? null };
}

function nameIn(body: string): string | null {
  const cue = new RegExp(REFERRAL_CUES.source, 'giu');
  for (const match of body.matchAll(cue)) {
    const after = match.index + match[0].length;
    const name = firstName(body.slice(after, after + NAME_WINDOW));
    if (name) return name;
  }
  return null;
}

function firstName(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const words = match[1]!.split(/\s+/).filter((word) => !NOT_NAMES.has(word));
    if (words.length > 0) return words.join(' ');
  }
  return null;
}
