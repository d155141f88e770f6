// CDK template assertions on the stack, for the real function table and for a fixture with a queue, both clean under cdk-nag.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEPLOYMENT_SENDER_VARIABLE } from '../../lib/app/function-spec.js';
import { DELIVERY_UNKNOWN_ALARM } from '../../lib/campaigns/send/delivery-unknown.js';
import { allRoutes, appModel, PUBLIC, timeoutOf, type AppModel } from '../../lib/app/function-table.js';
import { keyMatches, mailboxReadAccess, type TableGrant } from '../../lib/app/table-grants.js';
import { routeKey } from '../../lib/platform/http/route.js';
import { deadLetterQueueName, INBOUND_MAIL_QUEUE, SES_EVENTS_QUEUE } from '../../lib/platform/queue/queues.js';
import { rowMarkers } from '../../lib/imports/rows/row-markers.js';
import { intakeClaims } from '../../lib/imports/webhook/intake-claims.js';
import { requestCounts } from '../../lib/platform/http/rate-limiter.js';
import { cursorPositions } from '../../lib/platform/query/cursor-positions.js';
import { guardKey, itemKeyOf, partitionPatternsOf, recordPartition } from '../../lib/platform/store/keys.js';

/** The partition patterns of records, and of the intake's claims and the queued-row markers, as the grants derive them. */
const partitionKeys = {
  records: recordPartition('*', '*'),
  claims: partitionPatternsOf(intakeClaims),
  markers: partitionPatternsOf(rowMarkers),
};
const cursorPositionKey = (org: string, object: string, orderPath: string, id: string) =>
  itemKeyOf(cursorPositions, { org, object, orderPath, id });
const rateLimitWindowKey = (kind: string, id: string, windowStart: number) =>
  itemKeyOf(requestCounts, { kind, id, windowStart });
import { INDEX_ATTRIBUTES, tableDefinition } from '../../lib/platform/store/table-definition.js';
import { stageThrottle } from '../../infra/constructs/http-api.js';
import { DEFAULT_ROUTE_KEY, DEFAULT_ROUTE_THROTTLE, deployedRoutes } from '../../infra/routes.js';
import { DataTable } from '../../infra/constructs/data-table.js';
import { deployedFunctions, deployedRouteKeys, OutreachApiStack } from '../../infra/stack.js';
import { templateOnlyApp } from '../support/template-app.js';

/** A queue, a worker that consumes it, an API function that sends to it, and local-only parts that must not deploy. */
const fixtureModel: AppModel = {
  queues: [{ name: 'fixture-jobs', maxReceiveCount: 5 }],
  functions: [
    {
      name: 'fixture-api',
      entry: 'functions/health.ts',
      routes: [
        { method: 'POST', path: '/v5/fixtures', scope: 'fixtures:write' },
        { method: 'GET', path: '/v5/fixtures/{id}', scope: 'fixtures:read' },
        { method: 'GET', path: '/local/fixture-peek', scope: PUBLIC, localOnly: true },
      ],
      table: [{ actions: ['GetItem', 'Query'], partitionKeys: [partitionKeys.records], indexes: true }],
      queues: { sends: ['fixture-jobs'] },
    },
    {
      name: 'fixture-worker',
      entry: 'functions/health.ts',
      routes: [],
      table: [{ actions: ['GetItem', 'Query', 'PutItem'], partitionKeys: [partitionKeys.records] }],
      queues: { consumes: { queue: 'fixture-jobs', batchSize: 10 } },
      timeoutSeconds: 30,
      memoryMb: 512,
    },
    {
      name: 'fixture-local',
      entry: 'functions/health.ts',
      routes: [{ method: 'GET', path: '/local/fixture-mailbox', scope: PUBLIC }],
      table: mailboxReadAccess,
      localOnly: true,
    },
    { name: 'fixture-fallback', entry: 'functions/not-found.ts', routes: [], table: [], catchAll: true },
  ],
};

interface Synthesized {
  stack: Stack;
  template: Template;
}

/** Synthesizes once per model; only the real model's functions are bundled (esbuild is the slow part), for their test. */
function synthesize(model: AppModel, app = templateOnlyApp()): Synthesized {
  const stack = new OutreachApiStack(app, 'OutreachApi', { model });
  return { stack, template: Template.fromStack(stack) };
}

