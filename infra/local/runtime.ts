// The local runtime: emulators, table and queues, the HTTP server and the queue pollers, started and stopped as one.
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { appModel, timeoutOf, type AppModel } from '../../lib/app/function-table.js';
import { IMPORT_FILES_QUEUE, queueUrlVariable } from '../../lib/platform/queue/queues.js';
import { IMPORT_FILES_BUCKET_VARIABLE } from '../../lib/app/function-spec.js';
import { createUploadBucket } from '../../lib/platform/aws/upload-bucket.js';
import { clockFromEnv } from '../../lib/platform/config.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultDocumentClient } from '../../lib/app/aws-clients.js';
import { mailerOf } from '../../lib/app/mailer.js';
import { readAppConfig } from '../../lib/app/settings.js';
import { storeOf } from '../../lib/app/store.js';
import { createDynamoDbClient, createS3Client, createS3SigningClient } from '../../lib/platform/aws/clients.js';
import { createSqsClient } from '../../lib/platform/aws/sqs-client.js';
import { DEFAULT_TABLE_NAME } from '../../lib/platform/store/table-definition.js';
import { startDynamoDbLocal } from './dynamodb-local.js';
import { createHandlerLoader } from './handler-loader.js';
import { LOOPBACK } from './free-port.js';
import { createLocalHttpServer } from './http-server.js';
import { type LocalMailServers, startLocalMailServers } from './mail-servers/local-mail-servers.js';
import { provisionQueues, provisionTable } from './provision.js';
import { type Delivery, startQueuePoller } from './queue-poller.js';
import { buildContext, scheduledEvent } from './apigw-event.js';
import { startSqsLocal } from './sqs-local.js';
import { startStreamPoller } from './stream-poller.js';
import { checkTableGrants } from './table-grant-check.js';
import { createLocalUploadEndpoint, LOCAL_UPLOAD_PATH } from './upload-endpoint.js';
import { createLocalClockEndpoint, LOCAL_CLOCK_PATH } from './clock-endpoint.js';

export interface LocalRuntimeOptions {
  /** HTTP port; 0 picks a free one. */
  port?: number;
  /**
   * Address to listen on: the loopback interface unless told otherwise, since the local mailbox shows every login
   * code to whoever can reach it.
   */
  host?: string;
  /** Where DynamoDB Local keeps its file; without it, nothing is kept. */
  dataDir?: string;
  model?: AppModel;
  tableName?: string;
  /** Reuse emulators that are already running (the test suite starts them once). */
  emulators?: { dynamodbEndpoint: string; sqsEndpoint: string };
  /** Prefix for queue names, so that runtimes sharing one emulator do not share queues. */
  queuePrefix?: string;
  /** Extra environment for the handlers (rate limits, feature settings). */
  env?: Record<string, string>;
  /**
   * Refuse each DynamoDB call a function makes that its table grants would not allow in AWS, as IAM would there
   * (the emulator itself checks nothing). Handlers share the process's document client, so the check stays on it.
   */
  checkTableGrants?: boolean;
  /** Run scheduled functions on their timers (default true); tests that drive time run them with runScheduled. */
  scheduleTimers?: boolean;
  /**
   * Tests: a message whose delivery failed is visible again after this many seconds, instead of after the rest of its
   * queue's visibility timeout (the emulator's clock, which setClock does not move). Unset, redelivery is as in AWS.
   */
  redeliverFailedAfterSeconds?: number;
  /**
   * Tests on a loaded machine: multiplies the deadline of the functions that answer HTTP requests. In Lambda each
   * invocation has a CPU of its own; here one process on shared cores runs them all beside the emulators, so a deadline
   * as short as Lambda's fires from the machine's load rather than from the function's work. Queue consumers keep
   * theirs: their queues' visibility timeouts are derived from them.
   */
  requestDeadlineFactor?: number;
  /** Ports of the SMTP and IMAP servers (0 or none: a free one each). */
  mailServers?: { smtpPort?: number; imapPort?: number };
  log?: (message: string, error?: unknown) => void;
}

export interface LocalRuntime {
  url: string;
  port: number;
  dynamodbEndpoint: string;
  sqsEndpoint: string;
  tableName: string;
  queueUrls: Record<string, { url: string; deadLetterUrl: string }>;
  /** Where the SMTP and IMAP servers listen (127.0.0.1), as GET /local/mail-servers answers. */
  mailServers: Pick<LocalMailServers, 'smtp' | 'imap'>;
  /** With checkTableGrants: every call refused so far (also those a handler caught and logged). */
  tableGrantDenials?: readonly string[];
  /**
   * Sets the time the handlers' clocks read (lib/platform/clock.ts, through LOCAL_CLOCK_OFFSET_MS), from which it then
   * runs on; null goes back to the machine's time. Tests drive schedules with it instead of waiting.
   */
  setClock(at: Date | null): void;
  /** Runs a scheduled function once now, as its timer would (its grants are checked), and answers its result. */
  runScheduled(name: string): Promise<unknown>;
  /**
   * Calls `listener` with each delivery a queue's consumer finished, once the poller deleted its message (or kept it,
   * failed, to come back): what a test waits for instead of sleeping. Answers a function that stops the calls.
   */
  watchDeliveries(listener: (delivery: QueueDelivery) => void): () => void;
  stop(): Promise<void>;
}

