// Unit tests of which errors count as a dependency's brief failure (503 at the edge) and which stay faults (500).
import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { isTransientFailure } from '../../lib/platform/aws/transient-failure.js';
import { renderError } from '../../lib/platform/http/error-envelope.js';

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:9`), { code });
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const withStatus = (name: string, httpStatusCode: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

describe('isTransientFailure', () => {
  it.each([
    ['a throttled table', new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} })],
    ['a throttled service', Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })],
    ['a timed-out call', Object.assign(new Error('timed out'), { name: 'TimeoutError' })],
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['a 500 of the service', withStatus('InternalServerError', 500)],
    ['a 503 of the service', withStatus('SomethingUnavailable', 503)],
    ['a transaction that kept colliding', cancelled('None', 'TransactionConflict')],
    ['a throttled transaction', cancelled('ThrottlingError')],
    ['a wrapped socket error', new Error('send failed', { cause: socketError('ETIMEDOUT') })],
    [
      'calls the SDK retried without an answer',
      Object.assign(new Error('AWS SDK error wrapper for Error: connect ECONNREFUSED'), { $metadata: { attempts: 3 } }),
    ],
  ])('%s is transient', (_case, error) => {
    expect(isTransientFailure(error)).toBe(true);
  });

  it.each([
    ['a failed condition', new ConditionalCheckFailedException({ message: 'no', $metadata: {} })],
    ['a transaction with a failed condition', cancelled('None', 'ConditionalCheckFailed')],
    ['a transaction with a failed condition beside a conflict', cancelled('TransactionConflict', 'ValidationError')],
    ['a refused request', withStatus('ValidationException', 400)],
    ['a request the SDK refused to send', Object.assign(new Error('Missing QueueUrl'), { $metadata: {} })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'ECONNRESET'],
    ['nothing', undefined],
  ])('%s is not', (_case, error) => {
    expect(isTransientFailure(error)).toBe(false);
  });

  it('renders a transient failure as 503 with Retry-After, and a bug as a 500 that names only the request id', () => {
    const busy = renderError(socketError('ECONNRESET'), 'req-1');
    expect(busy).toMatchObject({ statusCode: 503, headers: { 'Retry-After': '1' } });
    expect(JSON.parse(busy.body!)).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect(busy.body).not.toContain('ECONNRESET');
    const bug = renderError(new TypeError('x is undefined'), 'req-2');
    expect(bug.statusCode).toBe(500);
    expect(JSON.parse(bug.body!)).toMatchObject({ code: 'internal_error', requestId: 'req-2' });
  });
});