/** Resources of a type whose logical id starts with the construct id that made them (`fixture-api` gives `fixtureapi...`). */
// CloudFormation properties are untyped JSON.
type Resource = { Properties: Record<string, any> };

function resourcesOf(template: Template, type: string, constructId: string): Record<string, Resource> {
  const prefix = constructId.replace(/[^A-Za-z0-9]/g, '');
  const resources = template.findResources(type) as Record<string, Resource>;
  return Object.fromEntries(Object.entries(resources).filter(([logicalId]) => logicalId.startsWith(prefix)));
}

function onlyResourceOf(template: Template, type: string, constructId: string) {
  const found = Object.values(resourcesOf(template, type, constructId));
  expect(found).toHaveLength(1);
  return found[0]!.Properties;
}

function policyActionsOf(template: Template, constructId: string): string[] {
  const statements = onlyResourceOf(template, 'AWS::IAM::Policy', constructId).PolicyDocument.Statement as {
    Action: string | string[];
  }[];
  return statements.flatMap((statement) => statement.Action);
}

/** An IAM statement as the template holds it; single actions and resources are plain values, not lists. */
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
}

const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** A statement with every list spelled as a list and actions sorted, so that two can be compared. */
function normalized({ Effect, Action, Resource, Condition }: Statement) {
  return {
    Effect,
    Action: asArray(Action).sort(),
    Resource: asArray(Resource),
    Condition: Object.fromEntries(
      Object.entries(Condition ?? {}).map(([operator, keys]) => [
        operator,
        Object.fromEntries(Object.entries(keys).map(([key, values]) => [key, asArray(values)])),
      ]),
    ),
  };
}

function statementsOf(template: Template, constructId: string): Statement[] {
  return onlyResourceOf(template, 'AWS::IAM::Policy', constructId).PolicyDocument.Statement;
}

/** The statements of a function's policy that grant DynamoDB actions. */
/** What an event source mapping on the table's stream needs (CDK grants it): reading the stream, not the table's items. */
const STREAM_ACTIONS = new Set([
  'dynamodb:ListStreams',
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
]);
const isStreamStatement = (statement: Statement) =>
  asArray(statement.Action).every((action) => STREAM_ACTIONS.has(action));
const isItemStatement = (statement: Statement) =>
  !isStreamStatement(statement) && asArray(statement.Action).some((action) => action.startsWith('dynamodb:'));

function tableStatementsOf(template: Template, constructId: string): Statement[] {
  return statementsOf(template, constructId).filter(isItemStatement);
}

/** The statement a grant of the function table must become, spelled independently of the construct that writes it. */
function expectedStatement(grant: TableGrant, tableArn: unknown) {
  return normalized({
    Effect: 'Allow',
    Action: grant.actions.map((action) => `dynamodb:${action}`),
    Resource: grant.indexes ? [tableArn, { 'Fn::Join': ['', [tableArn, '/index/*']] }] : tableArn,
    Condition: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.partitionKeys] },
      ...(grant.inTransactions
        ? { 'ForAnyValue:StringEquals': { 'dynamodb:EnclosingOperation': 'TransactWriteItems' } }
        : {}),
    },
  });
}

function tableArnOf(template: Template): unknown {
  const [tableId] = Object.keys(template.findResources('AWS::DynamoDB::Table'));
  return { 'Fn::GetAtt': [tableId, 'Arn'] };
}

/** The one stage's properties and the routes it depends on. */
function stageOf(template: Template) {
  const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as Array<
    Resource & { DependsOn?: string[] }
  >;
  return { properties: stage!.Properties, dependsOn: stage!.DependsOn ?? [] };
}

function routeLogicalIdsByKey(template: Template): Map<string, string> {
  return new Map(
    Object.entries(template.findResources('AWS::ApiGatewayV2::Route')).map(([logicalId, route]) => [
      route.Properties.RouteKey as string,
      logicalId,
    ]),
  );
}

function routeKeysOf(template: Template): string[] {
  return Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map((route) => route.Properties.RouteKey);
}

/** Every cdk-nag finding that is not acknowledged, as `rule at path` lines so a failure names them. */
function unacknowledgedFindings(stack: Stack): string[] {
  const report = new AwsSolutionsChecks().validateScope(stack);
  return report.violations.flatMap((violation) =>
    violation.violatingResources.map((resource) => `${violation.ruleName} at ${resource.constructPath}`),
  );
}

