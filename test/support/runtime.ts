// Starts the real local runtime for a test file on the shared emulators, with its own table and queues.
import { createHash, randomUUID } from 'node:crypto';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../infra/local/runtime.js';
import { provisionTable } from '../../infra/local/provision.js';
import { createDocumentClient, createDynamoDbClient } from '../../lib/platform/aws/clients.js';

/** Endpoints of the emulators that global setup started. */
export function testEmulators() {
  const dynamodbEndpoints = process.env.TEST_DYNAMODB_ENDPOINTS?.split(' ').filter(Boolean) ?? [];
  const sqsEndpoint = process.env.TEST_SQS_ENDPOINT;
  if (!dynamodbEndpoints.length || !sqsEndpoint)
    throw new Error('The emulators are not running: jest global setup did not run');
  // One DynamoDB Local per test file, the same for all of the file's calls, picked by its path (global-setup.mjs).
  const file = String(expect.getState().testPath ?? '');
  const hash = createHash('sha256').update(file).digest().readUInt32BE(0);
  return { dynamodbEndpoint: dynamodbEndpoints[hash % dynamodbEndpoints.length]!, sqsEndpoint };
}

/** A table name no other test file uses. */
export function uniqueTableName(): string {
  return `test-${randomUUID().slice(0, 8)}`;
}

export async function startTestRuntime({
  ownEmulators = false,
  ...options
}: Omit<LocalRuntimeOptions, 'emulators' | 'port'> & {
  /**
   * Start a DynamoDB Local and an SQS emulator of the runtime's own instead of the suite's: for a file that writes
   * tens of thousands of items, whose stream records slowed every file after it on the shared DynamoDB Local (a file
   * that took 14 s alone took 86 s after the 10,000-line import).
   */
  ownEmulators?: boolean;
} = {}): Promise<LocalRuntime> {
  const id = randomUUID().slice(0, 8);
  // Suites send hundreds of requests a second with one key, every request comes from 127.0.0.1, and they log the same
  // users in many times; a file that tests a limit sets its own.
  const env = {
    RATE_LIMIT_REQUESTS: '1000000',
    PER_IP_LIMIT_MULTIPLIER: '100000',
    LOGIN_CODES_PER_EMAIL_PER_HOUR: '1000000',
    ...options.env,
  };
  return startLocalRuntime({
    port: 0,
    ...(ownEmulators ? {} : { emulators: testEmulators() }),
    tableName: `test-${id}`,
    queuePrefix: `t${id}-`,
    log: () => undefined,
    // Every call a function makes must be one its IAM grants allow in AWS, where no test runs.
    checkTableGrants: true,
    // The suite must hold on a loaded 2-core machine (beside a benchmark), where plain reads took up to 37 s (at
    // 3b6302d, with three test files, four DynamoDB Local instances and bench:ingest on two cores): a request's deadline
    // there is six times Lambda's (a minute for most functions), still well within a test's three minutes.
    requestDeadlineFactor: 6,
    ...options,
    env,
  });
}

export function testDocumentClient() {
  return createDocumentClient(testEmulators().dynamodbEndpoint);
}

/** Creates a table of the service's shape, `tableName`, on the test file's DynamoDB Local: for tests of the store alone. */
export async function provisionTestTable(tableName: string): Promise<void> {
  const raw = createDynamoDbClient(testEmulators().dynamodbEndpoint);
  try {
    await provisionTable(raw, tableName);
  } finally {
    raw.destroy();
  }
}