/** A delivery of one of the runtime's queues (by its logical name, as in the queue table). */
export interface QueueDelivery extends Delivery {
  queue: string;
}

export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const model = options.model ?? appModel;
  const tableName = options.tableName ?? DEFAULT_TABLE_NAME;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((error) => log('stop failed', error));
    stops.length = 0;
  };
  try {
    let endpoints = options.emulators;
    if (!endpoints) {
      const dynamodb = await startDynamoDbLocal({ dbPath: options.dataDir });
      stops.push(dynamodb.stop);
      const sqsLocal = await startSqsLocal();
      stops.push(sqsLocal.stop);
      endpoints = { dynamodbEndpoint: dynamodb.endpoint, sqsEndpoint: sqsLocal.endpoint };
    }

    const dynamodbClient = createDynamoDbClient(endpoints.dynamodbEndpoint);
    await provisionTable(dynamodbClient, tableName);
    dynamodbClient.destroy();
    const sqs = createSqsClient(endpoints.sqsEndpoint);
    stops.push(async () => sqs.destroy());
    const queueUrls = await provisionQueues(sqs, model, options.queuePrefix);

    // The token signing key is kept beside the data; an in-memory run keeps it in a temporary file it removes on stop.
    const signingKeyFile = options.dataDir
      ? join(dirname(options.dataDir), 'signing-key.pem')
      : join(tmpdir(), `outreach-signing-${randomUUID()}.pem`);
    if (!options.dataDir) stops.push(async () => rmSync(signingKeyFile, { force: true }));

    // Uploads of file imports go to a bucket of the emulator's S3 (fauxqs serves it beside SQS).
    // A caller that names an S3 of its own (a test's stand-in) keeps it for what it tests: no uploads bucket is made
    // there, and file imports have none.
    const s3 = createS3Client(endpoints.sqsEndpoint);
    stops.push(async () => s3.destroy());
    const importFilesBucket = options.env?.S3_ENDPOINT ? undefined : `import-files-${randomUUID()}`;
    if (importFilesBucket) await s3.send(new CreateBucketCommand({ Bucket: importFilesBucket }));

    // Handlers read their configuration from the environment at cold start, as they do in Lambda.
    Object.assign(process.env, {
      S3_ENDPOINT: endpoints.sqsEndpoint,
      ...(importFilesBucket ? { [IMPORT_FILES_BUCKET_VARIABLE]: importFilesBucket } : {}),
      LOCAL_SIGNING_KEY_FILE: signingKeyFile,
      TOKEN_ISSUER: 'outreach-api-local',
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: endpoints.dynamodbEndpoint,
      SQS_ENDPOINT: endpoints.sqsEndpoint,
      LOCAL_RUNTIME: 'true',
      ...Object.fromEntries(Object.entries(queueUrls).map(([name, queue]) => [queueUrlVariable(name), queue.url])),
      ...options.env,
    });

    // The mail servers run in this process, not in a function: what the SMTP server accepts goes through the local
    // mailer into the local mailbox, as the service's own mail does. Handlers built after this learn their ports.
    const config = readAppConfig(process.env);
    const mailServers = await startLocalMailServers({
      ...options.mailServers,
      mailer: mailerOf(config, storeOf(config)),
      log,
    });
    stops.push(mailServers.stop);
    Object.assign(process.env, mailServers.environment);

    const grantCheck = options.checkTableGrants ? checkTableGrants(defaultDocumentClient()) : undefined;
    const deliveryListeners = new Set<(delivery: QueueDelivery) => void>();
    const loadHandler = createHandlerLoader();
    for (const fn of model.functions) {
      const consumes = fn.queues?.consumes;
      if (!consumes) continue;
      const queue = queueUrls[consumes.queue];
      if (!queue) throw new Error(`${fn.name} consumes unknown queue ${consumes.queue}`);
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: queue.url, AttributeNames: ['QueueArn'] }),
      );
      const poller = startQueuePoller({
        sqs,
        queueUrl: queue.url,
        queueArn: Attributes!.QueueArn!,
        batchSize: consumes.batchSize,
        concurrency: consumes.maxConcurrency,
        tenantOf: model.queues.find((spec) => spec.name === consumes.queue)?.tenantOf,
        functionName: fn.name,
        timeoutSeconds: timeoutOf(fn),
        handler: await loadHandler(fn),
        redeliverFailedAfterSeconds: options.redeliverFailedAfterSeconds,
        onDelivered: (delivery) => {
          for (const listener of deliveryListeners) listener({ ...delivery, queue: consumes.queue });
        },
        onError: (error) => log(`${fn.name}: invocation failed`, error),
      });
      stops.push(poller.stop);
    }
    // The functions that consume the table's stream, as their event source mappings do in AWS.
    for (const fn of model.functions) {
      if (!fn.tableStream) continue;
      const handler = await loadHandler(fn);
      const poller = await startStreamPoller({
        dynamodbEndpoint: endpoints.dynamodbEndpoint,
        tableName,
        batchSize: fn.tableStream.batchSize,
        functionName: fn.name,
        timeoutSeconds: timeoutOf(fn),
        handler,
        onGivenUp: (record, error) =>
          log(`${fn.name}: stream record ${record.dynamodb?.SequenceNumber} given up`, error),
        onError: (error) => log(`${fn.name}: reading the stream failed`, error),
      });
      stops.push(poller.stop);
    }
    const runScheduled = async (name: string) => {
      const fn = model.functions.find((candidate) => candidate.name === name && candidate.schedule);
      if (!fn) throw new Error(`No scheduled function ${name}`);
      return (await loadHandler(fn))(scheduledEvent(fn.name), buildContext(fn.name, timeoutOf(fn)));
    };
    const setClock = (at: Date | null) => {
      process.env.LOCAL_CLOCK_OFFSET_MS = String(at ? at.getTime() - Date.now() : 0);
    };
    const runAllScheduled = async () => {
      const scheduled = model.functions.filter((fn) => fn.schedule);
      for (const fn of scheduled) await runScheduled(fn.name);
      return scheduled.map((fn) => fn.name);
    };
    for (const fn of model.functions) {
      if (!fn.schedule || options.scheduleTimers === false) continue;
      const handler = await loadHandler(fn);
      const timer = setInterval(() => {
        handler(scheduledEvent(fn.name), buildContext(fn.name, timeoutOf(fn))).catch((error) =>
          log(`${fn.name}: scheduled run failed`, error),
        );
      }, fn.schedule.everyMinutes * 60_000);
      timer.unref();
      stops.push(async () => clearInterval(timer));
    }

    const uploadsQueue = importFilesBucket ? queueUrls[IMPORT_FILES_QUEUE.name] : undefined;
    // Made once the server listens: upload URLs name its address, with which the endpoint signs to compare.
    let handleUpload: ReturnType<typeof createLocalUploadEndpoint> | undefined;
    const serveUpload = (req: IncomingMessage, res: ServerResponse) => handleUpload!(req, res);
    const server = createLocalHttpServer({
      model,
      loadHandler,
      deadlineFactor: options.requestDeadlineFactor,
      ownPaths: [
        ...(uploadsQueue ? [{ prefix: `${LOCAL_UPLOAD_PATH}/`, serve: serveUpload }] : []),
        {
          prefix: LOCAL_CLOCK_PATH,
          serve: createLocalClockEndpoint({ now: clockFromEnv(process.env), setClock, runScheduled: runAllScheduled }),
        },
      ],
      onError: (error) => log('request failed outside a handler', error),
    });
    const host = options.host ?? LOOPBACK;
    const port = await listen(server, options.port ?? 3000, host);
    stops.push(() => closeServer(server));
    const urlHost = host === LOOPBACK ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    // Work that runs outside a request (campaign messages' links) has no Host header to learn the address from.
    process.env.LOCAL_PUBLIC_URL = `http://${urlHost}:${port}`;
    // Upload URLs name this server, which stands in for S3 (upload-endpoint.ts).
    const uploadEndpoint = `http://${urlHost}:${port}${LOCAL_UPLOAD_PATH}`;
    process.env.IMPORT_UPLOAD_ENDPOINT = uploadEndpoint;
    if (uploadsQueue && importFilesBucket) {
      const signer = createS3SigningClient(uploadEndpoint);
      stops.push(async () => signer.destroy());
      handleUpload = createLocalUploadEndpoint({
        s3,
        signer,
        bucket: importFilesBucket,
        files: createUploadBucket({ client: s3, signer, bucket: importFilesBucket }),
        sqs,
        notificationQueueUrl: uploadsQueue.url,
        clock: clockFromEnv(process.env),
      });
    }
    return {
      url: `http://${urlHost}:${port}`,
      port,
      ...endpoints,
      tableName,
      queueUrls,
      mailServers: { smtp: mailServers.smtp, imap: mailServers.imap },
      tableGrantDenials: grantCheck?.denials,
      setClock,
      runScheduled,
      watchDeliveries: (listener) => {
        deliveryListeners.add(listener);
        return () => deliveryListeners.delete(listener);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
