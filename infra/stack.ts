// The outreach API stack: the table, queues, functions and routes, all looped from the function table.
import { CfnOutput, CfnParameter, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { appModel, type AppModel, type FunctionService, visibilityTimeoutOf } from '../lib/app/function-table.js';
import { IMPORT_FILES_QUEUE, INBOUND_MAIL_QUEUE, SES_EVENTS_QUEUE } from '../lib/platform/queue/queues.js';
import { type BedrockModelId, parseBedrockModelId } from '../lib/reasoning/bedrock-model-id.js';
import { SendingEvents } from './constructs/sending-events.js';
import { ReceivingMail } from './constructs/receiving-mail.js';
import { ApiFunction } from './constructs/api-function.js';
import { ImportFiles } from './constructs/import-files.js';
import { oauthClientEnvironment } from './constructs/oauth-parameters.js';
import { billingSecretFor } from './constructs/billing-secret.js';
import { DataTable } from './constructs/data-table.js';
import { ServiceHttpApi } from './constructs/http-api.js';
import { WorkQueue } from './constructs/work-queue.js';
import { deployedFunctions, deployedRoutes } from './routes.js';

export { deployedFunctions, deployedRouteKeys } from './routes.js';

export interface OutreachApiStackProps extends StackProps {
  /** What to deploy; tests pass a fixture, the app deploys the real function table. */
  model?: AppModel;
  /**
   * Domains (or addresses) whose mail SES receives for the service: replies land in S3 and reach the inbound-mail
   * function through a topic and queue of their own. Without any, the stack receives no mail (the app reads the
   * `receivingDomains` context).
   */
  receivingDomains?: readonly string[];
  /**
   * The Bedrock model (or cross-region inference profile) id that reasons over notes: the functions that use
   * `reasoning-model` get it and the right to call it, and nothing else. Without it the local reasoner runs in AWS too
   * (the app reads the `bedrockModelId` context).
   */
  bedrockModelId?: string;
  /**
   * Keep index slots that copy the whole record, as stacks deployed before slots carried keys only have them:
   * CloudFormation cannot change an index's projection in place (docs/OPERATIONS.md, "Index projections"). The
   * service reads either kind the same way (the app reads the `wholeRecordIndexes` context).
   */
  wholeRecordIndexes?: boolean;
}

export class OutreachApiStack extends Stack {
  constructor(scope: Construct, id: string, props: OutreachApiStackProps = {}) {
    super(scope, id, props);
    const model = props.model ?? appModel;

    const { table } = new DataTable(this, 'Data', { wholeRecordIndexes: props.wholeRecordIndexes === true });
    const queues = new Map<string, IQueue>(
      model.queues.map((spec) => [
        spec.name,
        new WorkQueue(this, `Queue-${spec.name}`, {
          spec,
          visibilityTimeoutSeconds: visibilityTimeoutOf(spec.name, model),
        }).queue,
      ]),
    );
    const deployed = deployedFunctions(model);
    const anyUses = (service: FunctionService) => deployed.some((spec) => spec.uses?.includes(service));
    // Access tokens are signed inside KMS: the private key never leaves it, and rotating means a new key and JWKS.
    const signingKey = anyUses('signing-key')
      ? new Key(this, 'TokenSigningKey', {
          keySpec: KeySpec.RSA_2048,
          keyUsage: KeyUsage.SIGN_VERIFY,
          description: 'Signs the outreach API access tokens (RS256)',
          removalPolicy: RemovalPolicy.RETAIN,
        })
      : undefined;
    // Tracking links are signed with a secret derived inside KMS at cold start: no secret in the environment or code.
    const trackingKey = anyUses('tracking-key')
      ? new Key(this, 'TrackingTokenKey', {
          keySpec: KeySpec.HMAC_256,
          keyUsage: KeyUsage.GENERATE_VERIFY_MAC,
          description: 'Derives the secret that signs campaign tracking links (open, click, unsubscribe)',
          removalPolicy: RemovalPolicy.RETAIN,
        })
      : undefined;
    // Mailbox credentials are sealed with data keys of a symmetric key (envelope encryption): the token-signing key is
    // asymmetric and cannot make data keys, and the tracking key is an HMAC key.
    const credentialsKey =
      anyUses('credentials-seal') || anyUses('credentials-open')
        ? new Key(this, 'CredentialsKey', {
            description: 'Seals the mailbox credentials (SMTP and IMAP passwords, OAuth tokens) of connections',
            enableKeyRotation: true,
            removalPolicy: RemovalPolicy.RETAIN,
          })
        : undefined;
    const sesEvents = queues.get(SES_EVENTS_QUEUE.name);
    const sendingEvents =
      anyUses('mail') && sesEvents ? new SendingEvents(this, 'SendingEvents', { queue: sesEvents }) : undefined;
    const configurationSetName = sendingEvents?.name;
    const receivingMail = props.receivingDomains?.length
      ? receivingMailFor(this, props.receivingDomains, queues.get(INBOUND_MAIL_QUEUE.name), anyUses('received-mail'))
      : undefined;
    const importFiles =
      anyUses('import-uploads') || anyUses('import-files')
        ? importFilesFor(this, queues.get(IMPORT_FILES_QUEUE.name))
        : undefined;
    const reasoningModel = props.bedrockModelId
      ? reasoningModelFor(props.bedrockModelId, anyUses('reasoning-model'))
      : undefined;
    const senderEmail =
      anyUses('mail') || anyUses('sender-address')
        ? new CfnParameter(this, 'SenderEmail', {
            type: 'String',
            description: 'Address login codes are sent from; it (or its domain) must be a verified SES identity',
            allowedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
          }).valueAsString
        : undefined;
    const oauthClients = anyUses('oauth-client') ? oauthClientEnvironment(this) : undefined;
    const billingSecret = anyUses('billing-provider') ? billingSecretFor(this) : undefined;
    // Made before the functions: the campaign sender builds tracking links with the API's address, outside a request.
    const api = new ServiceHttpApi(this, 'Http');
    const functions = new Map(
      deployed.map((spec) => [
        spec.name,
        new ApiFunction(this, spec.name, {
          spec,
          table,
          queues,
          signingKey,
          credentialsKey,
          trackingKey,
          publicBaseUrl: api.url,
          configurationSetName,
          senderEmail,
          tokenIssuer: this.stackName,
          receivingMail,
          reasoningModel,
          oauthClients,
          importFiles,
          billingSecret,
        }).function,
      ]),
    );

    for (const route of deployedRoutes(model)) api.addRoute(route, functions.get(route.fn.name)!);

    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'Base URL of the API' });
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'The single DynamoDB table' });
    if (receivingMail)
      new CfnOutput(this, 'ReceiptRuleSetName', {
        value: receivingMail.ruleSetName,
        description: 'Activate it to receive replies: aws ses set-active-receipt-rule-set --rule-set-name <this>',
      });
    if (importFiles)
      new CfnOutput(this, 'ImportFilesBucket', {
        value: importFiles.bucket.bucketName,
        description: 'Where file imports are uploaded (presigned PUTs) and read from',
      });
  }
}

