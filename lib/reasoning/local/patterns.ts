// The wording that decides an intent by itself, in English, German, French, Spanish and Dutch.
import type { Intent } from '../decision.js';

export interface IntentPattern {
  intent: Intent;
  pattern: RegExp;
  /** How sure a match makes the reasoner; the classifier's probability is capped below the strongest. */
  confidence: number;
  label: string;
}

// Letters, not \b: \b does not know "é" or "ß".
const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';
const words = (source: string) => new RegExp(`${B}(?:${source})${E}`, 'iu');

/** Absence notices. A present tense is required: "I was on vacation last week" is not one. */
export const OUT_OF_OFFICE_PATTERNS: IntentPattern[] = [
  {
    intent: 'OUT_OF_OFFICE',
    label: 'an out-of-office notice',
    confidence: 0.97,
    pattern: words(
      [
        'out[- ]of[- ](?:the[- ])?office',
        'OOO',
        'abwesenheitsnotiz',
        'nicht im büro',
        'au[sß]er haus',
        'absente? du bureau',
        'fuera de la oficina',
        'niet op kantoor',
        'buiten kantoor',
        '(?:limited|no) access to (?:my )?e-?mails?',
      ].join('|'),
    ),
  },
  {
    intent: 'OUT_OF_OFFICE',
    label: 'an absence notice',
    confidence: 0.93,
    pattern: words(
      [
        "(?:i am|i'm|i’m|am) (?:currently |now )?(?:away|travell?ing|on (?:annual |parental |maternity |paternity |sick |medical |study )?leave|on (?:vacation|holidays?|a business trip)|off sick)",
        'on (?:parental|maternity|paternity|sick|annual) leave',
        'currently (?:away|travell?ing|on (?:vacation|holiday|leave))',
        '(?:ich bin|bin ich)[^\\n]{0,60}(?:im urlaub|abwesend|nicht im büro|auf dienstreise|in elternzeit)',
        '(?:bin|sind) [^!?\\n]{0,40}wieder (?:im büro|im haus|erreichbar|zurück)',
        'je suis (?:actuellement )?(?:absente?|en congés?|en vacances|en déplacement)',
        'serai de retour',
        "absente? jusqu(?:'|’)(?:au|à)",
        'estoy (?:de vacaciones|ausente|fuera)',
        'estaré fuera',
        'ik ben (?:momenteel |vandaag |nu )?(?:afwezig|op vakantie|met vakantie|niet op kantoor)',
        '(?:ben ik|weer) (?:weer )?(?:aanwezig|bereikbaar|op kantoor)',
      ].join('|'),
    ),
  },
];

/** Automatic messages that are not absence notices. */
export const AUTO_REPLY_PATTERNS: IntentPattern[] = [
  {
    intent: 'AUTO_REPLY',
    label: 'an automatic reply',
    confidence: 0.95,
    pattern: words(
      [
        'auto(?:matic|mated)?[- ]?(?:reply|response|generated)',
        'this is an automated',
        'do not reply to this',
        'not (?:being )?monitored',
        "(?:we|we've|we have) (?:have )?received your (?:message|e-?mail|request|inquiry|enquiry)",
        'your (?:request|ticket)(?: number)? (?:is )?#?\\d+',
        'mail delivery|delivery has failed|undeliverable|could not be delivered|was not delivered|has been blocked',
        '(?:address|account|mailbox|recipient)[^.!?\\n]{0,40}does not exist|no longer accepts mail|mailbox (?:is )?full',
        'automatische antwort|ist bei uns eingegangen',
        'réponse automatique|avons bien reçu',
        'respuesta automática|hemos recibido',
        'automatisch antwoord|hebben uw (?:e-?mail|bericht) ontvangen',
      ].join('|'),
    ),
  },
];

/** Requests to stop receiving messages. "Don't unsubscribe me" is caught by NEGATED_UNSUBSCRIBE. */
export const UNSUBSCRIBE_PATTERNS: IntentPattern[] = [
  {
    intent: 'UNSUBSCRIBE',
    label: 'unsubscribe wording',
    confidence: 0.98,
    pattern: words(
      [
        'unsubscrib\\p{L}*',
        'opt (?:me )?out|opt-out',
        '(?:remove|delete|take) (?:me|us|my (?:e-?mail|address|contact|details|data|information))(?: [^.!?\\n]{0,30})? (?:from|off)',
        'remove me|take me off',
        'stop (?:e-?mailing|emailing|sending|contacting|writing|messaging|spamming)',
        "(?:do not|don't|don’t|never) (?:e-?mail|contact|write to|message|send) (?:me|us)",
        'no more (?:e-?mails|emails|messages|mails)',
        'delete my (?:data|details|contact|e-?mail|information)',
        'abmelden|abbestellen|austragen|aus (?:ihrem|dem|eurem|deinem) verteiler|keine (?:weiteren )?(?:e-?mails|mails|nachrichten)',
        'désinscri\\p{L}*|désabonn\\p{L}*|retirez-moi|me retirer|ne plus (?:me )?(?:contacter|écrire|recevoir)',
        'dar(?:me|se)? de baja|denme de baja|no me (?:envíen|envíes|envíe|escriban|escribas|contacten|contactes)|cancelar (?:mi )?suscripción',
        'afmelden|uitschrijven|verwijder (?:mij|me)|geen (?:e-?mails|mails|berichten) meer|niet meer (?:mailen|benaderen|contacteren)',
      ].join('|'),
    ),
  },
  {
    intent: 'UNSUBSCRIBE',
    label: 'a one-word stop',
    confidence: 0.97,
    pattern: /^\s*(?:stop|remove|unsubscribe|opt[- ]?out|abmelden|baja|afmelden|désinscription)\s*[.!]*\s*$/iu,
  },
];

export const NEGATED_UNSUBSCRIBE = words(
  "(?:don't|don’t|do not|no need to|not) (?:want to |need to )?(?:unsubscribe|remove|opt out)",
);

/** A note that tries to instruct the reasoner is data: it decides nothing and is marked UNCLEAR. */
export const INSTRUCTION_ATTEMPT = words(
  [
    'ignore (?:all |any |your |the |previous |prior |above )+(?:instructions|rules|prompts?)',
    'system prompt',
    'you are now',
    '(?:mark|classify|label|tag) (?:me|this|this note|this email|it) as',
    '^\\s*system\\s*:',
  ].join('|'),
);

/** Words that point to another person; with an email address beside them, the note is a referral. */
export const REFERRAL_CUES = words(
  [
    'talk to|speak (?:to|with)|reach out to|get in touch with|contact|try|ask|write to|email',
    "colleague|co-?worker|successor|manager|cc[-’']?(?:ed|d|ing)?|loop(?:ing)? in|adding|forward(?:ed|ing)?",
    'responsible|in charge|handles?|right person|best person|better person|instead',
    'kontaktieren|wenden sie sich|kolleg\\p{L}*|collègue|voyez avec|contactez|compañer[oa]|escrib[ae] a|lo lleva',
    'collega|contact op|gaat via',
  ].join('|'),
);
