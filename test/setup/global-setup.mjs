// Starts DynamoDB Local and fauxqs once for the whole test run; test files reach them through environment variables.
// Plain JS, because jest runs global setup outside its transform; tsx loads the TypeScript launchers.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { startDynamoDbLocal } = await tsImport('../../infra/local/dynamodb-local.ts', import.meta.url);
  const { startSqsLocal } = await tsImport('../../infra/local/sqs-local.ts', import.meta.url);
  const [dynamodb, sqs] = await Promise.all([startDynamoDbLocal(), startSqsLocal()]);
  // Jest workers inherit this process's environment.
  process.env.TEST_DYNAMODB_ENDPOINT = dynamodb.endpoint;
  process.env.TEST_SQS_ENDPOINT = sqs.endpoint;
  globalThis.__emulators = [dynamodb, sqs];
}
