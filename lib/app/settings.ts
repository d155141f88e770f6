// The service's configuration: the platform's (lib/platform/config.ts) and each domain's settings, read from the
// environment once, at a function's cold start, by buildHandler.
import { basename, dirname, join } from 'node:path';
import type { SigningSettings } from '../auth/signing/configured-signer.js';
import { DEFAULT_ORGANIZATION_DAILY_SEND_CAP } from '../campaigns/send/send-limits.js';
import type { CredentialVaultSettings } from '../connections/configured-credential-vault.js';
import type { SendingDomainSettings } from '../connections/configured-sending-domains.js';
import { type OAuthSettings, oauthSettingsFrom } from '../connections/oauth/oauth-providers.js';
import type { TrackingKeySettings } from '../campaigns/tracking/tracking-token.js';
import type { DnsMxLookupOptions } from '../platform/dns/mx-lookup.js';
import type { WebsiteCheckOptions } from '../imports/rows/website-check.js';
import { DEFAULT_ORGANIZATION_ROW_LIMIT, type ImportRateLimit } from '../imports/webhook/webhook-rate-limit.js';
import { LOCAL_SENDER } from '../mail/local-mailbox.js';
import { LOCAL_MAIL_SERVER_VARIABLES, type LocalMailServers } from '../mail/mail-servers-route.js';
import type { SimulatedNotification } from '../mail/mailbox-simulator.js';
import { RECEIVED_MAIL_BUCKET_VARIABLE } from '../mail/ses-notification.js';
import {
  type Environment,
  isLocalRuntime,
  localDnsServers,
  MissingConfigError,
  optionalPositiveIntegerEnv,
  type PlatformConfig,
  positiveIntegerEnv,
  positiveNumberEnv,
  queueUrlOf,
  readPlatformConfig,
  requireEnv,
} from '../platform/config.js';
import { INBOUND_MAIL_QUEUE, SES_EVENTS_QUEUE } from '../platform/queue/queues.js';
import { BEDROCK_MODEL_ID_VARIABLE } from '../reasoning/bedrock-model-id.js';
import { DEFAULT_MONTHLY_TOKEN_BUDGET } from '../reasoning/model-spend.js';
import { BILLING_SECRET_VARIABLE, DEPLOYMENT_SENDER_VARIABLE, IMPORT_FILES_BUCKET_VARIABLE } from './function-spec.js';
import { DEFAULT_FILE_RUN, type ImportFileSettings } from '../imports/files/file-run-settings.js';

/**
 * How mail leaves: the local mailbox, its simulated notifications queued by kind (bounces and complaints on
 * ses-events, received mail on inbound-mail) where the runtime has that queue, or SES.
 */
type MailConfig =
  | { kind: 'local-mailbox'; notificationQueueUrls: Partial<Record<SimulatedNotification['kind'], string>> }
  | { kind: 'ses'; from: string; configurationSetName?: string };

export interface AppConfig extends PlatformConfig {
  signing: SigningSettings;
  /** Where mailbox credentials are sealed: CREDENTIALS_KEY_ARN in AWS, a local key file elsewhere. */
  credentials: CredentialVaultSettings;
  /** OAUTH_GMAIL_* and OAUTH_OUTLOOK_*: the providers GMAIL and OUTLOOK connections are authorized with. */
  oauth: OAuthSettings;
  tracking: TrackingKeySettings;
  /**
   * Where SES connections' domains are made: the local stand-in on the local runtime, SES v2 elsewhere
   * (SES_IDENTITY_ARN_PREFIX, set by the stack); asked for when an SES connection is first created or verified.
   */
  sendingDomains(): SendingDomainSettings;
  /** SENDER_EMAIL is required in AWS, where mail goes through SES; asked for when a mailer is built. */
  mail(): MailConfig;
  /**
   * The deployment's own sender (SENDER_EMAIL, or DEPLOYMENT_SENDER_EMAIL; the local mailbox's on the local runtime
   * when neither is set): reserved, with its domain, from every organization's connections. Asked for when a
   * connection is written or a message sent.
   */
  deploymentSender(): string;
  /** ORGANIZATION_DAILY_SEND_CAP: messages one organization may send in a UTC day, across all its connections. */
  organizationDailySendCap: number;
  /** RECEIVED_MAIL_BUCKET: where SES's receipt rule stores received mail; set only where the deployment receives mail. */
  receivedMailBucket: string | undefined;
  /** BEDROCK_MODEL_ID: the model notes are reasoned over with; the local reasoner when unset. */
  bedrockModelId: string | undefined;
  /**
   * MODEL_MONTHLY_TOKEN_BUDGET: the model's tokens (input and output) one organization may spend in a calendar month
   * (UTC); past it, notes are reasoned over by the local reasoner.
   */
  modelMonthlyTokenBudget: number;
  /** API_REVISION: the commit a bundle was built from, which it has no git to ask. */
  apiRevision: string | undefined;
  /** LAMBDA_TASK_ROOT: where Lambda unpacked the bundle, and the files built beside it (the reference renderer). */
  taskRoot: string | undefined;
  /** Where the local runtime's SMTP and IMAP servers listen; asked for when GET /local/mail-servers is built. */
  localMailServers(): LocalMailServers;
  /**
   * File imports: IMPORT_FILES_BUCKET, where uploads go (set for the functions that sign or read them);
   * IMPORT_UPLOAD_ENDPOINT, the endpoint upload URLs name locally (the local upload endpoint; unset in AWS, where they
   * name S3); IMPORT_FILE_LINES_PER_RUN and IMPORT_FILE_RUN_SECONDS, how much one reader run takes before it goes on
   * in the next.
   */
  importFiles: ImportFileSettings;
  /**
   * The billing provider: the local one on the local runtime (its events signed with a fixed local secret), Stripe
   * elsewhere, its secrets in the BILLING_SECRET_ARN secret; asked for when the billing function is built.
   */
  billing(): BillingSettings;
  mxLookup: DnsMxLookupOptions;
  websiteCheck: WebsiteCheckOptions;
  organizationRowLimit: ImportRateLimit;
  /** LOGIN_CODES_PER_EMAIL_PER_HOUR; the login limits' own default when unset. */
  loginCodesPerEmailPerHour: number | undefined;
  /** RECONCILE_STALE_AFTER_SECONDS: how long an import row may stay queued before the reconciler queues it again. */
  reconcileStaleAfterSeconds: number | undefined;
  /** WEBHOOK_TIMEOUT_MS: how long an endpoint has to answer a delivery, at most the 15 seconds it is given by default. */
  webhookTimeoutMs: number | undefined;
}

