// Finds the calendar dates a text mentions (several languages and formats) and resolves them to days with luxon.
import { DateTime } from 'luxon';
import { alternationOf, MONTHS, WEEKDAYS } from './calendar-words.js';

export interface DateMention {
  start: number;
  end: number;
  day: DateTime;
}

const MONTH = `(${alternationOf(MONTHS.keys())})`;
const WEEKDAY = `(${alternationOf(WEEKDAYS.keys())})`;
const YEAR = '(\\d{4})';
// \b does not know accented letters ("août", "mañana"), so words are bounded by lookarounds on letters.
const START = '(?<![\\p{L}\\d])';
const END = '(?![\\p{L}\\d])';

const ISO = new RegExp(`${START}(\\d{4})-(\\d{2})-(\\d{2})${END}`, 'gu');
const DOTTED = new RegExp(`${START}(\\d{1,2})\\.(\\d{1,2})\\.(?:(\\d{4}|\\d{2})${END})?`, 'gu');
const SLASHED = new RegExp(`${START}(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?${END}`, 'gu');
const DAY_MONTH = new RegExp(
  `${START}(\\d{1,2})(?:st|nd|rd|th|er|e|º)?\\.?\\s+(?:de\\s+|of\\s+)?${MONTH}\\.?${END}(?:,?\\s+(?:de\\s+)?${YEAR}${END})?`,
  'giu',
);
const MONTH_DAY = new RegExp(`${START}${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?${END}(?:,?\\s+${YEAR}${END})?`, 'giu');
const ORDINAL_DAY = new RegExp(`${START}the\\s+(\\d{1,2})(?:st|nd|rd|th)${END}`, 'giu');
const WEEKDAY_NAME = new RegExp(`${START}${WEEKDAY}${END}`, 'giu');
// "Guten Morgen" and "por la mañana" are mornings, not tomorrow.
const TOMORROW = new RegExp(`(?<!guten\\s|la\\s)${START}(tomorrow|morgen|demain|mañana)${END}`, 'giu');
const NEXT_WEEK = new RegExp(
  `${START}(next week|nächste woche|la semaine prochaine|la próxima semana|la semana que viene|volgende week)${END}`,
  'giu',
);
/** Words that mark a text as written in a language that puts the day first in 11/03. */
const DAY_FIRST_LANGUAGE =
  /(?<![\p{L}])(je|suis|jusqu|ich|bin|und|estoy|hasta|el|ik|ben|tot|het|der|die|das|le|la|les|du|des)(?![\p{L}])/iu;

/** A year-less date more than this far before the note is next year's ("back January 5" written in December). */
const DAYS_BEFORE_MEANING_NEXT_YEAR = 90;

/**
 * Every date the text mentions, resolved against `reference` (the note's day in its zone), in text order. A weekday
 * right before a full date ("Monday, March 16") is left to the full date.
 */
export function findDateMentions(text: string, reference: DateTime): DateMention[] {
  const dayFirst = DAY_FIRST_LANGUAGE.test(text);
  const mentions: DateMention[] = [];
  const add = (match: RegExpExecArray, day: DateTime | null) => {
    if (day?.isValid) mentions.push({ start: match.index, end: match.index + match[0].length, day });
  };
  for (const m of text.matchAll(ISO)) add(m, dayOf(reference, +m[1]!, +m[2]!, +m[3]!));
  for (const m of text.matchAll(DOTTED)) add(m, yearLess(reference, +m[2]!, +m[1]!, m[3]));
  for (const m of text.matchAll(SLASHED)) {
    const [first, second] = [+m[1]!, +m[2]!];
    const monthFirst = first <= 12 && (second > 12 || !dayFirst);
    add(m, monthFirst ? yearLess(reference, first, second, m[3]) : yearLess(reference, second, first, m[3]));
  }
  for (const m of text.matchAll(DAY_MONTH)) add(m, yearLess(reference, monthOf(m[2]!), +m[1]!, m[3]));
  for (const m of text.matchAll(MONTH_DAY)) add(m, yearLess(reference, monthOf(m[1]!), +m[2]!, m[3]));
  for (const m of text.matchAll(ORDINAL_DAY)) add(m, nextDayOfMonth(reference, +m[1]!));
  for (const m of text.matchAll(WEEKDAY_NAME)) add(m, nextWeekday(reference, WEEKDAYS.get(m[1]!.toLowerCase())!));
  for (const m of text.matchAll(TOMORROW)) add(m, reference.plus({ days: 1 }));
  for (const m of text.matchAll(NEXT_WEEK)) add(m, reference.startOf('week').plus({ weeks: 1 }));
  return withoutOverlaps(mentions);
}

function monthOf(name: string): number {
  return MONTHS.get(name.toLowerCase().replace(/\.$/, ''))!;
}

function dayOf(reference: DateTime, year: number, month: number, day: number): DateTime | null {
  const date = DateTime.fromObject({ year, month, day }, { zone: reference.zone });
  return date.isValid ? date : null;
}

function yearLess(reference: DateTime, month: number, day: number, year: string | undefined): DateTime | null {
  if (year !== undefined) return dayOf(reference, year.length === 2 ? 2000 + +year : +year, month, day);
  const thisYear = dayOf(reference, reference.year, month, day);
  if (thisYear === null) return null;
  const longAgo = reference.minus({ days: DAYS_BEFORE_MEANING_NEXT_YEAR });
  return thisYear < longAgo ? thisYear.plus({ years: 1 }) : thisYear;
}

function nextDayOfMonth(reference: DateTime, day: number): DateTime | null {
  for (let months = 0; months < 3; months += 1) {
    const month = reference.startOf('month').plus({ months });
    const candidate = dayOf(reference, month.year, month.month, day);
    if (candidate !== null && candidate >= reference) return candidate;
  }
  return null;
}

function nextWeekday(reference: DateTime, weekday: number): DateTime {
  const ahead = (weekday - reference.weekday + 7) % 7 || 7;
  return reference.plus({ days: ahead });
}

/** Keeps the longest of overlapping mentions, and drops a weekday that a full date follows. */
function withoutOverlaps(mentions: DateMention[]): DateMention[] {
  const byLength = [...mentions].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: DateMention[] = [];
  for (const mention of byLength) {
    if (!kept.some((other) => isNear(mention, other))) kept.push(mention);
  }
  return kept.sort((a, b) => a.start - b.start);
}

function isNear(shorter: DateMention, longer: DateMention): boolean {
  const overlaps = shorter.start < longer.end && longer.start < shorter.end;
  const weekdayBefore = shorter.end <= longer.start && longer.start - shorter.end <= 3;
  return overlaps || weekdayBefore;
}
