// The SQS client, in a module of its own so that a bundle whose function never sends to a queue loads no SQS SDK.
import { SQSClient } from '@aws-sdk/client-sqs';
import { endpointOptions } from './clients.js';

export function createSqsClient(endpoint?: string): SQSClient {
  return new SQSClient(endpointOptions(endpoint));
}
