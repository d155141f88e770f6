// The campaign sender: takes one claimed send off the queue and hands it to the sender of its kind.
import type { SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import { bodyField } from '../../platform/http/validate.js';
import type { RecordHandler } from '../../platform/queue/batch-handler.js';
import { backOffOnFailure } from '../../platform/queue/retry-backoff.js';
import { sendDraft } from './draft-send.js';
import { type SendMessage, sendMessage, systemContext } from './send-queue.js';
import { sendCampaignStep } from './step-send.js';
import { SendInFlightError } from './send-once.js';
import type { SendWorkerDeps } from './send-job.js';

export { SendInFlightError };

/** A send in flight elsewhere is looked at again after the queue's timeout; other failures wait longer each time. */
const sparedInFlight = { spare: (error: unknown) => error instanceof SendInFlightError };

export function createSendHandler(deps: SendWorkerDeps): RecordHandler {
  return async (record: SQSRecord, context) => {
    // A message that does not parse fails on every delivery: it is not backed off, and reaches the DLQ soonest.
    const message = v.parse(sendMessage, JSON.parse(record.body));
    const receives = Number(record.attributes.ApproximateReceiveCount ?? 1);
    const requestId = context?.awsRequestId ?? record.messageId;
    await backOffOnFailure(record, deps.retryLater, () => sendOne(deps, message, requestId, receives), sparedInFlight);
  };
}

/** Sends one claimed send (a campaign contact's step, a scheduled draft), if its record still holds the claim. */
export function sendOne(deps: SendWorkerDeps, message: SendMessage, requestId: string, receives = 1): Promise<void> {
  const job = { deps, ctx: systemContext(message.org, 'campaign-sender', requestId), now: deps.now(), receives };
  if (message.kind === 'draft-email') return sendDraft(job, message);
  if (message.kind === 'campaign-contact') return sendCampaignStep(job, message);
  // A message no sender understands ends in the dead-letter queue, where it can be looked at.
  throw new Error(`A send of an unknown kind: ${String(bodyField(message, 'kind'))}`);
}
