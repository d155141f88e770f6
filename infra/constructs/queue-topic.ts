// An SNS topic that delivers every message raw to one queue: how SES's notifications of one kind reach their queue.
import { Validations } from 'aws-cdk-lib';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** `carries` says what the topic's messages hold, for the acknowledgement of its SSE finding. */
export function topicToQueue(scope: Construct, id: string, queue: IQueue, carries: string): Topic {
  const topic = new Topic(scope, id, { enforceSSL: true });
  // Raw delivery: the queue receives SES's JSON itself, which its function parses (it reads the SNS envelope too).
  topic.addSubscription(new SqsSubscription(queue, { rawMessageDelivery: true }));
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason: `The topic carries ${carries}, never a message body; SES publishing to a KMS-encrypted topic needs a key policy for the SES principal, which this first version does not add.`,
  });
  return topic;
}