function expectNoFindings({ stack }: Synthesized): void {
  expect(unacknowledgedFindings(stack)).toEqual([]);
  const annotations = Annotations.fromStack(stack);
  expect(annotations.findError('*', Match.anyValue())).toEqual([]);
  expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
}

describe('stack with the real function table', () => {
  let real: Synthesized;
  beforeAll(() => {
    real = synthesize(appModel, new App());
  });

  it('has no unacknowledged cdk-nag finding and no CDK warning', () => {
    expectNoFindings(real);
  });

  it('creates the single table from the table definition', () => {
    real.template.resourceCountIs('AWS::DynamoDB::Table', 1);
    real.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        TimeToLiveSpecification: { AttributeName: tableDefinition.ttlAttribute, Enabled: true },
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...INDEX_ATTRIBUTES] },
        })),
      },
    });
  });

  it('keeps whole-record index slots for a stack deployed before slots carried keys only', () => {
    const stack = new Stack(new App(), 'Older');
    new DataTable(stack, 'Data', { wholeRecordIndexes: true });
    const [table] = Object.values(Template.fromStack(stack).findResources('AWS::DynamoDB::Table'));
    const projections = table!.Properties.GlobalSecondaryIndexes.map(
      (index: Resource['Properties']) => index.Projection,
    );
    expect(projections).toEqual(tableDefinition.indexes.map(() => ({ ProjectionType: 'ALL' })));
  });

  it('runs every deployed function on nodejs22.x/arm64 with its own log group, source maps and the table name', () => {
    // The file imports' bucket notification is a CDK custom resource, served by CDK's own (Python) handler: one more
    // Lambda function in the template, at deploy time only, that is no function of the table.
    const handlerIds = Object.values(real.template.findResources('Custom::S3BucketNotifications')).map(
      (notifications) => notifications.Properties.ServiceToken['Fn::GetAtt'][0] as string,
    );
    expect(handlerIds).toHaveLength(1);
    const functions = Object.entries(real.template.findResources('AWS::Lambda::Function'))
      .filter(([id]) => !handlerIds.includes(id))
      .map(([, fn]) => fn);
    expect(functions).toHaveLength(deployedFunctions(appModel).length);
    const byNumber = (a: number, b: number) => a - b;
    expect(functions.map(({ Properties }) => Properties.Timeout).sort(byNumber)).toEqual(
      deployedFunctions(appModel).map(timeoutOf).sort(byNumber),
    );
    const logGroupIds = Object.keys(real.template.findResources('AWS::Logs::LogGroup'));
    for (const { Properties } of functions) {
      expect(Properties.Runtime).toBe('nodejs22.x');
      expect(Properties.Architectures).toEqual(['arm64']);
      expect(Properties.Handler).toBe('index.handler');
      expect(Properties.MemorySize).toBe(1024);
      expect(Properties.Environment.Variables).toMatchObject({
        NODE_OPTIONS: '--enable-source-maps',
        TABLE_NAME: { Ref: expect.any(String) },
      });
      expect(logGroupIds).toContain(Properties.LoggingConfig.LogGroup.Ref);
    }
    real.template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('gives every deployed function the bundle of its own entry, and the openapi function its page renderer beside it', () => {
    // CDK keys its bundling cache by the serialisable bundling options: when they did not name the entry, every
    // function was deployed with the first one's bundle (the health check's).
    const functions = real.template.findResources('AWS::Lambda::Function');
    const bundleOf = (logicalId: string) => String(functions[logicalId]!.Properties.Code.S3Key).replace(/\.zip$/, '');
    const bundled = Object.keys(functions).filter((id) => functions[id]!.Properties.Code.S3Key);
    expect(new Set(bundled.map(bundleOf)).size).toBe(deployedFunctions(appModel).length);
    const openapi = bundled.find((id) => id.startsWith('openapi'))!;
    const outdir = real.stack.node.root instanceof App ? real.stack.node.root.outdir : '';
    const staged = join(outdir, `asset.${bundleOf(openapi)}`);
    expect(readdirSync(staged)).toEqual(expect.arrayContaining(['index.mjs', 'redoc.standalone.js']));
    expect(readFileSync(join(staged, 'index.mjs'), 'utf8')).toContain('redoc');
  });

  it('lets the import reconciler read the rows queue’s depth and send to it, and nothing else of SQS', () => {
    const actions = policyActionsOf(real.template, 'import-reconciler').filter((action) => action.startsWith('sqs:'));
    expect([...new Set(actions)].sort()).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
  });

  it('deploys exactly the route keys deployedRouteKeys names, with one $default and no local-only route', () => {
    const keys = routeKeysOf(real.template);
    expect([...keys].sort()).toEqual([...deployedRouteKeys(appModel)].sort());
    expect(keys).toContain('GET /v5/health');
    expect(keys.filter((key) => key === '$default')).toHaveLength(1);
    expect(keys.filter((key) => key.includes('/local/'))).toEqual([]);
    expect(deployedRouteKeys(appModel).filter((key) => key.includes('/local/'))).toEqual([]);
  });

  it('throttles and access-logs the one $default stage', () => {
    real.template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    real.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: stageThrottle.rateLimit,
        ThrottlingBurstLimit: stageThrottle.burstLimit,
      },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] },
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });

  it('gives every public route of the function table its declared throttle, and $default its own, and the stage waits for those routes', () => {
    const { properties, dependsOn } = stageOf(real.template);
    const settings = properties.RouteSettings as Record<string, unknown>;
    const routeIds = routeLogicalIdsByKey(real.template);
    const deployed = allRoutes(appModel).filter((route) => !route.fn.localOnly && !route.localOnly);
    const publicRoutes = deployed.filter((route) => route.scope === PUBLIC);
    expect(publicRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/v5/register', '/v5/auth/refresh', '/v5/webhooks/{importId}/{secret}']),
    );
    for (const route of publicRoutes) {
      const key = routeKey(route);
      // A public route without its limits would share the stage's throttle with every tenant.
      expect({ key, throttle: route.publicLimits?.throttle }).toEqual({ key, throttle: expect.any(Object) });
      expect({ key, settings: settings[key] }).toEqual({
        key,
        settings: {
          ThrottlingRateLimit: route.publicLimits!.throttle.rateLimit,
          ThrottlingBurstLimit: route.publicLimits!.throttle.burstLimit,
        },
      });
      // CloudFormation refuses route settings for a route key that does not exist yet.
      expect(dependsOn).toContain(routeIds.get(key));
    }
    expect(settings[DEFAULT_ROUTE_KEY]).toEqual({
      ThrottlingRateLimit: DEFAULT_ROUTE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: DEFAULT_ROUTE_THROTTLE.burstLimit,
    });
    expect(DEFAULT_ROUTE_THROTTLE.rateLimit).toBeLessThan(stageThrottle.rateLimit);
    expect(dependsOn).toContain(routeIds.get(DEFAULT_ROUTE_KEY));
    // Authenticated routes keep the stage's default: no settings of their own.
    const authenticatedKeys = deployed.filter((route) => route.scope !== PUBLIC).map(routeKey);
    expect(authenticatedKeys.length).toBeGreaterThan(0);
    expect(Object.keys(settings).filter((key) => authenticatedKeys.includes(key))).toEqual([]);
    expect(Object.keys(settings).sort()).toEqual([...publicRoutes.map(routeKey), DEFAULT_ROUTE_KEY].sort());
  });

  it('access-logs the route key and nothing that holds a raw path or query string', () => {
    const format = JSON.parse(stageOf(real.template).properties.AccessLogSettings.Format) as Record<string, string>;
    expect(format.routeKey).toBe('$context.routeKey');
    // A webhook address carries its secret in the path: whoever reads the logs could post into the import.
    const pathVariables = /\$context\.(path|resourcePath)\b|\$request|\$input|path|query|uri|url/i;
    expect(Object.entries(format).filter(([, variable]) => pathVariables.test(variable))).toEqual([]);
  });

  it('grants each deployed function exactly the table access its entry declares, and nothing else on DynamoDB', () => {
    const tableArn = tableArnOf(real.template);
    for (const fn of deployedFunctions(appModel)) {
      const granted = tableStatementsOf(real.template, fn.name).map(normalized);
      expect({ fn: fn.name, granted }).toEqual({
        fn: fn.name,
        granted: fn.table.map((grant) => expectedStatement(grant, tableArn)),
      });
    }
  });

  it('never grants dynamodb:*, Scan or a DynamoDB action without a partition-key condition', () => {
    const statements = Object.values(real.template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as Statement[],
    );
    const onTable = statements.filter(isItemStatement);
    expect(onTable.length).toBeGreaterThan(0);
    const actions = onTable.flatMap((statement) => asArray(statement.Action));
    expect(actions.filter((action) => action.includes('*') || action === 'dynamodb:Scan')).toEqual([]);
    for (const statement of onTable) {
      const leadingKeys = asArray(statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? []);
      expect(leadingKeys.length).toBeGreaterThan(0);
      expect(leadingKeys.filter((pattern) => /^[*?]*$/.test(pattern))).toEqual([]);
    }
  });

  it("lets only the functions that consume the table's stream read it, and nothing else of DynamoDB by it", () => {
    for (const fn of deployedFunctions(appModel)) {
      const streamStatements = statementsOf(real.template, fn.name).filter(isStreamStatement);
      expect({ fn: fn.name, readsStream: streamStatements.length > 0 }).toEqual({
        fn: fn.name,
        readsStream: !!fn.tableStream,
      });
    }
    expect(appModel.functions.filter((fn) => fn.tableStream).map((fn) => fn.name)).toEqual(['webhook-dispatcher']);
  });

  it('keeps the public webhook intake to the items one delivery touches', () => {
    const statements = tableStatementsOf(real.template, 'webhook-intake');
    const actions = new Set(statements.flatMap((statement) => asArray(statement.Action)));
    // ConditionCheckItem: completing the import of a row it fails holds the write to the import's taken tally.
    expect([...actions].sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    // It writes inside transactions, but for the put of an import row by itself (after its claims' transaction), and
    // deletes nothing but its own claims and queued-row markers.
    const writes = statements.map(normalized).filter((s) => s.Action.some((action) => /Put|Delete/.test(action)));
    expect(writes.length).toBeGreaterThan(0);
    const alone = writes.filter((statement) => !statement.Condition['ForAnyValue:StringEquals']);
    expect(alone.map((statement) => [statement.Action, statement.Condition['ForAllValues:StringLike']])).toEqual([
      [['dynamodb:PutItem'], { 'dynamodb:LeadingKeys': [recordPartition('*', 'importRow')] }],
    ]);
    for (const statement of writes.filter((s) => !alone.includes(s)))
      expect(statement.Condition['ForAnyValue:StringEquals']).toEqual({
        'dynamodb:EnclosingOperation': ['TransactWriteItems'],
      });
    const deletes = writes.filter((s) => s.Action.includes('dynamodb:DeleteItem'));
    expect(deletes.flatMap((s) => s.Condition['ForAllValues:StringLike']!['dynamodb:LeadingKeys'])).toEqual([
      ...partitionKeys.claims,
      ...partitionKeys.markers,
    ]);
    // Keys of the tenants' data, their credentials, their counters' neighbours: no intake statement reaches them.
    const outOfReach = [
      recordPartition('org_1', 'contact'),
      recordPartition('org_1', 'apiKey'),
      recordPartition('org_1', 'user'),
      guardKey({ object: 'apiKey', idPrefix: 'key' }, { field: 'hash', scope: 'global' }, '', 'abc').PK,
      guardKey({ object: 'contact', idPrefix: 'con' }, { field: 'email', scope: 'organization' }, 'org_1', 'a@b.c').PK,
      cursorPositionKey('org_1', 'contact', 'name', 'con_1').PK,
    ];
    for (const statement of statements) {
      const patterns = asArray(statement.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']!);
      expect(outOfReach.filter((key) => patterns.some((pattern) => keyMatches(pattern, key)))).toEqual([]);
    }
    // What it must reach, or a delivery would fail in AWS: its rate counters.
    const updates = statements.filter((s) => asArray(s.Action).includes('dynamodb:UpdateItem'));
    const counterKey = rateLimitWindowKey('ip-secret-address', '203.0.113.9', 0).PK;
    expect(
      updates.some((update) =>
        asArray(update.Condition!['ForAllValues:StringLike']!['dynamodb:LeadingKeys']!).some((p) =>
          keyMatches(p, counterKey),
        ),
      ),
    ).toBe(true);
  });

  it('alarms on 5xx answers of the API', () => {
    real.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: Match.anyValue() } }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('alarms when the campaign sender logs a send whose delivery is unknown (a metric filter on its log group)', () => {
    const filters = real.template.findResources('AWS::Logs::MetricFilter');
    const [, filter] = Object.entries(filters).find(([name]) => name.startsWith('campaignsender'))!;
    expect(filter.Properties).toMatchObject({
      FilterPattern: `{ $.${DELIVERY_UNKNOWN_ALARM.field} IS TRUE }`,
      LogGroupName: { Ref: expect.stringMatching(/^campaignsenderLogs/) },
      MetricTransformations: [{ MetricValue: '1', MetricNamespace: 'Outreach/Logs' }],
    });
    const metricName = filter.Properties.MetricTransformations[0].MetricName;
    expect(metricName).toBe(`campaign-sender-${DELIVERY_UNKNOWN_ALARM.field}`);
    real.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'Outreach/Logs',
      MetricName: metricName,
      Statistic: 'Sum',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmDescription: DELIVERY_UNKNOWN_ALARM.description,
    });
  });

  it('puts bounces and complaints and received mail on two queues, each with its dead-letter queue and its own consumer', () => {
    const queueIds = Object.fromEntries(
      Object.entries(real.template.findResources('AWS::SQS::Queue')).map(([id, queue]) => [
        queue.Properties.QueueName,
        id,
      ]),
    );
    for (const [queue, consumer] of [
      [SES_EVENTS_QUEUE.name, 'sesevents'],
      [INBOUND_MAIL_QUEUE.name, 'inboundmail'],
    ] as const) {
      expect(queueIds).toHaveProperty([`OutreachApi-${deadLetterQueueName(queue)}`]);
      const mappings = Object.values(real.template.findResources('AWS::Lambda::EventSourceMapping')).filter(
        (mapping) => mapping.Properties.EventSourceArn['Fn::GetAtt'][0] === queueIds[`OutreachApi-${queue}`],
      );
      expect(mappings.map((mapping) => mapping.Properties.FunctionName.Ref)).toEqual([
        expect.stringMatching(new RegExp(`^${consumer}Function`)),
      ]);
    }
    // Without a receiving domain the one topic is the configuration set's, and it feeds ses-events alone.
    const subscriptions = Object.values(real.template.findResources('AWS::SNS::Subscription'));
    expect(subscriptions.map((subscription) => subscription.Properties.Endpoint)).toEqual([
      { 'Fn::GetAtt': [queueIds[`OutreachApi-${SES_EVENTS_QUEUE.name}`], 'Arn'] },
    ]);
  });

  it("outputs the API URL, the table name and the file imports' bucket", () => {
    real.template.hasOutput('ApiUrl', {});
    real.template.hasOutput('TableName', {});
    real.template.hasOutput('ImportFilesBucket', {});
  });
});

