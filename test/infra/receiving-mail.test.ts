// CDK assertions on the inbound receipt path: SES stores replies in a private bucket and notifies a topic of its own that
// feeds the inbound-mail queue, apart from the sending events' topic and the ses-events queue; the inbound-mail function
// alone may read the bucket; without a receiving domain none of it exists. cdk-nag stays clean.
import type { Stack } from 'aws-cdk-lib';
import { expectNagClean } from '../support/cdk-nag.js';
import { PRIVATE_ENCRYPTED_BUCKET } from '../support/fixture-stack.js';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { type AppModel, appModel } from '../../lib/app/function-table.js';
import { RECEIVED_MAIL_BUCKET_VARIABLE } from '../../lib/mail/ses-notification.js';
import { INBOUND_MAIL_QUEUE, SES_EVENTS_QUEUE } from '../../lib/platform/queue/queues.js';
import { RECEIVED_MAIL_PREFIX, RECEIVED_MAIL_RETENTION_DAYS } from '../../infra/constructs/receiving-mail.js';
import { OutreachApiStack } from '../../infra/stack.js';
import { templateOnlyApp } from '../support/template-app.js';

/**
 * A sender (its configuration set makes the sending events' topic), the ses-events consumer of bounces and complaints,
 * the inbound-mail consumer that reads stored mail, and one that does neither.
 */
const model: AppModel = {
  queues: [SES_EVENTS_QUEUE, INBOUND_MAIL_QUEUE],
  functions: [
    { name: 'fixture-sender', entry: 'functions/health.ts', routes: [], table: [], uses: ['mail'] },
    {
      name: 'fixture-events',
      entry: 'functions/health.ts',
      routes: [],
      table: [],
      queues: { consumes: { queue: SES_EVENTS_QUEUE.name, batchSize: 10 } },
    },
    {
      name: 'fixture-inbound',
      entry: 'functions/health.ts',
      routes: [],
      table: [],
      queues: { consumes: { queue: INBOUND_MAIL_QUEUE.name, batchSize: 10 } },
      uses: ['received-mail'],
    },
    { name: 'fixture-fallback', entry: 'functions/not-found.ts', routes: [], table: [], catchAll: true },
  ],
};

// CloudFormation properties are untyped JSON.
type Resource = { Properties: Record<string, any> };

