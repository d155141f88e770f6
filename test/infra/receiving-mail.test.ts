// CDK assertions on the inbound receipt path: SES stores replies in a private bucket and notifies the ses-events queue,
// whose function alone may read them; without a receiving domain none of it exists. cdk-nag stays clean.
import { App, type Stack } from 'aws-cdk-lib';
import { expectNagClean } from '../support/cdk-nag.js';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { type AppModel, appModel } from '../../lib/app/function-table.js';
import { RECEIVED_MAIL_BUCKET_VARIABLE } from '../../lib/mail/ses-notification.js';
import { SES_EVENTS_QUEUE } from '../../lib/platform/queue/queues.js';
import { RECEIVED_MAIL_PREFIX, RECEIVED_MAIL_RETENTION_DAYS } from '../../infra/constructs/receiving-mail.js';
import { OutreachApiStack } from '../../infra/stack.js';

/** A sender (its configuration set makes the topic), the ses-events consumer that reads stored mail, and one that does not. */
const model: AppModel = {
  queues: [SES_EVENTS_QUEUE],
  functions: [
    { name: 'fixture-sender', entry: 'functions/health.ts', routes: [], table: [], uses: ['mail'] },
    {
      name: 'fixture-events',
      entry: 'functions/health.ts',
      routes: [],
      table: [],
      queues: { consumes: { queue: SES_EVENTS_QUEUE.name, batchSize: 10 } },
      uses: ['received-mail'],
    },
    { name: 'fixture-fallback', entry: 'functions/not-found.ts', routes: [], table: [], catchAll: true },
  ],
};

// CloudFormation properties are untyped JSON.
type Resource = { Properties: Record<string, any> };

function synthesize(receivingDomains?: string[]): { stack: Stack; template: Template } {
  const stack = new OutreachApiStack(new App(), 'OutreachApi', { model, receivingDomains });
  return { stack, template: Template.fromStack(stack) };
}

function only(template: Template, type: string): [string, Resource] {
  const found = Object.entries(template.findResources(type)) as [string, Resource][];
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The function made for a fixture entry, by its construct id. */
function functionOf(template: Template, name: string): Resource {
  const prefix = name.replace(/[^A-Za-z0-9]/g, '');
  const found = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) => id.startsWith(prefix));
  expect(found).toHaveLength(1);
  return found[0]![1] as Resource;
}

/** Every statement of every policy attached to the role of a fixture entry. */
function statementsOf(template: Template, name: string): { Action: string | string[]; Resource: unknown }[] {
  const prefix = name.replace(/[^A-Za-z0-9]/g, '');
  return Object.entries(template.findResources('AWS::IAM::Policy'))
    .filter(([id]) => id.startsWith(prefix))
    .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement);
}

const mentionsS3 = (statement: { Action: string | string[] }) => JSON.stringify(statement.Action).includes('s3:');

