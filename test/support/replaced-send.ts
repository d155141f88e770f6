// A table client for fault-injecting fixtures: the real one, with its `send` replaced.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { defaultDocumentClient } from '../../lib/app/aws-clients.js';

export type TableCommand = Parameters<DynamoDBDocumentClient['send']>[0];

/**
 * The real client with `send` replaced: everything else (configuration, middleware) comes from the real one, so that
 * `send` can pass the calls it does not fault on to `real`.
 */
export function withReplacedSend(
  send: (command: TableCommand) => Promise<unknown>,
  real: DynamoDBDocumentClient = defaultDocumentClient(),
): DynamoDBDocumentClient {
  const client: DynamoDBDocumentClient = Object.create(real);
  client.send = send as DynamoDBDocumentClient['send'];
  return client;
}
