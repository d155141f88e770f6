// The SQS queues of the service, each with its dead-letter queue; CDK and the local runtime create them from this list.
export interface QueueSpec {
  /** Logical name, kebab-case; the environment variable holding its URL is QUEUE_URL_<NAME>. */
  name: string;
  /** Deliveries before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
}

/** Rows of webhook imports, from the intake to the import worker; a row that fails 5 times moves to the DLQ. */
export const IMPORT_ROWS_QUEUE: QueueSpec = { name: 'import-rows', maxReceiveCount: 5 };

export const queueTable: readonly QueueSpec[] = [IMPORT_ROWS_QUEUE];

/** Name of the environment variable that carries a queue's URL to the functions that use it. */
export function queueUrlVariable(name: string): string {
  return `QUEUE_URL_${name.toUpperCase().replace(/-/g, '_')}`;
}

/** Name of a queue's dead-letter queue. */
export function deadLetterQueueName(name: string): string {
  return `${name}-dlq`;
}
