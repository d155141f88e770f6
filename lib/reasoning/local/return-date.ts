// Picks the day an absent person is back from the dates an out-of-office notice mentions, by the words around them.
import type { DateTime } from 'luxon';
import { type DateMention, findDateMentions } from './date-mentions.js';

export interface ReturnDate {
  /** YYYY-MM-DD in the note's zone. */
  day: string;
  start: number;
  end: number;
}

// Words before a date (or after it: "ab dem 16.03. wieder") that make it the day of return.
const BACK_BEFORE = /(back|return|returning|returns|retour|regres\p{L}*|volver\p{L}*|vuelta|zurück)\P{L}[^.!?\n]*$/iu;
const BACK_AFTER = /^[^.!?\n\d]*?(?<!\p{L})(wieder|weer|de retour)(?!\p{L})/iu;
// Words that make a date the last day away, so the return is the day after.
const THROUGH_BEFORE = /(through|thru|t\/m|tot en met|einschließlich|inclusive|incluido)\P{L}[^.!?\n]*$/iu;
const THROUGH_AFTER = /^\P{L}{0,3}(inclus|inclusive|einschließlich|incluido)(?!\p{L})/iu;
// Words that make a date the day the absence ends.
const UNTIL_BEFORE = /(?<!\p{L})(until|till|til|to|bis|jusqu|hasta|tot)(?!\p{L})[^.!?\n]*$/iu;
/** How far before a date its cue may stand ("until Monday, March 16" and "de retour le lundi 16 mars"). */
const CUE_WINDOW = 28;

/**
 * The return day an absence notice gives: a date marked as the return ("back on", "ab ... wieder") first, else the
 * last date marked as the end of the absence ("until", "bis", "jusqu'au"; "through" and "inclus" give the day after).
 * Null when no date is marked either way.
 */
export function findReturnDate(text: string, reference: DateTime): ReturnDate | null {
  const mentions = findDateMentions(text, reference);
  const back = mentions.find((mention) => cueOf(text, mention) === 'back');
  if (back) return returnDate(back, back.day);
  const ends = mentions.filter((mention) => cueOf(text, mention) !== null);
  const last = ends.at(-1);
  if (!last) return null;
  return returnDate(last, cueOf(text, last) === 'through' ? last.day.plus({ days: 1 }) : last.day);
}

function cueOf(text: string, mention: DateMention): 'back' | 'through' | 'until' | null {
  const before = text.slice(Math.max(0, mention.start - CUE_WINDOW), mention.start);
  const after = text.slice(mention.end, mention.end + CUE_WINDOW);
  if (BACK_BEFORE.test(before) || BACK_AFTER.test(after)) return 'back';
  if (THROUGH_BEFORE.test(before) || THROUGH_AFTER.test(after)) return 'through';
  if (UNTIL_BEFORE.test(before)) return 'until';
  return null;
}

function returnDate(mention: DateMention, day: DateTime): ReturnDate {
  return { day: day.toISODate()!, start: mention.start, end: mention.end };
}
