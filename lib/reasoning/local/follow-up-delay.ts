// How long "not now" asks to wait ("in two months", "next quarter", "in January"), in days from the note's day.
import type { DateTime, DateTimeUnit, DurationLikeObject } from 'luxon';
import { alternationOf, MONTHS } from './calendar-words.js';
import type { Span } from './rules.js';

export interface FollowUpDelay extends Span {
  days: number;
}

const MIN_DAYS = 1;
const MAX_DAYS = 730;

const COUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  'a few': 3,
  'a couple of': 2,
  'a couple': 2,
  few: 3,
  couple: 2,
  ein: 1,
  eine: 1,
  einem: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  sechs: 6,
  paar: 3,
  'ein paar': 3,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  quelques: 3,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  seis: 6,
  unos: 3,
  unas: 3,
  'unos pocos': 3,
  een: 1,
  twee: 2,
  drie: 3,
  zes: 6,
  'een paar': 3,
};

/** The words of a unit, the unit to add counts of, and the period whose start a "next ..." means. */
type UnitWords = [RegExp, keyof DurationLikeObject, DateTimeUnit];

const YEARS: UnitWords = [/^(year|years|jahr|jahren|jahre|an|ans|año|años|jaar|jaren)$/i, 'years', 'year'];
const UNITS: UnitWords[] = [
  [/^(day|days|tag|tage|tagen|jour|jours|día|días|dia|dias|dag|dagen)$/i, 'days', 'day'],
  [/^(week|weeks|woche|wochen|semaine|semaines|semana|semanas|weken)$/i, 'weeks', 'week'],
  [/^(month|months|monat|monaten|monate|mois|mes|meses|maand|maanden)$/i, 'months', 'month'],
  [/^(quarter|quarters|quartal|quartalen|trimestre|trimestres|kwartaal|kwartalen)$/i, 'quarters', 'quarter'],
  YEARS,
];

const COUNT = `(\\d{1,3}|${alternationOf(Object.keys(COUNTS))})`;
const UNIT = '(\\p{L}+)';
const IN_COUNT_UNITS = new RegExp(
  `(?<!\\p{L})(?:in|within|after|dans|en|dentro de|over|nach)\\s+${COUNT}\\s+${UNIT}`,
  'giu',
);
const HALF_A_YEAR = /(?<!\p{L})(half a year|six months|ein halbes jahr|six mois|medio año|half jaar)(?!\p{L})/iu;
const NEXT_PERIOD = new RegExp(
  [
    '(?<!\\p{L})(?:next|nächste[nms]?|kommende[nms]?|prochaine?|próxim[oa]|volgende?|volgend)\\s+(week|month|quarter|year|woche|monat|quartal|jahr|semaine|mois|trimestre|année|an|semana|mes|trimestre|año|maand|kwartaal|jaar)',
    '(week|month|quarter|year|semaine|mois|trimestre|année)\\s+(?:prochaine?|que viene)',
  ].join('|'),
  'iu',
);
const IN_QUARTER = /(?<!\p{L})(?:in|im|au|en)?\s*Q([1-4])(?!\p{L})/u;
const IN_MONTH = new RegExp(
  `(?<!\\p{L})(?:in|im|en|au mois de|after|nach)\\s+(${alternationOf(MONTHS.keys())})(?!\\p{L})`,
  'iu',
);
const AFTER_SUMMER =
  /(?<!\p{L})(after the summer|nach dem sommer|après l['’]été|después del verano|na de zomer)(?!\p{L})/iu;
const AUTUMN = /(?<!\p{L})(fall|autumn|herbst|automne|otoño|najaar)(?!\p{L})/iu;
const SUMMER = /(?<!\p{L})(summer|sommer|été|verano|zomer)(?!\p{L})/iu;

/** The delay a note asks for, or null when it names none. Clamped to what the decision schema allows. */
export function findFollowUpDelay(text: string, reference: DateTime): FollowUpDelay | null {
  const found = inCountUnits(text, reference) ?? namedMoment(text, reference);
  if (!found) return null;
  const days = Math.round(found.until.diff(reference, 'days').days);
  return { ...found.span, days: Math.min(MAX_DAYS, Math.max(MIN_DAYS, days)) };
}

interface Found {
  span: Span;
  until: DateTime;
}

function inCountUnits(text: string, reference: DateTime): Found | null {
  for (const match of text.matchAll(IN_COUNT_UNITS)) {
    const count = /^\d+$/.test(match[1]!) ? Number(match[1]) : COUNTS[match[1]!.toLowerCase()];
    const unit = UNITS.find(([pattern]) => pattern.test(match[2]!))?.[1];
    if (count !== undefined && unit !== undefined) return found(match, reference.plus({ [unit]: count }));
  }
  const half = HALF_A_YEAR.exec(text);
  return half ? found(half, reference.plus({ months: 6 })) : null;
}

function namedMoment(text: string, reference: DateTime): Found | null {
  const next = NEXT_PERIOD.exec(text);
  if (next) return found(next, startOfNext(reference, (next[1] ?? next[2])!));
  const quarter = IN_QUARTER.exec(text);
  if (quarter) {
    const start = reference.set({ month: (Number(quarter[1]) - 1) * 3 + 1 }).startOf('month');
    return found(quarter, start > reference ? start : start.plus({ years: 1 }));
  }
  const month = IN_MONTH.exec(text);
  if (month) return found(month, nextStartOfMonth(reference, MONTHS.get(month[1]!.toLowerCase())!));
  const afterSummer = AFTER_SUMMER.exec(text) ?? AUTUMN.exec(text);
  if (afterSummer) return found(afterSummer, nextStartOfMonth(reference, 9));
  const summer = SUMMER.exec(text);
  return summer ? found(summer, nextStartOfMonth(reference, 6)) : null;
}

function startOfNext(reference: DateTime, period: string): DateTime {
  const [, unit, start] = UNITS.find(([pattern]) => pattern.test(period)) ?? YEARS;
  return reference.startOf(start).plus({ [unit]: 1 });
}

function nextStartOfMonth(reference: DateTime, month: number): DateTime {
  const start = reference.set({ month }).startOf('month');
  return start > reference ? start : start.plus({ years: 1 });
}

function found(match: RegExpExecArray | RegExpMatchArray, until: DateTime): Found {
  const start = match.index ?? 0;
  return { span: { text: match[0].trim(), start, end: start + match[0].length }, until };
}