describe('stack with a fixture model that has a queue', () => {
  let fixture: Synthesized;
  beforeAll(() => {
    fixture = synthesize(fixtureModel);
  });

  it('has no unacknowledged cdk-nag finding and no CDK warning', () => {
    expectNoFindings(fixture);
  });

  it('skips local-only functions and routes', () => {
    fixture.template.resourceCountIs('AWS::Lambda::Function', 3);
    expect(resourcesOf(fixture.template, 'AWS::Lambda::Function', 'fixture-local')).toEqual({});
    expect(deployedRouteKeys(fixtureModel)).toEqual(['POST /v5/fixtures', 'GET /v5/fixtures/{id}', '$default']);
    expect([...routeKeysOf(fixture.template)].sort()).toEqual([...deployedRouteKeys(fixtureModel)].sort());
  });

  it('creates the queue with its encrypted dead-letter queue, redrive after 5 receives, visibility 6x the worker timeout', () => {
    fixture.template.resourceCountIs('AWS::SQS::Queue', 2);
    fixture.template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: `OutreachApi-${deadLetterQueueName('fixture-jobs')}`,
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    fixture.template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'OutreachApi-fixture-jobs',
      VisibilityTimeout: 6 * 30,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] }, maxReceiveCount: 5 },
    });
    // enforceSSL: each queue refuses requests that are not over TLS.
    fixture.template.resourcePropertiesCountIs(
      'AWS::SQS::QueuePolicy',
      {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      },
      2,
    );
  });

  it('feeds the worker through an event source mapping with partial batch responses', () => {
    fixture.template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    fixture.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FunctionName: { Ref: Match.stringLikeRegexp('^fixtureworker') },
    });
    const worker = onlyResourceOf(fixture.template, 'AWS::Lambda::Function', 'fixture-worker');
    expect(worker).toMatchObject({ Timeout: 30, MemorySize: 512 });
    expect(worker.Environment.Variables).toHaveProperty('QUEUE_URL_FIXTURE_JOBS');
    expect(policyActionsOf(fixture.template, 'fixture-worker')).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'dynamodb:PutItem', 'dynamodb:Query']),
    );
  });

  it('lets the sender send to the queue and only read the table', () => {
    const sender = onlyResourceOf(fixture.template, 'AWS::Lambda::Function', 'fixture-api');
    expect(sender.Environment.Variables).toHaveProperty('QUEUE_URL_FIXTURE_JOBS');
    const actions = policyActionsOf(fixture.template, 'fixture-api');
    expect(actions).toEqual(expect.arrayContaining(['sqs:SendMessage', 'dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions).not.toContain('sqs:ReceiveMessage');
    expect(actions.filter((action) => /dynamodb:(Put|Update|Delete|BatchWrite)/.test(action))).toEqual([]);
  });

  it('gives the table-less fallback no table permission', () => {
    expect(
      policyActionsOf(fixture.template, 'fixture-fallback').filter((action) => action.startsWith('dynamodb:')),
    ).toEqual([]);
  });

  it('alarms on the dead-letter queue, on throttles and failures of every function, and on API 5xx', () => {
    const zeroThreshold = { Threshold: 0, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1 };
    fixture.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      ...zeroThreshold,
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        { Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('DeadLetterQueue'), 'QueueName'] } },
      ],
    });
    fixture.template.resourcePropertiesCountIs(
      'AWS::CloudWatch::Alarm',
      { ...zeroThreshold, Namespace: 'AWS/Lambda', MetricName: 'Throttles' },
      3,
    );
    fixture.template.resourcePropertiesCountIs(
      'AWS::CloudWatch::Alarm',
      { ...zeroThreshold, Namespace: 'AWS/Lambda', MetricName: 'Errors' },
      3,
    );
    fixture.template.resourcePropertiesCountIs(
      'AWS::CloudWatch::Alarm',
      { ...zeroThreshold, Namespace: 'AWS/ApiGateway', MetricName: '5xx' },
      1,
    );
  });
});

