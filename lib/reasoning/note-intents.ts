// The intents reasoning finds in a note (clarifications, "Note reasoning"): fine-tuning examples are labelled with them.
export const INTENTS = [
  'INTERESTED',
  'MEETING_REQUEST',
  'QUESTION',
  'OBJECTION',
  'NOT_NOW',
  'NOT_INTERESTED',
  'UNSUBSCRIBE',
  'OUT_OF_OFFICE',
  'REFERRAL',
  'AUTO_REPLY',
  'UNCLEAR',
] as const;
export type Intent = (typeof INTENTS)[number];
