// The SES configuration set every message is sent with, whose bounce, complaint and delivery events reach the ses-events
// queue through a topic of their own (received mail has another: infra/constructs/receiving-mail.ts).
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { topicToQueue } from './queue-topic.js';

export interface SendingEventsProps {
  /** The queue the ses-events function consumes. */
  queue: IQueue;
}

export class SendingEvents extends Construct {
  /** The configuration set's name, for SES_CONFIGURATION_SET. */
  readonly name: string;

  constructor(scope: Construct, id: string, { queue }: SendingEventsProps) {
    super(scope, id);
    const topic = topicToQueue(
      this,
      'Events',
      queue,
      'SES events on sent mail (message ids, recipients and bounce types)',
    );
    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet');
    configurationSet.addEventDestination('ToQueue', {
      destination: EventDestination.snsTopic(topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.DELIVERY],
    });
    this.name = configurationSet.configurationSetName;
  }
}
