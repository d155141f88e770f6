// The backoff of a failed queue message at the SDK boundary (the ChangeMessageVisibility request it sends, longer each time), and the record handlers it wraps.
import { ChangeMessageVisibilityCommand, type ChangeMessageVisibilityCommandInput } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { jest } from '@jest/globals';
import { logger } from '../../../lib/platform/http/logger.js';
import { createRetryBackoff, retryDelaySeconds, withBackoff } from '../../../lib/platform/queue/retry-backoff.js';

const record = (receives: string | undefined) =>
  ({ receiptHandle: `handle-${receives}`, attributes: { ApproximateReceiveCount: receives } }) as unknown as SQSRecord;

test('doubles the wait from 30 seconds and holds it at 5 minutes', () => {
  expect([1, 2, 3, 4, 5, 6, 12].map((receives) => retryDelaySeconds(receives))).toEqual([
    30, 60, 120, 240, 300, 300, 300,
  ]);
  expect(retryDelaySeconds(0)).toBe(30);
  expect(retryDelaySeconds(3, { baseSeconds: 10, maxSeconds: 25 })).toBe(25);
});

test("changes the message's visibility on its queue by its receipt handle, by how often it was received", async () => {
  const requests: ChangeMessageVisibilityCommandInput[] = [];
  const sqs = {
    async send(command: unknown): Promise<any> {
      if (!(command instanceof ChangeMessageVisibilityCommand)) throw new Error('the stub answers this command only');
      requests.push(command.input);
      return {};
    },
  };
  const retryLater = createRetryBackoff(sqs, 'https://sqs.eu-west-1.amazonaws.com/123456789012/campaign-sends');
  await retryLater(record('3'));
  await retryLater(record(undefined));
  expect(requests).toEqual([
    {
      QueueUrl: 'https://sqs.eu-west-1.amazonaws.com/123456789012/campaign-sends',
      ReceiptHandle: 'handle-3',
      VisibilityTimeout: 120,
    },
    {
      QueueUrl: 'https://sqs.eu-west-1.amazonaws.com/123456789012/campaign-sends',
      ReceiptHandle: 'handle-undefined',
      VisibilityTimeout: 30,
    },
  ]);
});

describe('withBackoff', () => {
  afterEach(() => jest.restoreAllMocks());
  const failing = (error: Error) => async () => {
    throw error;
  };

  it('backs off a failed record and fails it with its own error', async () => {
    const backedOff: SQSRecord[] = [];
    const handler = withBackoff(failing(new RangeError('the run failed')), async (failed) => {
      backedOff.push(failed);
    });
    await expect(handler(record('2'), undefined as never)).rejects.toThrow('the run failed');
    expect(backedOff).toEqual([record('2')]);
  });

  it('leaves a spared failure and a handled record alone', async () => {
    const backedOff: SQSRecord[] = [];
    const retryLater = async (failed: SQSRecord) => {
      backedOff.push(failed);
    };
    const spared = withBackoff(failing(new SyntaxError('in flight')), retryLater, {
      spare: (error) => error instanceof SyntaxError,
    });
    await expect(spared(record('1'), undefined as never)).rejects.toThrow('in flight');
    await withBackoff(async () => undefined, retryLater)(record('1'), undefined as never);
    expect(backedOff).toEqual([]);
  });

  it('fails the record with its own error when the backoff fails too, and logs the backoff', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const handler = withBackoff(failing(new RangeError('the send failed')), async () => {
      throw new Error('SQS is down');
    });
    await expect(handler(record('4'), undefined as never)).rejects.toThrow('the send failed');
    expect(warn).toHaveBeenCalledWith(
      'Backing off a failed message failed',
      expect.objectContaining({ backoff: expect.any(Error) }),
    );
  });
});