/** The receipt path; refuses a configuration that would store mail nothing is told of, or that nothing reads. */
function receivingMailFor(
  stack: Stack,
  recipients: readonly string[],
  queue: IQueue | undefined,
  anyReader: boolean,
): ReceivingMail {
  if (!queue || !anyReader)
    throw new Error(
      `receivingDomains needs the ${INBOUND_MAIL_QUEUE.name} queue (its topic feeds it) and a function that uses received-mail.`,
    );
  return new ReceivingMail(stack, 'ReceivingMail', { recipients, queue });
}

/** The uploads bucket; refuses to make one whose files no queue would be told of, so that none would be read. */
function importFilesFor(stack: Stack, queue: IQueue | undefined): ImportFiles {
  if (!queue)
    throw new Error(
      `import-uploads and import-files need the ${IMPORT_FILES_QUEUE.name} queue (S3 tells it of each file).`,
    );
  return new ImportFiles(stack, 'ImportFiles', { queue });
}

/** The model to grant; refuses an id that cannot be one, or a model that no function would call. */
function reasoningModelFor(modelId: string, anyCaller: boolean): BedrockModelId {
  const model = parseBedrockModelId(modelId);
  if (!anyCaller) throw new Error('bedrockModelId needs a function that uses reasoning-model (the note reasoner).');
  return model;
}