function synthesize(receivingDomains?: string[]): { stack: Stack; template: Template } {
  const stack = new OutreachApiStack(templateOnlyApp(), 'OutreachApi', { model, receivingDomains });
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

/** The logical id of a queue of the model. */
function queueIdOf(template: Template, name: string): string {
  const [queueId] = Object.entries(template.findResources('AWS::SQS::Queue')).find(
    ([, queue]) => queue.Properties.QueueName === `OutreachApi-${name}`,
  )!;
  return queueId;
}

/** Each SNS topic's logical id, with the logical ids of the queues its subscriptions deliver to. */
function topicsAndTheirQueues(template: Template): Record<string, string[]> {
  const subscriptions = Object.values(template.findResources('AWS::SNS::Subscription')) as Resource[];
  return Object.fromEntries(
    Object.keys(template.findResources('AWS::SNS::Topic')).map((topicId) => [
      topicId,
      subscriptions
        .filter((subscription) => subscription.Properties.TopicArn.Ref === topicId)
        .map((subscription) => subscription.Properties.Endpoint['Fn::GetAtt'][0] as string),
    ]),
  );
}

/** The topic the configuration set's event destination publishes to. */
function sendingEventsTopicOf(template: Template): string {
  const [, destination] = only(template, 'AWS::SES::ConfigurationSetEventDestination');
  return destination.Properties.EventDestination.SnsDestination.TopicARN.Ref;
}

describe('a stack that receives mail for a domain', () => {
  let stack: Stack;
  let template: Template;
  let bucketId: string;
  beforeAll(() => {
    ({ stack, template } = synthesize(['replies.acme.test']));
    [bucketId] = only(template, 'AWS::S3::Bucket');
  });

  it('has no unacknowledged cdk-nag finding and no CDK warning', () => expectNagClean(stack));

  it('keeps raw mail in a private, encrypted, TLS-only bucket that is retained and expires messages after 30 days', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        ...PRIVATE_ENCRYPTED_BUCKET,
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

  it('has a rule for the domain that stores each message under the prefix and notifies the topic that feeds inbound-mail', () => {
    const [ruleSetId] = only(template, 'AWS::SES::ReceiptRuleSet');
    const [, rule] = only(template, 'AWS::SES::ReceiptRule');
    const topicId = rule.Properties.Rule.Actions[0].S3Action.TopicArn.Ref as string;
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
    // The receipt rule's topic delivers raw to the inbound-mail queue alone, which the reading function consumes.
    const queueId = queueIdOf(template, INBOUND_MAIL_QUEUE.name);
    const subscriptions = Object.values(template.findResources('AWS::SNS::Subscription')) as Resource[];
    const ofTopic = subscriptions.filter((subscription) => subscription.Properties.TopicArn.Ref === topicId);
    expect(ofTopic.map((subscription) => subscription.Properties)).toEqual([
      {
        Protocol: 'sqs',
        RawMessageDelivery: true,
        TopicArn: { Ref: topicId },
        Endpoint: { 'Fn::GetAtt': [queueId, 'Arn'] },
      },
    ]);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^fixtureinbound') },
    });
    template.hasOutput('ReceiptRuleSetName', { Value: { Ref: ruleSetId } });
  });

  it('keeps received mail apart from bounces and complaints: two topics, each feeding its own queue and consumer', () => {
    const [, rule] = only(template, 'AWS::SES::ReceiptRule');
    const receivedTopic = rule.Properties.Rule.Actions[0].S3Action.TopicArn.Ref as string;
    const sendingTopic = sendingEventsTopicOf(template);
    expect(sendingTopic).not.toBe(receivedTopic);
    expect(topicsAndTheirQueues(template)).toEqual({
      [sendingTopic]: [queueIdOf(template, SES_EVENTS_QUEUE.name)],
      [receivedTopic]: [queueIdOf(template, INBOUND_MAIL_QUEUE.name)],
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueIdOf(template, SES_EVENTS_QUEUE.name), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^fixtureevents') },
    });
  });

  it('lets the inbound-mail function only get objects under the prefix of that bucket, and tells it the bucket', () => {
    const s3 = statementsOf(template, 'fixture-inbound').filter(mentionsS3);
    expect(s3).toEqual([
      {
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${RECEIVED_MAIL_PREFIX}*`]] },
      },
    ]);
    expect(functionOf(template, 'fixture-inbound').Properties.Environment.Variables).toMatchObject({
      [RECEIVED_MAIL_BUCKET_VARIABLE]: { Ref: bucketId },
    });
  });

  it('gives functions that do not use received-mail neither the grant nor the bucket name', () => {
    for (const name of ['fixture-sender', 'fixture-events', 'fixture-fallback']) {
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
    // Only the sending events' topic, feeding ses-events.
    expect(topicsAndTheirQueues(template)).toEqual({
      [sendingEventsTopicOf(template)]: [queueIdOf(template, SES_EVENTS_QUEUE.name)],
    });
    template.resourceCountIs('AWS::S3::Bucket', 0);
    template.resourceCountIs('AWS::SES::ReceiptRuleSet', 0);
    template.resourceCountIs('AWS::SES::ReceiptRule', 0);
    const variables = Object.values(template.findResources('AWS::Lambda::Function')).map(
      (fn) => fn.Properties.Environment.Variables,
    );
    expect(variables.filter((names) => RECEIVED_MAIL_BUCKET_VARIABLE in names)).toEqual([]);
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).not.toContain('s3:');
  });

  it('refuses a receiving domain when no function would read what it stores', () => {
    const withoutReader: AppModel = {
      ...model,
      functions: model.functions.filter((fn) => fn.name !== 'fixture-inbound'),
    };
    expect(
      () =>
        new OutreachApiStack(templateOnlyApp(), 'OutreachApi', {
          model: withoutReader,
          receivingDomains: ['acme.test'],
        }),
    ).toThrow('receivingDomains needs');
  });

  it('refuses a receiving domain without the inbound-mail queue, rather than notify the queue of bounces', () => {
    const withoutQueue: AppModel = {
      queues: [SES_EVENTS_QUEUE],
      functions: model.functions.filter((fn) => fn.name !== 'fixture-inbound'),
    };
    expect(
      () =>
        new OutreachApiStack(templateOnlyApp(), 'OutreachApi', {
          model: withoutQueue,
          receivingDomains: ['acme.test'],
        }),
    ).toThrow(`receivingDomains needs the ${INBOUND_MAIL_QUEUE.name} queue`);
  });
});

describe('the function table', () => {
  it('lets the inbound-mail function, and only it, read received mail', () => {
    expect(appModel.functions.filter((fn) => fn.uses?.includes('received-mail')).map((fn) => fn.name)).toEqual([
      'inbound-mail',
    ]);
  });

  it('consumes received mail and bounces and complaints from two queues, each with a function of its own', () => {
    const consumerOf = (queue: string) =>
      appModel.functions.filter((fn) => fn.queues?.consumes?.queue === queue).map((fn) => fn.name);
    expect(consumerOf(SES_EVENTS_QUEUE.name)).toEqual(['ses-events']);
    expect(consumerOf(INBOUND_MAIL_QUEUE.name)).toEqual(['inbound-mail']);
  });
});
