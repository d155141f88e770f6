// The process-wide SQS client, made on first use; a module of its own, so that only functions that send load the SDK.
import type { SQSClient } from '@aws-sdk/client-sqs';
import { createSqsClient } from '../platform/aws/sqs-client.js';
import { type AwsEndpoints, awsEndpoints } from '../platform/config.js';

let sqsClient: SQSClient | undefined;

export function defaultSqsClient(endpoints: AwsEndpoints = awsEndpoints(process.env)): SQSClient {
  return (sqsClient ??= createSqsClient(endpoints.sqs));
}
