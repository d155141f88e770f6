// Creates the table and the queues (each with its dead-letter queue) on the emulators, from the definitions CDK uses.
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { visibilityTimeoutOf, type AppModel } from '../../lib/app/function-table.js';
import { deadLetterQueueName } from '../../lib/platform/queue/queues.js';
import { INDEX_ATTRIBUTES, tableDefinition } from '../../lib/platform/store/table-definition.js';

/** Creates the table unless it exists (a persisted local database keeps it between starts). */
export async function provisionTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const { partitionKey, sortKey, indexes, ttlAttribute } = tableDefinition;
  const keyNames = [partitionKey, sortKey, ...indexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...INDEX_ATTRIBUTES] },
        })),
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  }
}

export interface ProvisionedQueue {
  url: string;
  deadLetterUrl: string;
}

/** Creates every queue of the model with its dead-letter queue and redrive policy; `prefix` keeps test runs apart. */
export async function provisionQueues(
  sqs: SQSClient,
  model: AppModel,
  prefix = '',
): Promise<Record<string, ProvisionedQueue>> {
  const result: Record<string, ProvisionedQueue> = {};
  for (const queue of model.queues) {
    const dlq = await sqs.send(
      new CreateQueueCommand({
        QueueName: prefix + deadLetterQueueName(queue.name),
        Attributes: { MessageRetentionPeriod: String(14 * 24 * 3600) },
      }),
    );
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
    );
    const main = await sqs.send(
      new CreateQueueCommand({
        QueueName: prefix + queue.name,
        Attributes: {
          VisibilityTimeout: String(visibilityTimeoutOf(queue.name, model)),
          RedrivePolicy: JSON.stringify({
            deadLetterTargetArn: Attributes!.QueueArn,
            maxReceiveCount: queue.maxReceiveCount,
          }),
        },
      }),
    );
    result[queue.name] = { url: main.QueueUrl!, deadLetterUrl: dlq.QueueUrl! };
  }
  return result;
}
