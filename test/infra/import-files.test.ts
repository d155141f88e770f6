// CDK assertions on file imports' uploads: a private, TLS-only, retained bucket whose files expire, that browsers may PUT
// into, and whose new files under the upload prefix notify the import-files queue; the signer may only put there, the
// reader only get, each told the bucket; without either service there is no bucket. cdk-nag stays clean.
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { IMPORT_FILES_BUCKET_VARIABLE, IMPORT_UPLOAD_PREFIX, FETCHED_PREFIX } from '../../lib/app/function-spec.js';
import { type AppModel, appModel } from '../../lib/app/function-table.js';
import { IMPORT_FILES_QUEUE } from '../../lib/platform/queue/queues.js';
import { OutreachApiStack } from '../../infra/stack.js';
import { expectNagClean } from '../support/cdk-nag.js';
import { environmentOf, PRIVATE_ENCRYPTED_BUCKET, policyStatementsOf } from '../support/fixture-stack.js';
import { templateOnlyApp } from '../support/template-app.js';

/** A function that signs upload URLs, one that reads the files from their queue, and one that does neither. */
const model: AppModel = {
  queues: [IMPORT_FILES_QUEUE],
  functions: [
    { name: 'fixture-uploads', entry: 'functions/health.ts', routes: [], table: [], uses: ['import-uploads'] },
    {
      name: 'fixture-reader',
      entry: 'functions/health.ts',
      routes: [],
      table: [],
      uses: ['import-files'],
      queues: { consumes: { queue: IMPORT_FILES_QUEUE.name, batchSize: 1 } },
    },
    { name: 'fixture-other', entry: 'functions/health.ts', routes: [], table: [] },
  ],
};

// CloudFormation properties are untyped JSON.
type Resource = { Properties: Record<string, any> };

function only(template: Template, type: string): [string, Resource] {
  const found = Object.entries(template.findResources(type)) as [string, Resource][];
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The statements of a fixture entry's policies that grant S3 actions. */
const s3StatementsOf = (template: Template, name: string) =>
  policyStatementsOf(template, name).filter((statement) => JSON.stringify(statement.Action).includes('s3:'));

/** The logical id of a queue of the model. */
function queueIdOf(template: Template, name: string): string {
  const [queueId] = Object.entries(template.findResources('AWS::SQS::Queue')).find(
    ([, queue]) => queue.Properties.QueueName === `OutreachApi-${name}`,
  )!;
  return queueId;
}

describe('a stack with functions that sign uploads and read files', () => {
  let stack: Stack;
  let template: Template;
  let bucketId: string;
  let underPrefix: unknown;
  let underFetched: unknown;
  beforeAll(() => {
    stack = new OutreachApiStack(templateOnlyApp(), 'OutreachApi', { model });
    template = Template.fromStack(stack);
    [bucketId] = only(template, 'AWS::S3::Bucket');
    underPrefix = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${IMPORT_UPLOAD_PREFIX}*`]] };
    underFetched = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${FETCHED_PREFIX}*`]] };
  });

  it('has no unacknowledged cdk-nag finding and no CDK warning', () => expectNagClean(stack));

  it('keeps uploads in a private, encrypted, retained bucket that expires files and drops unfinished uploads', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        ...PRIVATE_ENCRYPTED_BUCKET,
        LifecycleConfiguration: {
          Rules: [
            {
              ExpirationInDays: 7,
              AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
              Status: 'Enabled',
            },
          ],
        },
      },
    });
  });

  it('refuses every request that is not over TLS, and its policy allows nobody anything', () => {
    const [, policy] = only(template, 'AWS::S3::BucketPolicy');
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    ]);
  });

  it('lets browsers of any origin PUT with a content type and if-none-match, and read the ETag, and nothing else', () => {
    const [, bucket] = only(template, 'AWS::S3::Bucket');
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [
        {
          AllowedMethods: ['PUT'],
          AllowedOrigins: ['*'],
          AllowedHeaders: ['content-type', 'if-none-match'],
          ExposedHeaders: ['etag'],
        },
      ],
    });
  });

  it('tells the import-files queue of each object created under the upload prefix, and lets only this bucket send', () => {
    const queueId = queueIdOf(template, IMPORT_FILES_QUEUE.name);
    const [, notifications] = only(template, 'Custom::S3BucketNotifications');
    expect(notifications.Properties).toMatchObject({
      BucketName: { Ref: bucketId },
      NotificationConfiguration: {
        QueueConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: IMPORT_UPLOAD_PREFIX }] } },
            QueueArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
          },
        ],
      },
    });
    const s3Senders = Object.values(template.findResources('AWS::SQS::QueuePolicy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => statement.Principal?.Service === 's3.amazonaws.com');
    expect(s3Senders).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: expect.arrayContaining(['sqs:SendMessage']),
        Resource: { 'Fn::GetAtt': [queueId, 'Arn'] },
        Condition: { ArnLike: { 'aws:SourceArn': { 'Fn::GetAtt': [bucketId, 'Arn'] } } },
      }),
    ]);
  });

  it('lets the signer only put objects under the upload prefix, the reader get them and keep fetched files, and tells both the bucket', () => {
    expect(s3StatementsOf(template, 'fixture-uploads')).toEqual([
      { Effect: 'Allow', Action: 's3:PutObject', Resource: underPrefix },
    ]);
    expect(s3StatementsOf(template, 'fixture-reader')).toEqual([
      { Effect: 'Allow', Action: 's3:GetObject', Resource: underPrefix },
      { Effect: 'Allow', Action: ['s3:PutObject', 's3:GetObject'], Resource: underFetched },
    ]);
    expect(environmentOf(template, 'fixture-uploads')[IMPORT_FILES_BUCKET_VARIABLE]).toEqual({ Ref: bucketId });
    expect(environmentOf(template, 'fixture-reader')[IMPORT_FILES_BUCKET_VARIABLE]).toEqual({ Ref: bucketId });
  });

  it('gives a function that uses neither service no S3 grant and no bucket name', () => {
    expect(s3StatementsOf(template, 'fixture-other')).toEqual([]);
    expect(environmentOf(template, 'fixture-other')).not.toHaveProperty(IMPORT_FILES_BUCKET_VARIABLE);
  });

  it('outputs the bucket name', () => {
    template.hasOutput('ImportFilesBucket', { Value: { Ref: bucketId } });
  });
});

