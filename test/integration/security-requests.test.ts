// Attacks with the request itself (issue 10, items 11 and 12): a body too large to store, and a forged X-Request-Id,
// through the real local runtime on DynamoDB Local.
import { MAX_BODY_BYTES } from '../../lib/platform/http/api-handler.js';
import { type ApiError, type ApiRecord, expectStatus } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();

/** `count` strings of 10,000 characters (the most a text field takes), about 10 KB each. */
const tenKilobyteStrings = (count: number, letter: string) =>
  Array.from({ length: count }, () => letter.repeat(10_000));

describe('a body that a record could not hold', () => {
  it('answers 413 payload_too_large for a 450 KB body (under 1 MiB, over the bound), before anything is written', async () => {
    const tags = tenKilobyteStrings(45, 't');
    expect(MAX_BODY_BYTES).toBeLessThan(450_000);

    const answer = await t.api.post('/v5/contacts', { name: 'Too big', email: 'too-big@size.test', tags });
    expect(answer.status).toBe(413);
    expect((answer.body as ApiError).code).toBe('payload_too_large');
    expect(expectStatus(await t.api.get('/v5/contacts/count'), 200)).toEqual({ count: 0 });
  });

  it('answers 413, not 500, to a PATCH that would grow a record past what one item holds, and keeps the record', async () => {
    const created = expectStatus(
      await t.api.post('/v5/contacts', { name: 'Grows', email: 'grows@size.test', tags: tenKilobyteStrings(20, 't') }),
      201,
    ) as ApiRecord;
    // Each body is within the bound; together they would pass DynamoDB's 400 KB item limit.
    const fields = ['nickname', 'bio', 'location', 'city', 'state', 'employmentTitle', 'externalIdApollo', 'name'];
    const patch = Object.fromEntries(fields.map((field, i) => [field, String.fromCharCode(97 + i).repeat(10_000)]));
    const grown = await t.api.patch(`/v5/contacts/${created.id}`, {
      ...patch,
      firstName: 'f'.repeat(10_000),
      lastName: 'l'.repeat(10_000),
      phone: '1'.repeat(10_000),
      tags: [...created.tags, ...tenKilobyteStrings(12, 'u')],
    });
    expect(grown.status).toBe(413);
    expect((grown.body as ApiError).code).toBe('payload_too_large');
    const kept = expectStatus(await t.api.get(`/v5/contacts/${created.id}`), 200) as ApiRecord;
    expect(kept).toMatchObject({ name: 'Grows', tags: created.tags, updatedAt: created.updatedAt });
  });
});

describe("a caller's X-Request-Id", () => {
  it("is echoed back, but the event log and the platform's records keep the platform's own id", async () => {
    const forged = 'someone-elses-request-id';
    const created = await t.api.post('/v5/contacts', { name: 'Traced' }, { 'X-Request-Id': forged });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toBe(forged);
    const id = (created.body as ApiRecord).id;

    const [event] = expectStatus(await t.api.get(`/v5/events?filter.recordId.equals=${id}`), 200) as ApiRecord[];
    expect(event).toMatchObject({ type: 'contact.created', clientRequestId: forged });
    expect(event!.requestId).toEqual(expect.any(String));
    expect(event!.requestId).not.toBe(forged);
  });

  it('cannot make two requests share one id in the event log', async () => {
    const sameId = { 'X-Request-Id': 'replayed-id' };
    const first = expectStatus(await t.api.post('/v5/contacts', { name: 'First' }, sameId), 201) as ApiRecord;
    const second = expectStatus(await t.api.post('/v5/contacts', { name: 'Second' }, sameId), 201) as ApiRecord;
    const idsOf = async (recordId: string) =>
      (expectStatus(await t.api.get(`/v5/events?filter.recordId.equals=${recordId}`), 200) as ApiRecord[]).map(
        (event) => event.requestId,
      );
    const [firstId] = await idsOf(first.id);
    const [secondId] = await idsOf(second.id);
    expect(firstId).not.toBe(secondId);
  });
});