describe('deployedRouteKeys', () => {
  it('refuses a model that deploys a route key twice', () => {
    const twice: AppModel = {
      queues: [],
      functions: [fixtureModel.functions[3]!, { ...fixtureModel.functions[3]!, name: 'second-fallback' }],
    };
    expect(() => deployedRouteKeys(twice)).toThrow(
      'Route "$default" is served by both fixture-fallback and second-fallback.',
    );
  });
});

describe('deployedRoutes', () => {
  it('refuses a deployed public route that declares no limits, and lets a local-only one be', () => {
    const open: AppModel = {
      queues: [],
      functions: [
        {
          name: 'open',
          entry: 'functions/health.ts',
          routes: [
            { method: 'GET', path: '/local/peek', scope: PUBLIC, localOnly: true },
            { method: 'GET', path: '/v5/open', scope: PUBLIC },
          ],
          table: [],
        },
      ],
    };
    expect(() => deployedRoutes(open)).toThrow('Public route "GET /v5/open" declares no publicLimits');
    const withLimits = { ...open.functions[0]!, routes: [open.functions[0]!.routes[0]!] };
    expect(deployedRoutes({ queues: [], functions: [withLimits] })).toEqual([]);
  });
});

describe('signing key and mail', () => {
  let template: Template;
  beforeAll(async () => {
    const { OutreachApiStack } = await import('../../infra/stack.js');
    template = Template.fromStack(new OutreachApiStack(templateOnlyApp(), 'Keys', {}));
  });

  it('creates an RSA 2048 sign/verify KMS key and hands its ARN to exactly the functions that use it, with Sign and GetPublicKey', () => {
    template.hasResourceProperties('AWS::KMS::Key', { KeySpec: 'RSA_2048', KeyUsage: 'SIGN_VERIFY' });
    const users = appModel.functions.filter((fn) => !fn.localOnly && fn.uses?.includes('signing-key'));
    const withKey = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Environment?.Variables?.TOKEN_SIGNING_KEY_ARN,
    );
    expect(withKey).toHaveLength(users.length);
    const policies = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('kms:Sign');
    expect(policies).toContain('kms:GetPublicKey');
  });

  it('asks for the SES sender as a parameter and lets only mail-sending functions send, from that sender', () => {
    template.hasParameter('SenderEmail', { Type: 'String' });
    const senders = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Environment?.Variables?.SENDER_EMAIL,
    );
    expect(senders).toHaveLength(appModel.functions.filter((fn) => !fn.localOnly && fn.uses?.includes('mail')).length);
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement,
    );
    const sesStatements = statements.filter((statement: { Action: unknown }) =>
      JSON.stringify(statement.Action).includes('ses:SendEmail'),
    );
    // Campaigns from organizations' own SES domains send through their tenants (test/infra/ses-tenant-grants.test.ts):
    // those statements name tenants; every other one sends from the deployment's own sender only.
    const throughTenants = sesStatements.filter((statement: { Resource: unknown }) =>
      JSON.stringify(statement.Resource).includes(':tenant/'),
    );
    const fromSender = sesStatements.filter((statement: unknown) => !throughTenants.includes(statement));
    expect(fromSender).toHaveLength(senders.length);
    expect(JSON.stringify(fromSender)).not.toContain('identity/*');
    expect(throughTenants).toHaveLength(
      appModel.functions.filter((fn) => !fn.localOnly && fn.uses?.includes('tenant-mail')).length,
    );
  });

  it('gives the functions that keep the sender from tenants its address, and no right to send', () => {
    const keepers = appModel.functions.filter((fn) => !fn.localOnly && fn.uses?.includes('sender-address'));
    expect(keepers.map((fn) => fn.name)).toContain('resources');
    const withAddress = Object.entries(template.findResources('AWS::Lambda::Function')).filter(
      ([, fn]) => fn.Properties.Environment?.Variables?.[DEPLOYMENT_SENDER_VARIABLE],
    );
    expect(withAddress).toHaveLength(keepers.length);
    for (const [, fn] of withAddress) {
      expect(fn.Properties.Environment.Variables[DEPLOYMENT_SENDER_VARIABLE]).toEqual({ Ref: 'SenderEmail' });
      expect(fn.Properties.Environment.Variables.SENDER_EMAIL).toBeUndefined();
    }
    const sendingRoles = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.PolicyDocument).includes('ses:SendEmail'))
      .flatMap((policy) => policy.Properties.Roles.map((role: { Ref: string }) => role.Ref));
    expect(sendingRoles.length).toBeGreaterThan(0);
    for (const [, fn] of withAddress) expect(sendingRoles).not.toContain(fn.Properties.Role['Fn::GetAtt'][0]);
  });

  it('sends with a configuration set whose bounces and complaints reach the ses-events queue through SNS', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        SnsDestination: Match.anyValue(),
      }),
    });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'sqs', RawMessageDelivery: true });
    const senders = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Environment?.Variables?.SENDER_EMAIL,
    );
    for (const sender of senders) expect(sender.Properties.Environment.Variables.SES_CONFIGURATION_SET).toBeDefined();
  });

  it('derives the tracking secret in an HMAC KMS key that only the functions signing tracking links may use', () => {
    template.hasResourceProperties('AWS::KMS::Key', { KeySpec: 'HMAC_256', KeyUsage: 'GENERATE_VERIFY_MAC' });
    const users = appModel.functions.filter((fn) => !fn.localOnly && fn.uses?.includes('tracking-key'));
    const withKey = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Environment?.Variables?.TRACKING_KEY_ARN,
    );
    expect(users.map((fn) => fn.name).sort()).toEqual(['campaign-sender', 'tracking']);
    expect(withKey).toHaveLength(users.length);
    // Links are built outside a request by the sender: it gets the API's address.
    for (const fn of withKey) expect(fn.Properties.Environment.Variables.PUBLIC_BASE_URL).toBeDefined();
    const macStatements = Object.values(template.findResources('AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement: { Action: unknown }) => JSON.stringify(statement.Action).includes('kms:GenerateMac'));
    expect(macStatements).toHaveLength(users.length);
  });
});
