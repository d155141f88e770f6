// AWS SDK clients built once per process; a *_ENDPOINT variable points them at the local emulators.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';

/** Emulators accept any credentials; fixed ones keep the SDK from searching the machine for real ones. */
const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function endpointOptions(endpoint: string | undefined) {
  return endpoint ? { endpoint, credentials: localCredentials, region: process.env.AWS_REGION ?? 'us-east-1' } : {};
}

/** A low-level DynamoDB client: for table management, and under the document client. */
export function createDynamoDbClient(endpoint = process.env.DYNAMODB_ENDPOINT, maxAttempts = 3): DynamoDBClient {
  return new DynamoDBClient({ ...endpointOptions(endpoint), maxAttempts });
}

export function createDocumentClient(endpoint = process.env.DYNAMODB_ENDPOINT): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(createDynamoDbClient(endpoint), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export function createSqsClient(endpoint = process.env.SQS_ENDPOINT): SQSClient {
  return new SQSClient(endpointOptions(endpoint));
}

/** Path-style addressing locally: the emulator's endpoint is an address, under which bucket host names do not resolve. */
export function createS3Client(endpoint = process.env.S3_ENDPOINT): S3Client {
  return new S3Client(endpoint ? { ...endpointOptions(endpoint), forcePathStyle: true } : {});
}

let documentClient: DynamoDBDocumentClient | undefined;
let sqsClient: SQSClient | undefined;
let s3Client: S3Client | undefined;

/** The process-wide document client, created on first use so that functions without table access never build one. */
export function defaultDocumentClient(): DynamoDBDocumentClient {
  return (documentClient ??= createDocumentClient());
}

export function defaultSqsClient(): SQSClient {
  return (sqsClient ??= createSqsClient());
}

export function defaultS3Client(): S3Client {
  return (s3Client ??= createS3Client());
}