function signingSettings(env: Environment): SigningSettings {
  return {
    keyArn: env.TOKEN_SIGNING_KEY_ARN || undefined,
    localKeyFile: env.LOCAL_SIGNING_KEY_FILE || undefined,
    issuer: env.TOKEN_ISSUER ?? 'outreach-api',
  };
}

/**
 * CREDENTIALS_KEY_ARN in AWS. Locally LOCAL_CREDENTIALS_KEY_FILE, or a file beside the local signing key (named after
 * it, so that a temporary runtime's key is as temporary as its signing key's name): the runtime names only the latter.
 */
export function credentialVaultSettings(env: Environment): CredentialVaultSettings {
  const signingKeyFile = env.LOCAL_SIGNING_KEY_FILE;
  const besideSigningKey = signingKeyFile
    ? join(dirname(signingKeyFile), `${basename(signingKeyFile, '.pem')}-credentials.key`)
    : undefined;
  return {
    keyArn: env.CREDENTIALS_KEY_ARN || undefined,
    localKeyFile: env.LOCAL_CREDENTIALS_KEY_FILE || besideSigningKey,
  };
}

/** TRACKING_KEY_ARN in AWS, or TRACKING_TOKEN_SECRET; the local runtime may do without either. */
export function trackingKeySettings(env: Environment): TrackingKeySettings {
  return {
    keyArn: env.TRACKING_KEY_ARN || undefined,
    secret: env.TRACKING_TOKEN_SECRET || undefined,
    local: isLocalRuntime(env),
  };
}

/**
 * SENDER_EMAIL where the function sends mail, DEPLOYMENT_SENDER_EMAIL where it only keeps the address from tenants (the
 * API's connections); on the local runtime, when neither is set, the local mailbox's sender.
 */
function deploymentSender(env: Environment): string {
  const sender = env.SENDER_EMAIL || env[DEPLOYMENT_SENDER_VARIABLE];
  if (sender) return sender;
  if (isLocalRuntime(env)) return LOCAL_SENDER;
  throw new MissingConfigError(`SENDER_EMAIL or ${DEPLOYMENT_SENDER_VARIABLE}`);
}

/** The local mailbox on the local runtime, SES (SENDER_EMAIL, SES_CONFIGURATION_SET) elsewhere. */
function mailConfig(env: Environment): MailConfig {
  if (isLocalRuntime(env))
    return {
      kind: 'local-mailbox',
      notificationQueueUrls: {
        feedback: queueUrlOf(SES_EVENTS_QUEUE.name, env),
        received: queueUrlOf(INBOUND_MAIL_QUEUE.name, env),
      },
    };
  return {
    kind: 'ses',
    from: requireEnv('SENDER_EMAIL', env),
    configurationSetName: env.SES_CONFIGURATION_SET || undefined,
  };
}

/** The variable that gives a function using `sending-domains` the ARN prefix of the account's SES identities. */
export const SES_IDENTITY_ARN_PREFIX_VARIABLE = 'SES_IDENTITY_ARN_PREFIX';

function sendingDomainSettings(env: Environment): SendingDomainSettings {
  if (isLocalRuntime(env)) return { kind: 'local' };
  return { kind: 'ses', identityArnPrefix: requireEnv(SES_IDENTITY_ARN_PREFIX_VARIABLE, env) };
}

