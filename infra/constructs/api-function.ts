// One Lambda function of the function table, with the runtime defaults, log group, grants, queue wiring, schedule and alarms baked in.
import { Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { CfnTable, ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import {
  Architecture,
  FilterCriteria,
  FilterRule,
  Function as LambdaFunctionResource,
  Runtime,
  StartingPosition,
} from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterPattern, LogGroup, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import {
  BILLING_SECRET_VARIABLE,
  DEPLOYMENT_SENDER_VARIABLE,
  IMPORT_FILES_BUCKET_VARIABLE,
} from '../../lib/app/function-spec.js';
import { functionDefaults, timeoutOf, type FunctionSpec } from '../../lib/app/function-table.js';
import { RECEIVED_MAIL_BUCKET_VARIABLE } from '../../lib/mail/ses-notification.js';
import { BEDROCK_MODEL_ID_VARIABLE, type BedrockModelId } from '../../lib/reasoning/bedrock-model-id.js';
import { ALARM_PERIOD, alarmAboveZero, LOG_METRICS_NAMESPACE } from './alarms.js';
import { functionEnvironment } from './function-environment.js';
import type { ImportFiles } from './import-files.js';
import type { ReceivingMail } from './receiving-mail.js';
import { grantReasoningModel } from './reasoning-model-grant.js';
import { grantSendingDomains, grantTenantMail, sesIdentityArnPrefix } from './ses-tenant-grants.js';
import { SES_IDENTITY_ARN_PREFIX_VARIABLE } from '../../lib/app/settings.js';
import { tableGrantStatement } from './table-grant-statement.js';
import { LAMBDA_HANDLER, lambdaCode } from './lambda-bundling.js';

export interface ApiFunctionProps {
  spec: FunctionSpec;
  table: ITable;
  /** Every queue of the stack by name; the function picks the ones its spec names. */
  queues: ReadonlyMap<string, IQueue>;
  /** The KMS key that signs tokens; the stack makes one when a function uses `signing-key`. */
  signingKey?: IKey;
  /** The symmetric KMS key mailbox credentials are sealed under; made when a function seals or opens them. */
  credentialsKey?: IKey;
  /** The KMS HMAC key that tracking links are signed with (a secret derived from it); made when a function uses `tracking-key`. */
  trackingKey?: IKey;
  /** The API's base URL: functions that build links outside a request (the campaign sender) need it. */
  publicBaseUrl?: string;
  /** The SES configuration set whose events (bounces, complaints) reach the ses-events queue. */
  configurationSetName?: string;
  /** The SES sender address; the stack asks for one when a function uses `mail` or `sender-address`. */
  senderEmail?: string;
  /** The `iss` of every token. */
  tokenIssuer: string;
  /** Where SES stores received mail; the stack makes it when a receiving domain is configured. */
  receivingMail?: ReceivingMail;
  /** The Bedrock model that reasons over notes, when the deployment names one (else the local reasoner runs). */
  reasoningModel?: BedrockModelId;
  /** The OAUTH_<P>_* variables of the providers' clients; made when a function uses `oauth-client`. */
  oauthClients?: Record<string, string>;
  /** The bucket of file imports' uploads; the stack makes it when a function uses `import-uploads` or `import-files`. */
  importFiles?: ImportFiles;
  /** The billing provider's secrets; the stack makes the secret when a function uses `billing-provider`. */
  billingSecret?: ISecret;
}

export class ApiFunction extends Construct {
  readonly function: LambdaFunctionResource;

  constructor(
    scope: Construct,
    id: string,
    {
      spec,
      table,
      queues,
      signingKey,
      credentialsKey,
      trackingKey,
      publicBaseUrl,
      configurationSetName,
      senderEmail,
      tokenIssuer,
      receivingMail,
      reasoningModel,
      oauthClients,
      importFiles,
      billingSecret,
    }: ApiFunctionProps,
  ) {
    super(scope, id);
    const readsReceivedMail = receivingMail && spec.uses?.includes('received-mail') ? receivingMail : undefined;
    const callsModel = reasoningModel && spec.uses?.includes('reasoning-model') ? reasoningModel : undefined;
    const credentialUses = (['credentials-seal', 'credentials-open'] as const).filter((use) =>
      spec.uses?.includes(use),
    );
    const usesCredentials = credentialsKey && credentialUses.length ? credentialsKey : undefined;
    const readsBilling = billingSecret && spec.uses?.includes('billing-provider') ? billingSecret : undefined;
    const signsUploads = importFiles && spec.uses?.includes('import-uploads') ? importFiles : undefined;
    const readsFiles = importFiles && spec.uses?.includes('import-files') ? importFiles : undefined;
    const usesImportFiles = signsUploads ?? readsFiles;
    const queueNamed = (name: string): IQueue => {
      const queue = queues.get(name);
      if (!queue) throw new Error(`Function ${spec.name} uses queue "${name}", which is not in the model's queues.`);
      return queue;
    };

    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });
    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy: it may write to this log group only.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    this.function = new LambdaFunctionResource(this, 'Function', {
      code: lambdaCode(spec.entry, spec.files),
      handler: LAMBDA_HANDLER,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      timeout: Duration.seconds(timeoutOf(spec)),
      memorySize: spec.memoryMb ?? functionDefaults.memoryMb,
      role,
      logGroup,
      environment: {
        ...functionEnvironment(spec, table.tableName, (name) => queueNamed(name).queueUrl),
        ...(signingKey && spec.uses?.includes('signing-key')
          ? { TOKEN_SIGNING_KEY_ARN: signingKey.keyArn, TOKEN_ISSUER: tokenIssuer }
          : {}),
        ...(senderEmail && spec.uses?.includes('mail') ? { SENDER_EMAIL: senderEmail } : {}),
        ...(senderEmail && spec.uses?.includes('sender-address') ? { [DEPLOYMENT_SENDER_VARIABLE]: senderEmail } : {}),
        ...(configurationSetName && spec.uses?.includes('mail') ? { SES_CONFIGURATION_SET: configurationSetName } : {}),
        ...(trackingKey && spec.uses?.includes('tracking-key') ? { TRACKING_KEY_ARN: trackingKey.keyArn } : {}),
        ...(usesCredentials ? { CREDENTIALS_KEY_ARN: usesCredentials.keyArn } : {}),
        ...(publicBaseUrl && spec.uses?.includes('tracking-key') ? { PUBLIC_BASE_URL: publicBaseUrl } : {}),
        ...(readsReceivedMail ? { [RECEIVED_MAIL_BUCKET_VARIABLE]: readsReceivedMail.bucket.bucketName } : {}),
        ...(usesImportFiles ? { [IMPORT_FILES_BUCKET_VARIABLE]: usesImportFiles.bucket.bucketName } : {}),
        ...(callsModel ? { [BEDROCK_MODEL_ID_VARIABLE]: callsModel.id } : {}),
        ...(oauthClients && spec.uses?.includes('oauth-client') ? oauthClients : {}),
        ...(spec.uses?.includes('sending-domains')
          ? { [SES_IDENTITY_ARN_PREFIX_VARIABLE]: sesIdentityArnPrefix(this) }
          : {}),
        ...(readsBilling ? { [BILLING_SECRET_VARIABLE]: readsBilling.secretArn } : {}),
      },
    });

    if (signingKey && spec.uses?.includes('signing-key'))
      signingKey.grant(this.function, 'kms:Sign', 'kms:GetPublicKey');
    if (trackingKey && spec.uses?.includes('tracking-key')) trackingKey.grant(this.function, 'kms:GenerateMac');
    // Sealing makes a data key, opening decrypts one; a function gets only the half it uses.
    if (usesCredentials)
      usesCredentials.grant(
        this.function,
        ...credentialUses.map((use) => (use === 'credentials-seal' ? 'kms:GenerateDataKey' : 'kms:Decrypt')),
      );
    readsReceivedMail?.grantReadMessages(this.function, this);
    // Signing an upload URL needs the right to put the object; reading a file, to get it: each function only its half.
    signsUploads?.grantUploads(this.function, this);
    readsFiles?.grantReadFiles(this.function, this);
    if (callsModel) grantReasoningModel(this, this.function, callsModel);
    if (spec.uses?.includes('sending-domains')) grantSendingDomains(this, this.function);
    readsBilling?.grantRead(this.function);
    if (spec.uses?.includes('tenant-mail')) grantTenantMail(this, this.function);
    if (senderEmail && spec.uses?.includes('mail')) {
      // Only the sender's own identities: the address itself and its domain.
      const { region, account } = Stack.of(this);
      const domain = Fn.select(1, Fn.split('@', senderEmail));
      this.function.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [
            `arn:aws:ses:${region}:${account}:identity/${senderEmail}`,
            `arn:aws:ses:${region}:${account}:identity/${domain}`,
          ],
        }),
      );
    }

    for (const grant of spec.table) this.function.addToRolePolicy(tableGrantStatement(table, grant));
    for (const name of spec.queues?.sends ?? []) queueNamed(name).grantSendMessages(this.function);
    const consumes = spec.queues?.consumes;
    if (consumes) {
      // SqsEventSource also grants the function the right to receive and delete.
      this.function.addEventSource(
        new SqsEventSource(queueNamed(consumes.queue), {
          batchSize: consumes.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: consumes.maxConcurrency,
        }),
      );
    }
    if (spec.tableStream) this.consumeTableStream(spec.name, spec.tableStream, table);
    if (spec.schedule) {
      new Rule(this, 'Schedule', {
        schedule: Schedule.rate(Duration.minutes(spec.schedule.everyMinutes)),
        targets: [new LambdaFunction(this.function)],
      });
    }

    alarmAboveZero(
      this,
      'Throttled',
      this.function.metricThrottles({ period: ALARM_PERIOD, statistic: 'Sum' }),
      `${spec.name} was throttled.`,
    );
    alarmAboveZero(
      this,
      'Failed',
      this.function.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
      `${spec.name} crashed or timed out (handled errors are responses, not failures).`,
    );
    for (const { field, description } of spec.logAlarms ?? []) {
      const logged = new MetricFilter(this, `Logs-${field}`, {
        logGroup,
        metricNamespace: LOG_METRICS_NAMESPACE,
        metricName: `${spec.name}-${field}`,
        filterPattern: FilterPattern.booleanValue(`$.${field}`, true),
        metricValue: '1',
      });
      alarmAboveZero(this, `Logged-${field}`, logged.metric({ period: ALARM_PERIOD, statistic: 'Sum' }), description);
    }

    // Acknowledged on this construct, so they cover its function and its role's policy, and nothing else.
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'nodejs22.x is pinned on purpose: it is the runtime the code is built for (esbuild target node22) and tested against; moving to a newer runtime is a deliberate, tested change, not an automatic one.',
    });
    if (spec.table.some((grant) => grant.indexes)) {
      const tableLogicalId = Stack.of(this).getLogicalId(table.node.defaultChild as CfnTable);
      Validations.of(this).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
        reason:
          'Queries run on the table\'s generic index slots (GSI1..GSIn of lib/platform/store/table-definition.ts), so the grant covers "<table>/index/*": the indexes of this one table, nothing wider.',
      });
    }
  }

  /**
   * The table's stream, filtered to new event items (the only records the dispatcher reads), in batches with partial
   * failures and bisection; a record still failing after its retries goes to a queue of its own, with an alarm.
   */
  private consumeTableStream(name: string, { batchSize }: { batchSize: number }, table: ITable): void {
    const failures = new Queue(this, 'StreamFailures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.function.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.LATEST,
        batchSize,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: 3,
        onFailure: new SqsDlq(failures),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { object: { S: FilterRule.isEqual('event') } } },
          }),
        ],
      }),
    );
    alarmAboveZero(
      this,
      'StreamFailuresAlarm',
      failures.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }),
      `Stream records ${name} could not handle after its retries wait in its failure queue.`,
    );
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, which the stream\'s event source mapping needs, names no resource (AWS requires "*"); the stream reads themselves are granted on this table\'s stream ARN only.',
    });
    Validations.of(failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "It is the on-failure destination of the table stream's mapping: what lands here is inspected, not retried.",
    });
  }
}
