// Starts DynamoDB Local and fauxqs once for the whole test run; test files reach them through environment variables.
// Plain JS, because jest runs global setup outside its transform; tsx loads the TypeScript launchers.
import { tsImport } from 'tsx/esm/api';

/**
 * DynamoDB Local answers slower the more it has stored (a fixed workload took three times as long after ten rounds,
 * deleted tables or not), so the test files are spread over several instances, each holding a share of the data.
 */
const DYNAMODB_INSTANCES = 4;

/** Four JVMs starting at once on a busy 2-core machine took longer than the launcher's default 30 s to answer. */
const DYNAMODB_START_TIMEOUT_MS = 120_000;

export default async function globalSetup() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { startDynamoDbLocal } = await tsImport('../../infra/local/dynamodb-local.ts', import.meta.url);
  const { startSqsLocal } = await tsImport('../../infra/local/sqs-local.ts', import.meta.url);
  const [sqs, ...dynamodbs] = await Promise.all([
    startSqsLocal(),
    ...Array.from({ length: DYNAMODB_INSTANCES }, () =>
      startDynamoDbLocal({ startTimeoutMs: DYNAMODB_START_TIMEOUT_MS }),
    ),
  ]);
  // Jest workers inherit this process's environment.
  process.env.TEST_DYNAMODB_ENDPOINTS = dynamodbs.map((dynamodb) => dynamodb.endpoint).join(' ');
  process.env.TEST_SQS_ENDPOINT = sqs.endpoint;
  globalThis.__emulators = [sqs, ...dynamodbs];
}
