// Contacts CRUD through HTTP: the record envelope and its formats, the company copied in from companyId, the event
// log of every write, scopes, and tenant isolation between two organizations.
import { ulid } from 'ulid';
import { api, expectStatus, qs, type Api, type ApiError, type ApiRecord } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ULID_ID = (prefix: string) => new RegExp(`^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`);

let acme: ApiRecord;
let globex: ApiRecord;

const t = useTestRuntime();
beforeAll(async () => {
  [acme, globex] = await Promise.all([
    t.api
      .post('/v5/companies', { name: 'Acme Corp', domain: 'acme.test' })
      .then((r) => expectStatus(r, 201) as ApiRecord),
    t.api.post('/v5/companies', { name: 'Globex' }).then((r) => expectStatus(r, 201) as ApiRecord),
  ]);
});

describe('create, read, update', () => {
  it('creates a contact: 201 with the envelope, defaults and nulls', async () => {
    const before = Date.now();
    const response = await t.api.post('/v5/contacts', {
      name: 'Ann Lee',
      email: 'ann@crud.test',
      tags: ['vip'],
      score: -2.5,
      latitude: 52.52,
      timeZone: 'Europe/Berlin',
      countryCode: 'DE',
    });
    expect(response.status).toBe(201);
    const contact = response.body as ApiRecord;
    expect(contact).toMatchObject({
      object: 'contact',
      id: expect.stringMatching(ULID_ID('con')),
      sort: 0,
      createdAt: expect.stringMatching(TIMESTAMP),
      updatedAt: contact.createdAt,
      deletedAt: null,
      name: 'Ann Lee',
      email: 'ann@crud.test',
      tags: ['vip'],
      score: -2.5,
      latitude: 52.52,
      timeZone: 'Europe/Berlin',
      countryCode: 'DE',
      // Defaults and empty values.
      status: 'NEW',
      emailOptOut: false,
      isActive: true,
      isVerified: false,
      customProperties: {},
      firstName: null,
      nickname: null,
      companyId: null,
      company: null,
      website: null,
      blockedAt: null,
    });
    expect(Date.parse(contact.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(contact.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await t.api.get(`/v5/contacts/${contact.id}`)).toMatchObject({ status: 200, body: contact });
  });

  it('creates a contact with an email only, and one with a name only', async () => {
    expect(await t.api.post('/v5/contacts', { email: 'only.email@crud.test' })).toMatchObject({
      status: 201,
      body: { name: null, email: 'only.email@crud.test' },
    });
    expect(await t.api.post('/v5/contacts', { name: 'Only A Name' })).toMatchObject({
      status: 201,
      body: { name: 'Only A Name', email: null },
    });
  });

  it('updates: changes the given fields only, keeps createdAt, moves updatedAt, and can empty a field', async () => {
    const created = expectStatus(
      await t.api.post('/v5/contacts', { name: 'Bob', email: 'bob@crud.test', city: 'Berlin', tags: ['a'] }),
      201,
    ) as ApiRecord;
    const patched = expectStatus(
      await t.api.patch(`/v5/contacts/${created.id}`, {
        city: null,
        tags: ['a', 'b'],
        status: 'REPLIED',
        isVerified: true,
      }),
      200,
    ) as ApiRecord;
    expect(patched).toEqual({
      ...created,
      city: null,
      tags: ['a', 'b'],
      status: 'REPLIED',
      isVerified: true,
      updatedAt: expect.stringMatching(TIMESTAMP),
    });
    expect(patched.updatedAt >= created.updatedAt).toBe(true);
    expect(expectStatus(await t.api.get(`/v5/contacts/${created.id}`), 200)).toEqual(patched);
  });

  it('accepts an empty PATCH body, changing nothing it was not asked to', async () => {
    const created = expectStatus(await t.api.post('/v5/contacts', { name: 'Unchanged' }), 201) as ApiRecord;
    const patched = expectStatus(await t.api.patch(`/v5/contacts/${created.id}`, {}), 200) as ApiRecord;
    expect(patched).toEqual({ ...created, updatedAt: expect.any(String) });
  });
});

describe('company copied in from companyId', () => {
  it('copies the company id, name and domain on create', async () => {
    const contact = expectStatus(await t.api.post('/v5/contacts', { name: 'Works at Acme', companyId: acme.id }), 201);
    expect(contact).toMatchObject({
      companyId: acme.id,
      company: { id: acme.id, name: 'Acme Corp', domain: 'acme.test' },
    });
    expect(expectStatus(await t.api.get(`/v5/contacts/${contact.id}`), 200).company).toEqual({
      id: acme.id,
      name: 'Acme Corp',
      domain: 'acme.test',
    });
  });

  it('follows a change of companyId, and clears the company with companyId null', async () => {
    const contact = expectStatus(await t.api.post('/v5/contacts', { name: 'Mover', companyId: acme.id }), 201);
    const moved = expectStatus(await t.api.patch(`/v5/contacts/${contact.id}`, { companyId: globex.id }), 200);
    expect(moved).toMatchObject({ companyId: globex.id, company: { id: globex.id, name: 'Globex', domain: null } });
    const renamed = expectStatus(await t.api.patch(`/v5/contacts/${contact.id}`, { name: 'Mover Renamed' }), 200);
    expect(renamed.company).toEqual({ id: globex.id, name: 'Globex', domain: null });
    const cleared = expectStatus(await t.api.patch(`/v5/contacts/${contact.id}`, { companyId: null }), 200);
    expect(cleared).toMatchObject({ companyId: null, company: null });
  });

  it('refuses a companyId that does not exist, a deleted company and another organization’s company (400, errors[] naming companyId)', async () => {
    const gone = expectStatus(await t.api.post('/v5/companies', { name: 'Gone' }), 201);
    expectStatus(await t.api.delete(`/v5/companies/${gone.id}`), 200);
    const other = api(t.runtime, await seedApiKey(t.runtime));
    const theirs = expectStatus(await other.post('/v5/companies', { name: 'Theirs' }), 201);
    for (const companyId of [`com_${ulid()}`, gone.id, theirs.id]) {
      const response = await t.api.post<ApiError>('/v5/contacts', { name: 'Nowhere', companyId });
      expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
      expect(response.body.description).toContain(companyId);
      expect(response.body.errors).toContainEqual({ path: 'companyId', message: expect.any(String) });
    }
    const contact = expectStatus(await t.api.post('/v5/contacts', { name: 'Somewhere', companyId: acme.id }), 201);
    expect(await t.api.patch(`/v5/contacts/${contact.id}`, { companyId: `com_${ulid()}` })).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    expect(expectStatus(await t.api.get(`/v5/contacts/${contact.id}`), 200).companyId).toBe(acme.id);
  });
});

describe('the event log', () => {
  interface EventRecord extends ApiRecord {
    type: string;
    recordObject: string;
    recordId: string;
    changes: string[];
    actor: { type: string; id: string };
    requestId: string;
    clientRequestId: string | null;
  }

  async function eventsOf(recordId: string): Promise<EventRecord[]> {
    return expectStatus(
      await t.api.get(`/v5/events${qs({ 'filter.recordId.equals': recordId, limit: 100 })}`),
      200,
    ) as EventRecord[];
  }

  it('records contact.created, contact.updated and contact.deleted with the record, the key and the request id', async () => {
    const created = await t.api.post(
      '/v5/contacts',
      { name: 'Logged', email: 'logged@crud.test' },
      { 'X-Request-Id': 'req-create-1' },
    );
    expect(created.headers.get('x-request-id')).toBe('req-create-1');
    const id = (created.body as ApiRecord).id;
    expect(
      (await t.api.patch(`/v5/contacts/${id}`, { name: 'Logged Again' }, { 'X-Request-Id': 'req-update-1' })).status,
    ).toBe(200);
    expect((await t.api.delete(`/v5/contacts/${id}`, { 'X-Request-Id': 'req-delete-1' })).status).toBe(200);

    const events = await eventsOf(id);
    // Newest first, as every list.
    expect(events.map((event) => [event.type, event.clientRequestId])).toEqual([
      ['contact.deleted', 'req-delete-1'],
      ['contact.updated', 'req-update-1'],
      ['contact.created', 'req-create-1'],
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        object: 'event',
        id: expect.stringMatching(/^evt_/),
        recordObject: 'contact',
        recordId: id,
        actor: { type: 'apiKey', id: t.key.id },
        createdAt: expect.stringMatching(TIMESTAMP),
      });
    }
    expect(events[1]!.changes).toContain('name');
    expect(events[1]!.changes).not.toContain('email');
    expect(events[0]!.changes).toContain('deletedAt');
  });

  it('records no event for a refused write', async () => {
    const contact = expectStatus(await t.api.post('/v5/contacts', { name: 'Quiet', email: 'quiet@crud.test' }), 201);
    expect((await t.api.patch(`/v5/contacts/${contact.id}`, { email: 'not an email' })).status).toBe(400);
    expect((await t.api.post('/v5/contacts', { email: 'quiet@crud.test' })).status).toBe(409);
    expect((await eventsOf(contact.id)).map((event) => event.type)).toEqual(['contact.created']);
  });

  it('is read-only: writes to /v5/events answer 405', async () => {
    expect(await t.api.post('/v5/events', { type: 'contact.created' })).toMatchObject({
      status: 405,
      body: { code: 'method_not_allowed' },
    });
  });
});

describe('scopes', () => {
  it('lets a contacts:read key list and read, but not write (403 missing_scopes)', async () => {
    const reader = api(t.runtime, await seedApiKey(t.runtime, ['contacts:read'], { org: t.key.org }));
    const contact = expectStatus(await t.api.post('/v5/contacts', { name: 'Readable' }), 201);
    expect((await reader.get(`/v5/contacts/${contact.id}`)).status).toBe(200);
    expect((await reader.get('/v5/contacts/count')).status).toBe(200);
    expect(await reader.post('/v5/contacts', { name: 'No' })).toMatchObject({
      status: 403,
      body: { code: 'missing_scopes' },
    });
    expect(await reader.patch(`/v5/contacts/${contact.id}`, { name: 'No' })).toMatchObject({
      status: 403,
      body: { code: 'missing_scopes' },
    });
    expect(await reader.delete(`/v5/contacts/${contact.id}`)).toMatchObject({
      status: 403,
      body: { code: 'missing_scopes' },
    });
    expect(await reader.get('/v5/companies')).toMatchObject({ status: 403, body: { code: 'missing_scopes' } });
  });
});

describe('tenant isolation', () => {
  let mine: ApiRecord[];
  let myCompany: ApiRecord;
  let stranger: Api;

  beforeAll(async () => {
    myCompany = expectStatus(
      await t.api.post('/v5/companies', { name: 'Private Co', domain: 'private.test', industries: ['secret'] }),
      201,
    ) as ApiRecord;
    mine = await Promise.all(
      ['Secret One', 'Secret Two'].map(
        async (name, i) =>
          expectStatus(
            await t.api.post('/v5/contacts', {
              name,
              email: `secret${i}@private.test`,
              companyId: myCompany.id,
              tags: ['secret'],
            }),
            201,
          ) as ApiRecord,
      ),
    );
    stranger = api(t.runtime, await seedApiKey(t.runtime));
  });

  it('shows another organization none of the records: list empty, count 0, search and filters find nothing', async () => {
    for (const family of ['contacts', 'companies']) {
      expect(await stranger.get(`/v5/${family}?limit=100`)).toMatchObject({ status: 200, body: [] });
      expect(await stranger.get(`/v5/${family}/count`)).toMatchObject({ status: 200, body: { count: 0 } });
      expect(await stranger.get(`/v5/${family}${qs({ query: 'secret' })}`)).toMatchObject({ status: 200, body: [] });
      // Index-served and in-memory reads alike.
      expect(
        await stranger.get(`/v5/${family}${qs({ 'filter.name.startsWith': 'Secret', orderBy: 'name' })}`),
      ).toMatchObject({ status: 200, body: [] });
      expect(await stranger.get(`/v5/${family}${qs({ 'filter.tags.has': 'secret' })}`)).toMatchObject({
        status: 200,
        body: [],
      });
    }
    expect(await stranger.get(`/v5/contacts${qs({ 'filter.companyId.equals': myCompany.id })}`)).toMatchObject({
      status: 200,
      body: [],
    });
    expect(await stranger.get(`/v5/events${qs({ 'filter.recordId.equals': mine[0]!.id })}`)).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it('answers 404 to another organization for get, update and delete, and leaves the records as they were', async () => {
    for (const [family, record] of [
      ['contacts', mine[0]!],
      ['companies', myCompany],
    ] as const) {
      expect(await stranger.get(`/v5/${family}/${record.id}`)).toMatchObject({
        status: 404,
        body: { code: 'resource_not_found' },
      });
      expect(await stranger.patch(`/v5/${family}/${record.id}`, { name: 'Hijacked' })).toMatchObject({
        status: 404,
        body: { code: 'resource_not_found' },
      });
      expect(await stranger.delete(`/v5/${family}/${record.id}`)).toMatchObject({
        status: 404,
        body: { code: 'resource_not_found' },
      });
      expect(await t.api.get(`/v5/${family}/${record.id}`)).toMatchObject({ status: 200, body: record });
    }
  });

  it('refuses a key used with another organization’s id (the organization header must be the key’s)', async () => {
    const response = await stranger.get('/v5/contacts', { 'Service-Organization-ID': t.key.org });
    expect([401, 403]).toContain(response.status);
    expect(JSON.stringify(response.body)).not.toContain('Secret');
  });

  it('lets another organization reuse the same email and see only its own contact', async () => {
    const theirs = expectStatus(
      await stranger.post('/v5/contacts', { name: 'Their Secret', email: mine[0]!.email }),
      201,
    ) as ApiRecord;
    expect(ids(expectStatus(await stranger.get('/v5/contacts'), 200))).toEqual([theirs.id]);
    expect(
      ids(expectStatus(await t.api.get(`/v5/contacts${qs({ 'filter.email.equals': mine[0]!.email })}`), 200)),
    ).toEqual([mine[0]!.id]);
  });
});

function ids(records: ApiRecord[]): string[] {
  return records.map((record) => record.id);
}