describe('a stack without a function that uses import-uploads or import-files', () => {
  it('makes no bucket, notification or output, and no function learns a bucket', () => {
    const withoutUsers: AppModel = {
      queues: model.queues,
      functions: model.functions.filter((fn) => fn.name === 'fixture-other'),
    };
    const template = Template.fromStack(
      new OutreachApiStack(templateOnlyApp(), 'OutreachApi', { model: withoutUsers }),
    );
    template.resourceCountIs('AWS::S3::Bucket', 0);
    template.resourceCountIs('Custom::S3BucketNotifications', 0);
    expect(Object.keys(template.findOutputs('ImportFilesBucket'))).toEqual([]);
    expect(environmentOf(template, 'fixture-other')).not.toHaveProperty(IMPORT_FILES_BUCKET_VARIABLE);
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('s3:');
  });

  it('refuses a function that uses the files without the import-files queue, which S3 would tell of them', () => {
    const withoutQueue: AppModel = { queues: [], functions: [model.functions[0]!] };
    expect(() => new OutreachApiStack(templateOnlyApp(), 'OutreachApi', { model: withoutQueue })).toThrow(
      `need the ${IMPORT_FILES_QUEUE.name} queue`,
    );
  });
});

describe('the function table', () => {
  it('lets the API serving imports sign uploads, and the file reader alone read the files, from its own queue', () => {
    const users = (use: 'import-uploads' | 'import-files') =>
      appModel.functions.filter((fn) => fn.uses?.includes(use)).map((fn) => fn.name);
    expect(users('import-uploads')).toEqual(['resources']);
    expect(users('import-files')).toEqual(['import-file-reader']);
    const reader = appModel.functions.find((fn) => fn.name === 'import-file-reader')!;
    expect(reader.queues?.consumes).toMatchObject({ queue: IMPORT_FILES_QUEUE.name, batchSize: 1 });
  });
});
