// The SES configuration set every message is sent with, whose bounce, complaint and delivery events reach the ses-events queue through SNS.
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';

export interface SendingEventsProps {
  /** The queue the ses-events function consumes. */
  queue: IQueue;
}

export class SendingEvents extends Construct {
  /** The configuration set's name, for SES_CONFIGURATION_SET. */
  readonly name: string;
  /** The topic that delivers to the ses-events queue; the receipt rule of received mail notifies it too. */
  readonly topic: ITopic;

  constructor(scope: Construct, id: string, { queue }: SendingEventsProps) {
    super(scope, id);
    const topic = new Topic(this, 'Events', { enforceSSL: true });
    this.topic = topic;
    // Raw delivery: the queue receives SES's event JSON itself, which the ses-events function parses (it reads the
    // SNS envelope too).
    topic.addSubscription(new SqsSubscription(queue, { rawMessageDelivery: true }));
    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet');
    configurationSet.addEventDestination('ToQueue', {
      destination: EventDestination.snsTopic(topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.DELIVERY],
    });
    this.name = configurationSet.configurationSetName;
    Validations.of(topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'The topic carries SES delivery events (message ids, recipients and bounce types) and receipt notifications (the headers of received mail and where it is stored), never a message body; SES publishing to a KMS-encrypted topic needs a key policy for the SES principal, which this first version does not add.',
    });
  }
}
