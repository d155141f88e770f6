// An SQS queue with its dead-letter queue and an alarm on anything landing there.
import { Duration, Stack } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueueName, type QueueSpec } from '../../lib/platform/queue/queues.js';
import { ALARM_PERIOD, alarmAboveZero } from './alarms.js';

export interface WorkQueueProps {
  spec: QueueSpec;
  visibilityTimeoutSeconds: number;
}

export class WorkQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, { spec, visibilityTimeoutSeconds }: WorkQueueProps) {
    super(scope, id);
    // Prefixed with the stack name so two stages can share an account and region.
    const physicalName = (name: string) => `${Stack.of(this).stackName}-${name}`;
    const secured = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      ...secured,
      queueName: physicalName(deadLetterQueueName(spec.name)),
      // The longest SQS allows, to leave time to inspect and redrive.
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      ...secured,
      queueName: physicalName(spec.name),
      visibilityTimeout: Duration.seconds(visibilityTimeoutSeconds),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: spec.maxReceiveCount },
    });
    alarmAboveZero(
      this,
      'DeadLetterAlarm',
      this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }),
      `Messages of ${spec.name} failed ${spec.maxReceiveCount} times and wait in ${deadLetterQueueName(spec.name)}.`,
    );
  }
}
