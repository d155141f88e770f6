// Reads an SES notification as it reaches the ses-events queue (through SNS, EventBridge, or as it is) into what the
// bounce, complaint and inbound handlers take.

/** The environment variable naming the bucket of received mail; set only where receiving is configured. */
export const RECEIVED_MAIL_BUCKET_VARIABLE = 'RECEIVED_MAIL_BUCKET';

/** A bounce or complaint notification, parsed (lib/campaigns/inbound/bounces.ts applies it). */
export interface MailFeedback {
  kind: 'Bounce' | 'Complaint';
  /** SES's id of the message it is about (`mail.messageId`); the mailbox entry's id locally. */
  providerMessageId?: string;
  /** Our Message-ID, when the notification carries the message's headers. */
  messageId?: string;
  /** The addresses that bounced or complained. */
  recipients: readonly string[];
  /** SES's bounceType: only `Permanent` is a hard bounce; SES retries the others itself. */
  bounceType?: string;
  /** When it happened; now when absent. */
  at?: string;
}

/** Where a receipt rule's S3 action stored a received message. */
export interface StoredMessageLocation {
  bucket: string;
  key: string;
}

/**
 * What a notification asks for: feedback on a sent message, a received message (raw RFC 5322, from an SNS action), a
 * received message stored in S3 (an S3 action: the notification names the object and carries no content), or nothing.
 */
export type SesNotification =
  | { kind: 'feedback'; feedback: MailFeedback }
  | { kind: 'received'; raw: string }
  | { kind: 'stored'; location: StoredMessageLocation }
  | { kind: 'ignored'; type: string };

/** The header that carries our Message-ID through SES, which replaces Message-ID with its own (see ses-mailer.ts). */
export const OUR_MESSAGE_ID_HEADER = 'X-Outreach-Message-ID';

// biome-ignore lint/suspicious/noExplicitAny: SES's JSON is read field by field, each value checked or stringified where used.
type Json = Record<string, any>;

/** The SES event inside an SNS envelope (`Type: Notification`, `Message`) or an EventBridge one (`detail`). */
function unwrap(body: Json): Json {
  if (body.Type === 'Notification' && typeof body.Message === 'string') return JSON.parse(body.Message) as Json;
  if (body['detail-type'] && body.detail && typeof body.detail === 'object') return body.detail as Json;
  return body;
}

/** A header's value from SES's `mail.headers` list, by name in any case. */
function headerOf(mail: Json | undefined, name: string): string | undefined {
  const headers = Array.isArray(mail?.headers) ? (mail.headers as Json[]) : [];
  return headers.find((header) => String(header.name).toLowerCase() === name.toLowerCase())?.value;
}

/** Parses one queue message body; throws on a body that is not an SES notification, so it ends in the DLQ. */
export function parseSesNotification(text: string): SesNotification {
  const event = unwrap(JSON.parse(text) as Json);
  const type = String(event.eventType ?? event.notificationType ?? '');
  if (!type) throw new Error('Not an SES notification: it has neither eventType nor notificationType');
  const mail = event.mail as Json | undefined;
  const ids = {
    providerMessageId: typeof mail?.messageId === 'string' ? mail.messageId : undefined,
    messageId: headerOf(mail, OUR_MESSAGE_ID_HEADER) ?? headerOf(mail, 'Message-ID'),
  };
  if (type === 'Bounce') {
    const bounce = (event.bounce ?? {}) as Json;
    return {
      kind: 'feedback',
      feedback: {
        kind: 'Bounce',
        ...ids,
        bounceType: bounce.bounceType,
        recipients: ((bounce.bouncedRecipients ?? []) as Json[]).map((r) => String(r.emailAddress)),
        at: bounce.timestamp,
      },
    };
  }
  if (type === 'Complaint') {
    const complaint = (event.complaint ?? {}) as Json;
    return {
      kind: 'feedback',
      feedback: {
        kind: 'Complaint',
        ...ids,
        recipients: ((complaint.complainedRecipients ?? []) as Json[]).map((r) => String(r.emailAddress)),
        at: complaint.timestamp,
      },
    };
  }
  if (type === 'Received') {
    const action = (event.receipt?.action ?? {}) as Json;
    if (action.type === 'S3') return { kind: 'stored', location: storedLocationOf(action) };
    // A receipt rule's SNS action carries the message itself, UTF-8 or base64 as the action's encoding says.
    if (typeof event.content !== 'string') throw new Error('A Received notification without its content');
    const base64 = String(action.encoding ?? '').toUpperCase() === 'BASE64';
    return { kind: 'received', raw: base64 ? Buffer.from(event.content, 'base64').toString('utf8') : event.content };
  }
  return { kind: 'ignored', type };
}

/** The object an S3 action wrote; throws when the notification does not name it, so that it ends in the DLQ. */
function storedLocationOf(action: Json): StoredMessageLocation {
  const { bucketName, objectKey, objectKeyPrefix } = action;
  if (typeof bucketName !== 'string' || !bucketName || typeof objectKey !== 'string' || !objectKey)
    throw new Error('A Received notification of an S3 action without its bucketName and objectKey');
  // SES's guide describes objectKey as the message id while its notifications carry the prefixed key: accept both.
  const prefix = typeof objectKeyPrefix === 'string' ? objectKeyPrefix : '';
  return { bucket: bucketName, key: objectKey.startsWith(prefix) ? objectKey : `${prefix}${objectKey}` };
}
