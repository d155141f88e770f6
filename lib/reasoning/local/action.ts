// The step that follows from an intent, with what the note gives it: a return day, a delay, the referred person.
import type { Decision, Intent } from '../decision.js';
import type { Referral } from './referral.js';

export interface ActionDetails {
  resumeOn: string | null;
  delayDays: number | null;
  referral: Referral | null;
}

/** The action for an intent; details the note did not give are left out rather than guessed. */
export function actionFor(intent: Intent, details: ActionDetails): Decision['action'] {
  switch (intent) {
    case 'MEETING_REQUEST':
      return { type: 'BOOK_MEETING' };
    case 'NOT_NOW':
      return details.delayDays === null ? { type: 'FOLLOW_UP' } : { type: 'FOLLOW_UP', delayDays: details.delayDays };
    case 'OUT_OF_OFFICE':
      return details.resumeOn === null
        ? { type: 'PAUSE_SEQUENCE' }
        : { type: 'PAUSE_SEQUENCE', resumeOn: details.resumeOn };
    case 'UNSUBSCRIBE':
    case 'NOT_INTERESTED':
      return { type: 'STOP_SEQUENCE' };
    case 'REFERRAL': {
      const { referral } = details;
      // Nobody to create: answering to ask who is the step left.
      if (referral === null || (referral.name === null && referral.email === null)) return { type: 'REPLY' };
      return { type: 'CREATE_CONTACT', referral };
    }
    case 'QUESTION':
    case 'OBJECTION':
    case 'INTERESTED':
      return { type: 'REPLY' };
    case 'AUTO_REPLY':
    case 'UNCLEAR':
      return { type: 'NONE' };
  }
}
