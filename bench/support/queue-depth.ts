// Polls an SQS queue's approximate depth once a second (messages waiting and in flight), for the bench's timeline.
import { GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';

export interface QueueDepth {
  /** The last depth read; NaN until the first answer. */
  readonly current: { visible: number; inFlight: number };
  stop(): void;
}

export function pollQueueDepth(sqs: SQSClient, queueUrl: string, intervalMs = 1000): QueueDepth {
  let current = { visible: NaN, inFlight: NaN };
  const timer = setInterval(() => {
    sqs
      .send(
        new GetQueueAttributesCommand({
          QueueUrl: queueUrl,
          AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
        }),
      )
      .then(({ Attributes }) => {
        current = {
          visible: Number(Attributes?.ApproximateNumberOfMessages ?? NaN),
          inFlight: Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? NaN),
        };
      })
      .catch(() => undefined);
  }, intervalMs);
  timer.unref();
  return {
    get current() {
      return current;
    },
    stop: () => clearInterval(timer),
  };
}
