// File imports' uploads: a private bucket that browsers and clients PUT files into through presigned URLs, and whose
// new objects under the upload prefix notify the import-files queue, whose function reads them from there.
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CfnBucket,
  EventType,
  HttpMethods,
} from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { FETCHED_PREFIX, IMPORT_UPLOAD_PREFIX } from '../../lib/app/function-spec.js';

/** Days an uploaded file is kept: it is read within minutes, and a failed one can be redriven within the week. */
const IMPORT_FILES_RETENTION_DAYS = 7;

/** Days before the parts of a multipart upload that was never completed are dropped (they are billed, and unseen). */
const INCOMPLETE_UPLOAD_DAYS = 1;

export interface ImportFilesProps {
  /** The import-files queue: S3 tells it of each file created under the upload prefix. */
  queue: IQueue;
}

export class ImportFiles extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, { queue }: ImportFilesProps) {
    super(scope, id);
    // CDK's handler of the notification configuration (a custom resource) runs with this role: ours, to acknowledge
    // what CDK attaches to it.
    const notificationsRole = new Role(this, 'NotificationsRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });
    // SSE-S3: a presigned PUT needs no key header or key grant, and only the granted roles may write or read.
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Uploaded files hold customers' contacts; like the table, they outlive a deleted stack.
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          expiration: Duration.days(IMPORT_FILES_RETENTION_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(INCOMPLETE_UPLOAD_DAYS),
        },
      ],
      // The upload URL is meant for browsers too. Any origin: the presigned URL is the credential, and CORS only lets a
      // page send the PUT and read its ETag; if-none-match lets an upload refuse to replace a file already there.
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: ['*'],
          allowedHeaders: ['content-type', 'if-none-match'],
          exposedHeaders: ['etag'],
        },
      ],
      notificationsHandlerRole: notificationsRole,
    });
    // The queues are SSE-SQS (work-queue.ts), which S3 sends to with the queue policy alone. Under a customer-managed
    // key, S3 would also need kms:GenerateDataKey and kms:Decrypt in the key's policy: SqsDestination adds that statement
    // to a key of this stack (an imported key's policy would need it by hand).
    this.bucket.addEventNotification(EventType.OBJECT_CREATED, new SqsDestination(queue), {
      prefix: IMPORT_UPLOAD_PREFIX,
    });

    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Only presigned PUTs from the API (s3:PutObject under the prefix) write here and only the file reader reads (s3:GetObject on the prefix); each upload is recorded on its import, and files expire within the week. Server access logs would need a second bucket, which this first version does not add.',
    });
    Validations.of(notificationsRole).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK attaches it to the role of its own handler, which sets this bucket's notification configuration at deploy time and only writes logs; it serves no request.",
    });
  }

  /** Lets `grantee` sign upload URLs, and nothing else: s3:PutObject under the upload prefix of this one bucket. */
  grantUploads(grantee: IGrantable, acknowledgeOn: Construct): void {
    this.grantUnderPrefix(
      ['s3:PutObject'],
      IMPORT_UPLOAD_PREFIX,
      grantee,
      acknowledgeOn,
      'Object keys are made per upload (organization, import and upload ids), so the grant covers the upload prefix of this one bucket; the only action is s3:PutObject, which the presigned URLs it signs carry.',
    );
  }

  /**
   * Lets `grantee` read uploaded files (s3:GetObject under the upload prefix) and keep and read the files recurring
   * imports fetch (s3:PutObject and s3:GetObject under the fetched prefix, which notifies no one), in this one bucket.
   */
  grantReadFiles(grantee: IGrantable, acknowledgeOn: Construct): void {
    this.grantUnderPrefix(
      ['s3:GetObject'],
      IMPORT_UPLOAD_PREFIX,
      grantee,
      acknowledgeOn,
      'Object keys are made per upload (organization, import and upload ids) and arrive in S3 notifications, so the grant covers the upload prefix of this one bucket; the only action is s3:GetObject.',
    );
    this.grantUnderPrefix(
      ['s3:PutObject', 's3:GetObject'],
      FETCHED_PREFIX,
      grantee,
      acknowledgeOn,
      'Object keys are made per recurring run (organization, import and run ids) by the reader itself, which stores the file it fetched there and reads it back; the grant covers that prefix of this one bucket.',
    );
  }

  private grantUnderPrefix(
    actions: string[],
    prefix: string,
    grantee: IGrantable,
    acknowledgeOn: Construct,
    reason: string,
  ): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions, resources: [this.bucket.arnForObjects(`${prefix}*`)] }),
    );
    const bucketLogicalId = Stack.of(this).getLogicalId(this.bucket.node.defaultChild as CfnBucket);
    Validations.of(acknowledgeOn).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/${prefix}*]`,
      reason,
    });
  }
}
