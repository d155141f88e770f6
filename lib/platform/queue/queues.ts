// The SQS queues of the service, each with its dead-letter queue; CDK and the local runtime create them from this list.
import * as v from 'valibot';

export interface QueueSpec {
  /** Logical name, kebab-case; the environment variable holding its URL is QUEUE_URL_<NAME>. */
  name: string;
  /** Deliveries before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /**
   * Makes it a fair queue: the tenant a message body belongs to. Senders send it as the message's MessageGroupId, and
   * SQS (a standard queue with fair queues, which needs no setting) then hands consumers a quiet tenant's messages
   * before a noisy tenant's backlog. The local poller does the same, as the emulator ignores MessageGroupId.
   */
  tenantOf?: (body: string) => string | undefined;
}

/** A message body that names its organization. */
const withOrganization = v.object({ org: v.string() });

/** The `org` of a JSON message body; undefined for a body that has none. */
function organizationOf(body: string): string | undefined {
  try {
    const parsed = v.safeParse(withOrganization, JSON.parse(body));
    return parsed.success ? parsed.output.org : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Rows of webhook imports, from the intake to the import worker; a row that fails 5 times moves to the DLQ. Fair by
 * organization, so that one organization's backlog does not hold back the rows of another.
 */
export const IMPORT_ROWS_QUEUE: QueueSpec = { name: 'import-rows', maxReceiveCount: 5, tenantOf: organizationOf };

/**
 * Campaign sends, one message per claimed campaign contact, from the tick (and an immediate first send) to the
 * campaign sender; a send whose mailer keeps failing moves to the DLQ after 5 tries. Fair by organization.
 */
export const CAMPAIGN_SENDS_QUEUE: QueueSpec = { name: 'campaign-sends', maxReceiveCount: 5, tenantOf: organizationOf };

/**
 * SES's reports on sent mail: bounces and complaints from the configuration set's event destination (and its delivery
 * events, ignored); in the local runtime, the mailbox simulator's. Apart from received mail, so that a flood of crafted
 * replies never holds back the suppressions other tenants' bounces and complaints make. Each is applied once whatever
 * the redeliveries (the handlers check before they write); a notification that keeps failing moves to the DLQ after 5
 * tries.
 */
export const SES_EVENTS_QUEUE: QueueSpec = { name: 'ses-events', maxReceiveCount: 5 };

/**
 * Received mail: the receipt rule's notifications (the message stored in S3, or carried in the notification), and in
 * the local runtime the simulator's out-of-office replies; each becomes a reply, a note and an inbound email. Not fair by
 * organization: a message's organization is known only once it is matched. A message that keeps failing moves to the
 * DLQ after 5 tries, where its raw message stays readable for the bucket's 30 days.
 */
export const INBOUND_MAIL_QUEUE: QueueSpec = { name: 'inbound-mail', maxReceiveCount: 5 };

/**
 * Notes to reason over, one message per new note (by hand, from a webhook row, from a reply), to the note reasoner; a
 * note whose reasoning keeps failing moves to the DLQ after 5 tries, its reasoning FAILED with the reason. Fair by
 * organization.
 */
export const NOTE_REASONING_QUEUE: QueueSpec = { name: 'note-reasoning', maxReceiveCount: 5, tenantOf: organizationOf };

/**
 * Attempts of webhook deliveries, one message per attempt due (the dispatcher's first, a short retry's after its delay,
 * the webhook tick's after a long one), to the webhook sender. A delivery is recorded before its message is sent, and the
 * tick sends again what stays due, so a message that fails 5 times goes to the DLQ without losing its delivery. Fair by
 * organization, so that one organization's slow endpoints do not hold back another's.
 */
export const WEBHOOK_DELIVERIES_QUEUE: QueueSpec = {
  name: 'webhook-deliveries',
  maxReceiveCount: 5,
  tenantOf: organizationOf,
};

/**
 * Files of file imports: the S3 notification of each object created under the upload prefix (locally, the upload
 * endpoint's), and a reader's own message to go on from where its run stopped. A file that keeps failing its reader
 * moves to the DLQ after 5 tries; its import's logs say so.
 */
export const IMPORT_FILES_QUEUE: QueueSpec = { name: 'import-files', maxReceiveCount: 5 };

export const queueTable: readonly QueueSpec[] = [
  IMPORT_ROWS_QUEUE,
  IMPORT_FILES_QUEUE,
  CAMPAIGN_SENDS_QUEUE,
  SES_EVENTS_QUEUE,
  INBOUND_MAIL_QUEUE,
  NOTE_REASONING_QUEUE,
  WEBHOOK_DELIVERIES_QUEUE,
];

/** Name of the environment variable that carries a queue's URL to the functions that use it. */
export function queueUrlVariable(name: string): string {
  return `QUEUE_URL_${name.toUpperCase().replace(/-/g, '_')}`;
}

/** Name of a queue's dead-letter queue. */
export function deadLetterQueueName(name: string): string {
  return `${name}-dlq`;
}