describe('a stack that receives mail for a domain', () => {
  let stack: Stack;
  let template: Template;
  let bucketId: string;
  beforeAll(() => {
    ({ stack, template } = synthesize(['replies.acme.test']));
    [bucketId] = only(template, 'AWS::S3::Bucket');
  }, 120_000);

  it('has no unacknowledged cdk-nag finding and no CDK warning', () => expectNagClean(stack));

  it('keeps raw mail in a private, encrypted, TLS-only bucket that is retained and expires messages after 30 days', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        LifecycleConfiguration: {
          Rules: [{ ExpirationInDays: RECEIVED_MAIL_RETENTION_DAYS, Status: 'Enabled' }],
        },
      },
    });
    const [, policy] = only(template, 'AWS::S3::BucketPolicy');
    expect(policy.Properties.PolicyDocument.Statement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        // SES writes under the prefix, for this account only.
        expect.objectContaining({
          Effect: 'Allow',
          Action: 's3:PutObject',
          Principal: { Service: 'ses.amazonaws.com' },
          Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${RECEIVED_MAIL_PREFIX}*`]] },
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        }),
      ]),
    );
  });

  it('has a rule for the domain that stores each message under the prefix and notifies the topic that feeds ses-events', () => {
    const [ruleSetId] = only(template, 'AWS::SES::ReceiptRuleSet');
    const [, rule] = only(template, 'AWS::SES::ReceiptRule');
    const [topicId] = only(template, 'AWS::SNS::Topic');
    expect(rule.Properties).toMatchObject({
      RuleSetName: { Ref: ruleSetId },
      Rule: {
        Enabled: true,
        Recipients: ['replies.acme.test'],
        ScanEnabled: true,
        Actions: [
          {
            S3Action: {
              BucketName: { Ref: bucketId },
              ObjectKeyPrefix: RECEIVED_MAIL_PREFIX,
              TopicArn: { Ref: topicId },
            },
          },
        ],
      },
    });
    // The one topic (the configuration set's too) delivers raw to the ses-events queue the function consumes.
    const [, subscription] = only(template, 'AWS::SNS::Subscription');
    const [queueId] = Object.entries(template.findResources('AWS::SQS::Queue')).find(
      ([, queue]) => queue.Properties.QueueName === `OutreachApi-${SES_EVENTS_QUEUE.name}`,
    )!;
    expect(subscription.Properties).toEqual({
      Protocol: 'sqs',
      RawMessageDelivery: true,
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [queueId, 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^fixtureevents') },
    });
    template.hasOutput('ReceiptRuleSetName', { Value: { Ref: ruleSetId } });
  });

  it('lets the ses-events function only get objects under the prefix of that bucket, and tells it the bucket', () => {
    const s3 = statementsOf(template, 'fixture-events').filter(mentionsS3);
    expect(s3).toEqual([
      {
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${RECEIVED_MAIL_PREFIX}*`]] },
      },
    ]);
    expect(functionOf(template, 'fixture-events').Properties.Environment.Variables).toMatchObject({
      [RECEIVED_MAIL_BUCKET_VARIABLE]: { Ref: bucketId },
    });
  });

  it('gives functions that do not use received-mail neither the grant nor the bucket name', () => {
    for (const name of ['fixture-sender', 'fixture-fallback']) {
      expect({ name, s3: statementsOf(template, name).filter(mentionsS3) }).toEqual({ name, s3: [] });
      expect(functionOf(template, name).Properties.Environment.Variables).not.toHaveProperty(
        RECEIVED_MAIL_BUCKET_VARIABLE,
      );
    }
  });
});

describe('a stack without a receiving domain', () => {
  it('makes no bucket, rule set or rule, and no function learns a bucket', () => {
    const { template } = synthesize();
    template.resourceCountIs('AWS::S3::Bucket', 0);
    template.resourceCountIs('AWS::SES::ReceiptRuleSet', 0);
    template.resourceCountIs('AWS::SES::ReceiptRule', 0);
    const variables = Object.values(template.findResources('AWS::Lambda::Function')).map(
      (fn) => fn.Properties.Environment.Variables,
    );
    expect(variables.filter((names) => RECEIVED_MAIL_BUCKET_VARIABLE in names)).toEqual([]);
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('s3:');
  }, 120_000);

  it('refuses a receiving domain when no function would read what it stores', () => {
    const withoutReader: AppModel = {
      ...model,
      functions: model.functions.filter((fn) => fn.name !== 'fixture-events'),
    };
    expect(
      () => new OutreachApiStack(new App(), 'OutreachApi', { model: withoutReader, receivingDomains: ['acme.test'] }),
    ).toThrow('receivingDomains needs');
  });
});

describe('the function table', () => {
  it('lets the ses-events function, and only it, read received mail', () => {
    expect(appModel.functions.filter((fn) => fn.uses?.includes('received-mail')).map((fn) => fn.name)).toEqual([
      'ses-events',
    ]);
  });
});
