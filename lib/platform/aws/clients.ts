// AWS SDK clients of DynamoDB and S3 (SQS's: sqs-client.ts, so that a bundle that never sends loads no SQS SDK); an
// endpoint points one at a local emulator. The process-wide ones are made in lib/app.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { watchWrites } from './write-watch.js';

/**
 * Emulators accept any credentials; fixed ones keep the SDK from searching the machine for real ones. Their region is
 * fixed too: DynamoDB Local runs with -sharedDb and the SQS emulator names no region, so every client sees the same data.
 */
const emulatorOptions = { credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, region: 'us-east-1' };

export function endpointOptions(endpoint: string | undefined) {
  return endpoint ? { endpoint, ...emulatorOptions } : {};
}

/** A low-level DynamoDB client: for table management, and under the document client. */
export function createDynamoDbClient(endpoint?: string, maxAttempts = 3): DynamoDBClient {
  return new DynamoDBClient({ ...endpointOptions(endpoint), maxAttempts });
}

export function createDocumentClient(endpoint?: string): DynamoDBDocumentClient {
  const client = DynamoDBDocumentClient.from(createDynamoDbClient(endpoint), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  // A request cut short after it began to write must not answer that nothing was written (api-handler.ts).
  watchWrites(client);
  return client;
}

/** Path-style addressing locally: the emulator's endpoint is an address, under which bucket host names do not resolve. */
export function createS3Client(endpoint?: string): S3Client {
  return new S3Client(endpoint ? { ...endpointOptions(endpoint), forcePathStyle: true } : {});
}

/**
 * A client that only presigns: its endpoint is the one the URLs name, and it adds no checksum (the SDK's default would
 * sign the checksum of an empty body into an upload URL).
 */
export function createS3SigningClient(endpoint?: string): S3Client {
  return new S3Client({
    ...(endpoint ? { ...endpointOptions(endpoint), forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}
