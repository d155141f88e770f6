// The process-wide DynamoDB and S3 clients (SQS's: sqs-client.ts), made on first use and pointed at the emulators the environment names: every function of
// a process shares them, so that the local runtime and tests can watch the calls its handlers make.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { createDocumentClient, createS3Client } from '../platform/aws/clients.js';
import { type AwsEndpoints, awsEndpoints } from '../platform/config.js';

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;

/** Created on first use, so that functions without table access never build one. */
export function defaultDocumentClient(endpoints: AwsEndpoints = awsEndpoints(process.env)): DynamoDBDocumentClient {
  return (documentClient ??= createDocumentClient(endpoints.dynamodb));
}

export function defaultS3Client(endpoints: AwsEndpoints = awsEndpoints(process.env)): S3Client {
  return (s3Client ??= createS3Client(endpoints.s3));
}
