// The campaign sender: takes one claimed send off the queue and hands it to the sender of its kind.
import type { SQSRecord } from 'aws-lambda';
import * as v from 'valibot';
import type { Clock } from '../../platform/clock.js';
import type { Mailer } from '../../mail/mailer.js';
import { logger } from '../../platform/http/logger.js';
import { bodyField } from '../../platform/http/validate.js';
import type { RecordHandler } from '../../platform/queue/batch-handler.js';
import type { RetryLater } from '../../platform/queue/retry-backoff.js';
import type { Engine } from '../../platform/resources/engine.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import { sendDraft } from './draft-send.js';
import { type SendMessage, sendMessage, systemContext } from './send-queue.js';
import { sendCampaignStep } from './step-send.js';
import type { TrackingTokens } from '../tracking/tracking-token.js';

import { SendInFlightError } from './send-once.js';

export { SendInFlightError };

export interface SendWorkerDeps {
  store: Store;
  engine: Engine;
  mailer: Mailer;
  now: Clock;
  /** Where tracking links point when the campaign has no verified tracking domain: the API's address. */
  baseUrl: () => string;
  /** Signs the tracking addresses of each message. */
  tokens: TrackingTokens;
  /** Deliveries of one message before SQS moves it to the dead-letter queue: the last one marks the send FAILED. */
  maxReceiveCount: number;
  /**
   * How long a reservation counts as another sender's send in flight (longer than the sender's timeout). An older one
   * whose send was never confirmed is "sent, outcome unknown" (lib/campaigns/send/send-once.ts).
   */
  inFlightMs?: number;
  /** Puts a failed send's next delivery off, longer each time (the queue's own timeout when absent). */
  retryLater?: RetryLater;
}

export function createSendHandler(deps: SendWorkerDeps): RecordHandler {
  return async (record: SQSRecord, context) => {
    const message = v.parse(sendMessage, JSON.parse(record.body));
    const receives = Number(record.attributes.ApproximateReceiveCount ?? 1);
    try {
      await sendOne(deps, message, context?.awsRequestId ?? record.messageId, receives);
    } catch (error) {
      // A send in flight elsewhere is looked at again after the queue's timeout; a failure waits longer each time.
      if (!(error instanceof SendInFlightError))
        await deps
          .retryLater?.(record)
          .catch((backoff) => logger.warn('Backing off a failed send failed', { backoff }));
      throw error;
    }
  };
}

/** One delivery of a send, as the sender of its kind takes it. */
export interface SendJob {
  deps: SendWorkerDeps;
  /** The writes' context: the organization, the sender as actor, the request. */
  ctx: WriteContext;
  /** The moment every check of this delivery is made at. */
  now: Date;
  /** Deliveries of the queue message so far: the last one marks a refused send FAILED. */
  receives: number;
}

/** Sends one claimed send (a campaign contact's step, a scheduled draft), if its record still holds the claim. */
export function sendOne(deps: SendWorkerDeps, message: SendMessage, requestId: string, receives = 1): Promise<void> {
  const job = { deps, ctx: systemContext(message.org, 'campaign-sender', requestId), now: deps.now(), receives };
  if (message.kind === 'draft-email') return sendDraft(job, message);
  if (message.kind === 'campaign-contact') return sendCampaignStep(job, message);
  // A message no sender understands ends in the dead-letter queue, where it can be looked at.
  throw new Error(`A send of an unknown kind: ${String(bodyField(message, 'kind'))}`);
}
