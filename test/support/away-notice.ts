// An out-of-office notice whose return date is weeks after the real clock's today, so that tests of pauses never age out.
import { DateTime } from 'luxon';

export interface AwayNotice {
  /** The notice, its return date written out in English ("Monday, January 4, 2027"). */
  text: string;
  /** The return date as the reasoning gives it (YYYY-MM-DD). */
  resumeOn: string;
  /** The moment a pause until that day ends, in an organization of the default zone (UTC). */
  pausedUntil: string;
}

export function awayNotice(daysAhead = 30): AwayNotice {
  const back = DateTime.utc().plus({ days: daysAhead }).startOf('day').setLocale('en');
  return {
    text: `I am out of the office until ${back.toFormat('cccc, LLLL d, yyyy')} with limited access to email.`,
    resumeOn: back.toFormat('yyyy-LL-dd'),
    pausedUntil: back.toISO({ suppressMilliseconds: false }) ?? '',
  };
}
