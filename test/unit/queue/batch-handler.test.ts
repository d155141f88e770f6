// The shared SQS batch runner: which records it reports failed, and that the log names each failure's own error.
import { jest } from '@jest/globals';
import type { SQSEvent } from 'aws-lambda';
import { buildContext } from '../../../infra/local/apigw-event.js';
import { sqsRecordOf } from '../../../infra/local/queue-poller.js';
import { logger } from '../../../lib/platform/http/logger.js';
import { createBatchHandler } from '../../../lib/platform/queue/batch-handler.js';

const TEST_QUEUE_ARN = 'arn:aws:sqs:us-east-1:000000000000:test';
const recordOf = (messageId: string, body: string) =>
  sqsRecordOf({ MessageId: messageId, ReceiptHandle: `handle-${messageId}`, Body: body }, TEST_QUEUE_ARN);

const context = buildContext('test-worker', 30);

describe('createBatchHandler', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reports only the failed records and logs each one with its own error', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const handler = createBatchHandler(async (record) => {
      if (record.body !== 'ok') throw new RangeError(`cannot take ${record.body}`);
    });
    const event: SQSEvent = {
      Records: [recordOf('m1', 'ok'), recordOf('m2', 'first'), recordOf('m3', 'ok'), recordOf('m4', 'second')],
    };

    const response = await handler(event, context);

    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'm2' }, { itemIdentifier: 'm4' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Records failed', {
      failed: 2,
      of: 4,
      errors: [
        { messageId: 'm2', name: 'RangeError', message: 'cannot take first' },
        { messageId: 'm4', name: 'RangeError', message: 'cannot take second' },
      ],
    });
  });

  it('logs nothing when every record is handled', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const handler = createBatchHandler(async () => undefined);

    const response = await handler({ Records: [recordOf('m1', 'ok')] }, context);

    expect(response.batchItemFailures).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
