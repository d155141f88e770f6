// How many messages wait in a queue for a consumer (SQS's ApproximateNumberOfMessages): what tells a message that is
// late because it waits in line from one that was lost.
import { GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';

/** Reads the number of visible messages of `queueUrl`; needs sqs:GetQueueAttributes, which a sender is granted. */
export function createQueueBacklog(sqs: SQSClient, queueUrl: string): () => Promise<number> {
  return async () => {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages ?? 0);
  };
}
