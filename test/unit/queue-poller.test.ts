// Unit tests of which messages the local queue poller deletes after an invocation, as a Lambda event source mapping would.
import type { SQSRecord } from 'aws-lambda';
import { succeededMessages } from '../../infra/local/queue-poller.js';

function record(messageId: string): SQSRecord {
  return {
    messageId,
    receiptHandle: `rh-${messageId}`,
    body: '{}',
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:imports',
    awsRegion: 'us-east-1',
  };
}

const records = ['m1', 'm2', 'm3'].map(record);
const ids = (list: SQSRecord[]) => list.map((r) => r.messageId);

describe('succeededMessages', () => {
  it('deletes every message when the handler returns nothing', () => {
    expect(ids(succeededMessages(records, {}))).toEqual(['m1', 'm2', 'm3']);
    expect(ids(succeededMessages(records, { response: undefined }))).toEqual(['m1', 'm2', 'm3']);
  });

  it('deletes every message when the handler reports no failures', () => {
    expect(ids(succeededMessages(records, { response: { batchItemFailures: [] } }))).toEqual(['m1', 'm2', 'm3']);
  });

  it('keeps the reported failures and deletes the rest', () => {
    expect(ids(succeededMessages(records, { response: { batchItemFailures: [{ itemIdentifier: 'm2' }] } }))).toEqual([
      'm1',
      'm3',
    ]);
    expect(
      ids(
        succeededMessages(records, {
          response: { batchItemFailures: [{ itemIdentifier: 'm1' }, { itemIdentifier: 'm3' }] },
        }),
      ),
    ).toEqual(['m2']);
  });

  it('deletes nothing when every message failed', () => {
    const failures = ids(records).map((itemIdentifier) => ({ itemIdentifier }));
    expect(succeededMessages(records, { response: { batchItemFailures: failures } })).toEqual([]);
  });

  it('deletes nothing when the handler threw', () => {
    expect(succeededMessages(records, { error: new Error('boom') })).toEqual([]);
  });

  it('deletes nothing when the handler threw a falsy value', () => {
    // `throw ''` or `throw 0` is still a failed invocation to Lambda.
    expect(succeededMessages(records, { error: '' })).toEqual([]);
    expect(succeededMessages(records, { error: 0 })).toEqual([]);
  });

  it('deletes nothing when a failure names a message that is not in the batch', () => {
    expect(
      succeededMessages(records, {
        response: { batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'elsewhere' }] },
      }),
    ).toEqual([]);
    expect(succeededMessages(records, { response: { batchItemFailures: [{ itemIdentifier: '' }] } })).toEqual([]);
  });
});
