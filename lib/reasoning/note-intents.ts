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

/** One value per intent, each made by `make`, in the order of INTENTS; an intent added there must be added here. */
export function perIntent<T>(make: () => T): Record<Intent, T> {
  return {
    INTERESTED: make(),
    MEETING_REQUEST: make(),
    QUESTION: make(),
    OBJECTION: make(),
    NOT_NOW: make(),
    NOT_INTERESTED: make(),
    UNSUBSCRIBE: make(),
    OUT_OF_OFFICE: make(),
    REFERRAL: make(),
    AUTO_REPLY: make(),
    UNCLEAR: make(),
  };
}
