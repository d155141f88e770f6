// Reads an SES notification as it reaches the ses-events queue (through SNS, EventBridge, or as it is) into what the
// bounce, complaint and inbound handlers take.
import * as v from 'valibot';

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
  | { kind: 'ignored'; type: string }
  | { kind: 'rejected'; verdicts: readonly ScanVerdict[] };

/** The receipt rule's scans (its scanEnabled) whose verdict can reject a message. */
type ScanVerdict = 'spamVerdict' | 'virusVerdict';
const SCAN_VERDICTS: readonly ScanVerdict[] = ['spamVerdict', 'virusVerdict'];

const verdict = v.optional(v.object({ status: v.optional(v.string()) }));

/** The header that carries our Message-ID through SES, which replaces Message-ID with its own (see ses-mailer.ts). */
export const OUR_MESSAGE_ID_HEADER = 'X-Outreach-Message-ID';

/** An SNS envelope (`Type: Notification`) whose `Message` is the SES event as JSON text. */
const snsEnvelope = v.object({ Type: v.literal('Notification'), Message: v.string() });

/** An EventBridge envelope, whose `detail` is the SES event. */
const eventBridgeEnvelope = v.object({ 'detail-type': v.pipe(v.string(), v.nonEmpty()), detail: v.looseObject({}) });

/** What names the kind of an SES event: `eventType` (configuration-set events) or `notificationType` (the others). */
const kindOfEvent = v.object({ eventType: v.optional(v.string()), notificationType: v.optional(v.string()) });

/** The message a notification is about: SES's id, and its headers as SES lists them. */
const aboutMail = v.object({
  mail: v.optional(
    v.object({
      messageId: v.optional(v.string()),
      headers: v.optional(v.array(v.object({ name: v.string(), value: v.string() })), []),
    }),
  ),
});

const recipients = v.optional(v.array(v.object({ emailAddress: v.string() })), []);

const bounceEvent = v.object({
  ...aboutMail.entries,
  bounce: v.optional(
    v.object({ bounceType: v.optional(v.string()), bouncedRecipients: recipients, timestamp: v.optional(v.string()) }),
    {},
  ),
});

const complaintEvent = v.object({
  ...aboutMail.entries,
  complaint: v.optional(v.object({ complainedRecipients: recipients, timestamp: v.optional(v.string()) }), {}),
});

const receivedEvent = v.object({
  receipt: v.optional(
    v.object({
      spamVerdict: verdict,
      virusVerdict: verdict,
      action: v.optional(
        v.object({
          type: v.optional(v.string()),
          encoding: v.optional(v.string()),
          bucketName: v.optional(v.string()),
          objectKey: v.optional(v.string()),
          objectKeyPrefix: v.optional(v.string()),
        }),
        {},
      ),
    }),
    {},
  ),
  content: v.optional(v.unknown()),
});

type ReceiptAction = v.InferOutput<typeof receivedEvent>['receipt']['action'];

/** The SES event inside an SNS envelope (`Type: Notification`, `Message`) or an EventBridge one (`detail`). */
function unwrap(body: unknown): unknown {
  if (v.is(snsEnvelope, body)) return JSON.parse(body.Message);
  if (v.is(eventBridgeEnvelope, body)) return body.detail;
  return body;
}

/** The ids of the message a feedback is about: SES's, and ours from its headers (any case) when they carry it. */
function idsOf({ mail }: v.InferOutput<typeof aboutMail>) {
  const header = (name: string) =>
    mail?.headers.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;
  return { providerMessageId: mail?.messageId, messageId: header(OUR_MESSAGE_ID_HEADER) ?? header('Message-ID') };
}

/** Parses one queue message body; throws on a body that is not an SES notification, so it ends in the DLQ. */
export function parseSesNotification(text: string): SesNotification {
  const event = unwrap(JSON.parse(text));
  const { eventType, notificationType } = v.parse(kindOfEvent, event);
  const type = eventType ?? notificationType ?? '';
  if (!type) throw new Error('Not an SES notification: it has neither eventType nor notificationType');
  if (type === 'Bounce') {
    const { bounce, ...about } = v.parse(bounceEvent, event);
    return {
      kind: 'feedback',
      feedback: {
        kind: 'Bounce',
        ...idsOf(about),
        bounceType: bounce.bounceType,
        recipients: bounce.bouncedRecipients.map((r) => r.emailAddress),
        at: bounce.timestamp,
      },
    };
  }
  if (type === 'Complaint') {
    const { complaint, ...about } = v.parse(complaintEvent, event);
    return {
      kind: 'feedback',
      feedback: {
        kind: 'Complaint',
        ...idsOf(about),
        recipients: complaint.complainedRecipients.map((r) => r.emailAddress),
        at: complaint.timestamp,
      },
    };
  }
  if (type === 'Received') {
    const { receipt, content } = v.parse(receivedEvent, event);
    // Spam or a virus, by SES's scan: never read, neither from the notification nor from S3.
    const failed = SCAN_VERDICTS.filter((name) => receipt[name]?.status?.toUpperCase() === 'FAIL');
    if (failed.length > 0) return { kind: 'rejected', verdicts: failed };
    const { action } = receipt;
    if (action.type === 'S3') return { kind: 'stored', location: storedLocationOf(action) };
    // A receipt rule's SNS action carries the message itself, UTF-8 or base64 as the action's encoding says.
    if (typeof content !== 'string') throw new Error('A Received notification without its content');
    const base64 = action.encoding?.toUpperCase() === 'BASE64';
    return { kind: 'received', raw: base64 ? Buffer.from(content, 'base64').toString('utf8') : content };
  }
  return { kind: 'ignored', type };
}

/** The object an S3 action wrote; throws when the notification does not name it, so that it ends in the DLQ. */
function storedLocationOf({ bucketName, objectKey, objectKeyPrefix = '' }: ReceiptAction): StoredMessageLocation {
  if (!bucketName || !objectKey)
    throw new Error('A Received notification of an S3 action without its bucketName and objectKey');
  // SES's guide describes objectKey as the message id while its notifications carry the prefixed key: accept both.
  return {
    bucket: bucketName,
    key: objectKey.startsWith(objectKeyPrefix) ? objectKey : `${objectKeyPrefix}${objectKey}`,
  };
}