/** LOCAL_MAIL_HOST, LOCAL_SMTP_PORT and LOCAL_IMAP_PORT, which the local runtime sets once its mail servers listen. */
function localMailServers(env: Environment): LocalMailServers {
  const { host: hostVariable, smtpPort, imapPort } = LOCAL_MAIL_SERVER_VARIABLES;
  const host = requireEnv(hostVariable, env);
  const port = (name: string) => {
    const value = optionalPositiveIntegerEnv(name, env);
    if (value === undefined) throw new MissingConfigError(name);
    return value;
  };
  return { smtp: { host, port: port(smtpPort) }, imap: { host, port: port(imapPort) } };
}

/** MX_LOOKUP_TIMEOUT_MS (the lookup's own default when unset), and the local runtime's DNS servers. */
export function mxLookupSettings(env: Environment): DnsMxLookupOptions {
  return { timeoutMs: optionalPositiveIntegerEnv('MX_LOOKUP_TIMEOUT_MS', env), servers: localDnsServers(env) };
}

/**
 * WEBSITE_CHECK_TIMEOUT_MS (the check's own default when unset), and LOCAL_ALLOW_PRIVATE_WEBSITES=true honoured only on the local runtime,
 * so that no deployed function can be talked into private addresses.
 */
export function websiteCheckSettings(env: Environment): WebsiteCheckOptions {
  return {
    timeoutMs: optionalPositiveIntegerEnv('WEBSITE_CHECK_TIMEOUT_MS', env),
    allowPrivate: isLocalRuntime(env) && env.LOCAL_ALLOW_PRIVATE_WEBSITES === 'true',
  };
}

/**
 * The deployment's ceiling per organization: IMPORT_ORG_ROWS_PER_SECOND (default 100; a fraction for less than one a
 * second) and IMPORT_ORG_ROWS_BURST (default 200); fails fast on a value that is not a positive number (an integer for
 * the burst).
 */
export function organizationRowLimitFromEnv(env: Environment): ImportRateLimit {
  return {
    perSecond: positiveNumberEnv('IMPORT_ORG_ROWS_PER_SECOND', DEFAULT_ORGANIZATION_ROW_LIMIT.perSecond, env),
    burst: positiveIntegerEnv('IMPORT_ORG_ROWS_BURST', DEFAULT_ORGANIZATION_ROW_LIMIT.burst, env),
  };
}

/** What the billing function's provider is made from (billing-services.ts). */
type BillingSettings = { kind: 'local'; webhookSecret: string } | { kind: 'stripe'; secretArn: string };

/** The local provider signs with this secret; it guards nothing but the local runtime's own route. */
const LOCAL_BILLING_WEBHOOK_SECRET = 'whsec_local_outreach_api';

function billingSettings(env: Environment): BillingSettings {
  if (isLocalRuntime(env)) return { kind: 'local', webhookSecret: LOCAL_BILLING_WEBHOOK_SECRET };
  return { kind: 'stripe', secretArn: requireEnv(BILLING_SECRET_VARIABLE, env) };
}

export function readAppConfig(env: Environment): AppConfig {
  return {
    ...readPlatformConfig(env),
    signing: signingSettings(env),
    credentials: credentialVaultSettings(env),
    oauth: oauthSettingsFrom(env),
    tracking: trackingKeySettings(env),
    sendingDomains: () => sendingDomainSettings(env),
    mail: () => mailConfig(env),
    deploymentSender: () => deploymentSender(env),
    organizationDailySendCap: positiveIntegerEnv(
      'ORGANIZATION_DAILY_SEND_CAP',
      DEFAULT_ORGANIZATION_DAILY_SEND_CAP,
      env,
    ),
    receivedMailBucket: env[RECEIVED_MAIL_BUCKET_VARIABLE] || undefined,
    bedrockModelId: env[BEDROCK_MODEL_ID_VARIABLE] || undefined,
    modelMonthlyTokenBudget: positiveIntegerEnv('MODEL_MONTHLY_TOKEN_BUDGET', DEFAULT_MONTHLY_TOKEN_BUDGET, env),
    apiRevision: env.API_REVISION || undefined,
    taskRoot: env.LAMBDA_TASK_ROOT || undefined,
    localMailServers: () => localMailServers(env),
    billing: () => billingSettings(env),
    importFiles: {
      bucket: env[IMPORT_FILES_BUCKET_VARIABLE] || undefined,
      uploadEndpoint: env.IMPORT_UPLOAD_ENDPOINT || undefined,
      linesPerRun: positiveIntegerEnv('IMPORT_FILE_LINES_PER_RUN', DEFAULT_FILE_RUN.linesPerRun, env),
      runSeconds: positiveIntegerEnv('IMPORT_FILE_RUN_SECONDS', DEFAULT_FILE_RUN.runSeconds, env),
    },
    mxLookup: mxLookupSettings(env),
    websiteCheck: websiteCheckSettings(env),
    organizationRowLimit: organizationRowLimitFromEnv(env),
    loginCodesPerEmailPerHour: optionalPositiveIntegerEnv('LOGIN_CODES_PER_EMAIL_PER_HOUR', env),
    reconcileStaleAfterSeconds: optionalPositiveIntegerEnv('RECONCILE_STALE_AFTER_SECONDS', env),
    webhookTimeoutMs: optionalPositiveIntegerEnv('WEBHOOK_TIMEOUT_MS', env),
  };
}
