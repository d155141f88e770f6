// Unit tests of how the store's own errors answer at the HTTP edge: the same status, code and texts as before they
// were the store's, and a transaction race that outlived its retries as a busy dependency (503, or 429 to a webhook row).
import { renderError } from '../../lib/platform/http/error-envelope.js';
import {
  DuplicateIdError,
  RecordNotFoundError,
  type StoreError,
  UniqueValueTakenError,
  WriteContentionError,
  WriteRaceError,
} from '../../lib/platform/store/errors.js';

const REQUEST_ID = 'req-store-1';

function rendered(error: StoreError, busy?: 'rate_limited') {
  const response = renderError(error, REQUEST_ID, busy);
  return { statusCode: response.statusCode, body: JSON.parse(response.body!) as Record<string, unknown> };
}

describe('store errors at the edge', () => {
  it.each([
    [
      new RecordNotFoundError('contact', 'con_1'),
      404,
      { code: 'resource_not_found', message: 'Resource not found', description: 'No contact with id con_1 exists.' },
    ],
    [
      new UniqueValueTakenError('contact', 'email'),
      409,
      { code: 'conflict', message: 'Conflict', description: 'Another contact already has this email.' },
    ],
    [
      new DuplicateIdError('con_2'),
      409,
      { code: 'conflict', message: 'Conflict', description: 'A record with id con_2 already exists.' },
    ],
    [
      new WriteContentionError('deal', 'dea_3'),
      409,
      {
        code: 'conflict',
        message: 'Conflict',
        description: 'The deal dea_3 is being changed by another request; try again.',
      },
    ],
  ])('%s answers %p with its texts', (error, status, texts) => {
    expect(rendered(error)).toEqual({ statusCode: status, body: { ...texts, status } });
  });

  it('answers a lost transaction race as a busy dependency that leaks nothing: 503, or 429 where the route says so', () => {
    const { statusCode, body } = rendered(new WriteRaceError(2, 'TransactionConflict'));
    expect(statusCode).toBe(503);
    expect(body).toMatchObject({ code: 'service_unavailable', status: 503 });
    expect(JSON.stringify(body)).not.toContain('TransactionConflict');
    expect(rendered(new WriteRaceError(2, 'TransactionConflict'), 'rate_limited')).toMatchObject({
      statusCode: 429,
      body: { code: 'rate_limited', status: 429 },
    });
  });

  it('names each error class, and says its kind', () => {
    expect(new RecordNotFoundError('contact', 'con_1')).toMatchObject({
      name: 'RecordNotFoundError',
      kind: 'not-found',
    });
    expect(new DuplicateIdError('con_2')).toMatchObject({ name: 'DuplicateIdError', kind: 'conflict', id: 'con_2' });
    expect(new WriteRaceError(0, 'ConditionalCheckFailed')).toMatchObject({
      name: 'WriteRaceError',
      kind: 'write-race',
    });
  });
});
