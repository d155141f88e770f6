// SES inbound mail: a receipt rule stores each message to the configured recipients in a private bucket and notifies a
// topic of its own that feeds the inbound-mail queue, whose function reads the message from there and records the reply.
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { ReceiptRuleSet, TlsPolicy } from 'aws-cdk-lib/aws-ses';
import { S3 } from 'aws-cdk-lib/aws-ses-actions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { topicToQueue } from './queue-topic.js';

/** Where the receipt rule writes messages in the bucket. */
export const RECEIVED_MAIL_PREFIX = 'inbound/';

/** Days a raw message is kept: by then its reply is recorded (or its notification is in the dead-letter queue). */
export const RECEIVED_MAIL_RETENTION_DAYS = 30;

export interface ReceivingMailProps {
  /** Domains or addresses whose mail the rule takes (SES receipt rule recipients). */
  recipients: readonly string[];
  /**
   * The queue the inbound-mail function consumes: its own topic feeds it, apart from the sending events' topic, so that
   * received mail never queues before the bounces and complaints.
   */
  queue: IQueue;
}

export class ReceivingMail extends Construct {
  readonly bucket: Bucket;
  /** The rule set to activate (`aws ses set-active-receipt-rule-set`): CloudFormation cannot, one is active per region. */
  readonly ruleSetName: string;

  constructor(scope: Construct, id: string, { recipients, queue }: ReceivingMailProps) {
    super(scope, id);
    // SSE-S3: SES writes with it without a key policy, and only the inbound-mail function's role may read.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Raw replies hold what people wrote; like the table, they outlive a deleted stack.
      removalPolicy: RemovalPolicy.RETAIN,
      // The whole bucket: SES also writes a setup object at its root when the rule is made.
      lifecycleRules: [{ expiration: Duration.days(RECEIVED_MAIL_RETENTION_DAYS) }],
    });
    const topic = topicToQueue(
      this,
      'Received',
      queue,
      'SES receipt notifications (the headers of received mail and where it is stored)',
    );
    const ruleSet = new ReceiptRuleSet(this, 'RuleSet');
    ruleSet.addRule('StoreReplies', {
      recipients: [...recipients],
      scanEnabled: true,
      // A reply from a server that cannot speak TLS is still a reply: refusing it would lose it.
      tlsPolicy: TlsPolicy.OPTIONAL,
      // S3 rather than SNS with the content: SES's SNS action drops messages over 150 KB. The topic is this account's,
      // so SES may publish to it without a topic policy.
      actions: [new S3({ bucket: this.bucket, objectKeyPrefix: RECEIVED_MAIL_PREFIX, topic })],
    });
    this.ruleSetName = ruleSet.receiptRuleSetName;

    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Only SES writes here (its receipt rule, through the bucket policy) and only the inbound-mail function reads (s3:GetObject on the prefix); every message read becomes an inbound email and an event in the table. Server access logs would need a second bucket, which this first version does not add.',
    });
  }

  /** Lets `grantee` read stored messages, and nothing else: s3:GetObject under the prefix of this one bucket. */
  grantReadMessages(grantee: IGrantable, acknowledgeOn: Construct): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${RECEIVED_MAIL_PREFIX}*`)],
      }),
    );
    const bucketLogicalId = Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnBucket);
    Validations.of(acknowledgeOn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/${RECEIVED_MAIL_PREFIX}*]`,
      reason:
        'Object keys are the message ids SES chooses when mail arrives, so the grant covers the prefix the receipt rule writes under, in this one bucket; the only action is s3:GetObject.',
    });
  }
}
