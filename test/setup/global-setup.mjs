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

/**
 * A run of named files (`npm run jest -- test/integration/x.test.ts`) stores little: one instance per named path, up to
 * the full run's, so that engineers running single files side by side on a 2-core machine do not start four JVMs each.
 */
function instancesFor(globalConfig) {
  const named = globalConfig.testPathPatterns?.patterns?.length ?? 0;
  return named > 0 ? Math.min(named, DYNAMODB_INSTANCES) : DYNAMODB_INSTANCES;
}

export default async function globalSetup(globalConfig) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { startDynamoDbLocal } = await tsImport('../../infra/local/dynamodb-local.ts', import.meta.url);
  const { startSqsLocal } = await tsImport('../../infra/local/sqs-local.ts', import.meta.url);
  const [sqs, ...dynamodbs] = await Promise.all([
    startSqsLocal(),
    ...Array.from({ length: instancesFor(globalConfig) }, () =>
      startDynamoDbLocal({ startTimeoutMs: DYNAMODB_START_TIMEOUT_MS }),
    ),
  ]);
  // Jest workers inherit this process's environment.
  process.env.TEST_DYNAMODB_ENDPOINTS = dynamodbs.map((dynamodb) => dynamodb.endpoint).join(' ');
  process.env.TEST_SQS_ENDPOINT = sqs.endpoint;
  globalThis.__emulators = [sqs, ...dynamodbs];
}
