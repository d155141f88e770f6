// Error answers of the list, count and record routes through HTTP: status, code, and a description that names the
// parameter or field at fault, in the specification's envelope.
import { ulid } from 'ulid';
import { api, expectStatus, qs, type ApiError, type ApiRecord, type ApiResponse } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

let contact: ApiRecord;
let company: ApiRecord;
let deletedContact: ApiRecord;

const t = useTestRuntime();
beforeAll(async () => {
  [contact, company, deletedContact] = await Promise.all([
    t.api
      .post('/v5/contacts', { name: 'Ann Lee', email: 'ann@errors.test' })
      .then((r) => expectStatus(r, 201) as ApiRecord),
    t.api.post('/v5/companies', { name: 'Acme' }).then((r) => expectStatus(r, 201) as ApiRecord),
    t.api
      .post('/v5/contacts', { name: 'Gone', email: 'gone@errors.test' })
      .then((r) => expectStatus(r, 201) as ApiRecord),
  ]);
  expectStatus(await t.api.delete(`/v5/contacts/${deletedContact.id}`), 200);
});

/** The envelope every error carries. */
function expectError(response: ApiResponse<ApiError>, status: number, code: string, named: string[] = []): void {
  expect({ status: response.status, code: response.body?.code }).toEqual({ status, code });
  expect(response.body).toEqual(
    expect.objectContaining({ code, status, message: expect.any(String), description: expect.any(String) }),
  );
  for (const name of named) expect(response.body.description).toContain(name);
}

const someContactId = () => `con_${ulid()}`;

describe('list and count parameters', () => {
  it.each<[string, Array<[string, string]>, string, string[]]>([
    ['an unknown filter field', [['filter.nmae.equals', 'x']], 'invalid_filter', ['filter.nmae.equals', 'name']],
    [
      'a filter on a field that is not filterable',
      [['filter.company.equals', 'x']],
      'invalid_filter',
      ['filter.company.equals'],
    ],
    ['a filter without an operator', [['filter.name', 'x']], 'invalid_filter', ['filter.name']],
    ['an unknown operator', [['filter.name.like', 'x']], 'invalid_filter', ['filter.name.like']],
    ['a number operator on a string (gt)', [['filter.name.gt', 'a']], 'invalid_filter', ['filter.name.gt']],
    [
      'a string operator on a number (contains)',
      [['filter.score.contains', '1']],
      'invalid_filter',
      ['filter.score.contains'],
    ],
    ['not on a date', [['filter.createdAt.not', '2024-01-01']], 'invalid_filter', ['filter.createdAt.not']],
    ['in on a date', [['filter.createdAt.in', '2024-01-01']], 'invalid_filter', ['filter.createdAt.in']],
    ['equals on an array (other than null)', [['filter.tags.equals', 'vip']], 'invalid_filter', ['filter.tags.equals']],
    ['gt on a boolean', [['filter.isActive.gt', 'true']], 'invalid_filter', ['filter.isActive.gt']],
    ['notIn on a number', [['filter.score.notIn', '1,2']], 'invalid_filter', ['filter.score.notIn']],
    ['a malformed number', [['filter.score.gt', 'abc']], 'invalid_filter', ['filter.score.gt']],
    ['an empty number', [['filter.score.equals', '']], 'invalid_filter', ['filter.score.equals']],
    ['a malformed number in a list', [['filter.score.in', '1,two']], 'invalid_filter', ['filter.score.in']],
    ['an empty item in a list', [['filter.score.in', '1,,2']], 'invalid_filter', ['filter.score.in']],
    ['a malformed date', [['filter.createdAt.gte', 'yesterday']], 'invalid_filter', ['filter.createdAt.gte']],
    ['an impossible date', [['filter.createdAt.gte', '2024-02-30']], 'invalid_filter', ['filter.createdAt.gte']],
    ['a malformed boolean', [['filter.isActive.equals', 'yes']], 'invalid_filter', ['filter.isActive.equals']],
    ['a malformed isEmpty', [['filter.tags.isEmpty', 'maybe']], 'invalid_filter', ['filter.tags.isEmpty']],
    ['an unknown query parameter', [['colour', 'red']], 'invalid_parameter', ['colour']],
    ['a misspelt query parameter', [['limt', '5']], 'invalid_parameter', ['limt']],
  ])('refuses %s, on list and count', async (_, params, code, named) => {
    for (const path of ['/v5/contacts', '/v5/contacts/count'])
      expectError(await t.api.get(`${path}${qs(params)}`), 400, code, named);
  });

  it('suggests the parameter a misspelt one probably meant', async () => {
    expectError(await t.api.get('/v5/contacts?limt=5'), 400, 'invalid_parameter', ['limt', 'limit']);
    expectError(await t.api.get('/v5/contacts?filters.name.equals=x'), 400, 'invalid_parameter', [
      'filters.name.equals',
      'filter.name.equals',
    ]);
  });

  it.each<[string, Array<[string, string]>, string[]]>([
    ['limit=0', [['limit', '0']], ['limit']],
    ['limit=101', [['limit', '101']], ['limit']],
    ['limit=abc', [['limit', 'abc']], ['limit']],
    ['limit=-1', [['limit', '-1']], ['limit']],
    ['limit=2.5', [['limit', '2.5']], ['limit']],
    ['an empty limit', [['limit', '']], ['limit']],
    [
      'both cursors',
      [
        ['startingAfter', contactIdPlaceholder()],
        ['endingBefore', contactIdPlaceholder()],
      ],
      ['startingAfter', 'endingBefore'],
    ],
    ['a cursor of another type (startingAfter)', [['startingAfter', 'company']], ['startingAfter']],
    ['a cursor of another type (endingBefore)', [['endingBefore', 'company']], ['endingBefore']],
    ['a cursor that is not an id', [['startingAfter', 'not-an-id']], ['startingAfter']],
    ['a cursor id that does not exist (startingAfter)', [['startingAfter', 'missing']], ['startingAfter']],
    ['a cursor id that does not exist (endingBefore)', [['endingBefore', 'missing']], ['endingBefore']],
    ['an unknown orderBy', [['orderBy', 'nmae']], ['orderBy', 'name']],
    ['an empty orderBy', [['orderBy', '']], ['orderBy']],
    ['an orderBy on an object field', [['orderBy', 'company']], ['orderBy']],
    ['an unknown sort', [['sort', 'up']], ['sort']],
    ['an unknown select field', [['select[]', 'nmae']], ['select', 'nmae']],
    ['an unknown nested select field', [['select[]', 'company.nmae']], ['select', 'company.nmae']],
    ['an empty select field', [['select[]', '']], ['select']],
  ])('refuses %s (400 invalid_parameter naming it)', async (_, rawParams, named) => {
    const params = rawParams.map(([name, value]): [string, string] => [
      name,
      value === 'company' ? company.id : value === 'missing' ? someContactId() : value,
    ]);
    expectError(await t.api.get(`/v5/contacts${qs(params)}`), 400, 'invalid_parameter', named);
  });

  it('refuses a cursor that is a record of another organization', async () => {
    const other = api(t.runtime, await seedApiKey(t.runtime));
    const theirs = expectStatus(await other.post('/v5/contacts', { name: 'Theirs' }), 201);
    expectError(await t.api.get(`/v5/contacts${qs({ startingAfter: theirs.id })}`), 400, 'invalid_parameter', [
      'startingAfter',
    ]);
  });

  it('refuses a repeated single-value parameter', async () => {
    expectError(await t.api.get('/v5/contacts?limit=5&limit=6'), 400, 'invalid_parameter', ['limit']);
  });

  it('refuses the same mistakes on companies', async () => {
    expectError(
      await t.api.get(`/v5/companies${qs({ 'filter.employeeCount.contains': '1' })}`),
      400,
      'invalid_filter',
      ['filter.employeeCount.contains'],
    );
    expectError(
      await t.api.get(`/v5/companies${qs({ 'filter.industries.has': 'x', startingAfter: contact.id })}`),
      400,
      'invalid_parameter',
      ['startingAfter'],
    );
    expectError(await t.api.get(`/v5/companies${qs({ orderBy: 'revenu' })}`), 400, 'invalid_parameter', [
      'orderBy',
      'revenue',
    ]);
  });
});

/** A syntactically valid contact id, for the both-cursors case (the combination is refused before ids are looked up). */
function contactIdPlaceholder(): string {
  return `con_${'0'.repeat(26)}`;
}

describe('bodies', () => {
  it.each<[string, unknown, string]>([
    ['an unknown field', { name: 'X', favouriteColour: 'red' }, 'favouriteColour'],
    ['a read-only field (id)', { name: 'X', id: 'con_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 'id'],
    ['a read-only field (createdAt)', { name: 'X', createdAt: '2024-01-01T00:00:00.000Z' }, 'createdAt'],
    ['a read-only field (company)', { name: 'X', company: { id: 'com_x', name: 'Y', domain: null } }, 'company'],
    ['a name of the wrong type', { name: 5 }, 'name'],
    ['a score of the wrong type', { name: 'X', score: '5' }, 'score'],
    ['tags that are not an array', { name: 'X', tags: 'vip' }, 'tags'],
    ['a boolean of the wrong type', { name: 'X', isActive: 'yes' }, 'isActive'],
    ['a bad email', { name: 'X', email: 'not-an-email' }, 'email'],
    ['a bad website URL', { name: 'X', website: 'not a url' }, 'website'],
    ['an avatar URL that is not http(s)', { name: 'X', avatar: 'javascript:alert(1)' }, 'avatar'],
    ['a bad time zone', { name: 'X', timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a bad country code (three letters)', { name: 'X', countryCode: 'DEU' }, 'countryCode'],
    ['a bad country code (digits)', { name: 'X', countryCode: '12' }, 'countryCode'],
    ['a latitude above 90', { name: 'X', latitude: 90.5 }, 'latitude'],
    ['a latitude below -90', { name: 'X', latitude: -91 }, 'latitude'],
    ['a longitude out of range', { name: 'X', longitude: 181 }, 'longitude'],
    ['an unknown status', { name: 'X', status: 'ASLEEP' }, 'status'],
    ['an unknown seniority', { name: 'X', employmentSeniority: 'BOSS' }, 'employmentSeniority'],
    ['a companyId of the wrong form', { name: 'X', companyId: 'acme' }, 'companyId'],
    ['a name over 10000 characters', { name: 'x'.repeat(10001) }, 'name'],
    ['neither a name nor an email', { firstName: 'Only' }, 'name'],
    ['an empty body', {}, 'name'],
  ])('refuses a contact with %s (400 invalid_request naming it)', async (_, body, field) => {
    const response = await t.api.post<ApiError>('/v5/contacts', body);
    expectError(response, 400, 'invalid_request', [field]);
  });

  it('lists each failing field in errors[]', async () => {
    const response = await t.api.post<ApiError>('/v5/contacts', { name: 'X', email: 'bad', latitude: 100 });
    expectError(response, 400, 'invalid_request', ['email', 'latitude']);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'email' }),
        expect.objectContaining({ path: 'latitude' }),
      ]),
    );
  });

  it.each<[string, string]>([
    ['not JSON', '{"name": '],
    ['a JSON array', '[{"name": "X"}]'],
    ['a JSON string', '"name"'],
  ])('refuses a body that is %s', async (_, raw) => {
    expectError(await t.api.post('/v5/contacts', raw), 400, 'invalid_request');
  });

  it('refuses invalid updates, leaving the record as it was', async () => {
    for (const [patch, field] of [
      [{ email: 'nope' }, 'email'],
      [{ website: 'ftp//x' }, 'website'],
      [{ unknownField: 1 }, 'unknownField'],
      [{ id: 'con_01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 'id'],
      [{ latitude: -90.01 }, 'latitude'],
    ] as const) {
      expectError(await t.api.patch(`/v5/contacts/${contact.id}`, patch), 400, 'invalid_request', [field]);
    }
    expect(expectStatus(await t.api.get(`/v5/contacts/${contact.id}`), 200)).toEqual(contact);
  });

  it.each<[string, unknown, string]>([
    ['no name', { domain: 'acme.test' }, 'name'],
    ['a fractional employeeCount', { name: 'X', employeeCount: 1.5 }, 'employeeCount'],
    ['a negative revenue', { name: 'X', revenue: -1 }, 'revenue'],
    ['industries that are not an array', { name: 'X', industries: 'software' }, 'industries'],
    ['a bad domain', { name: 'X', domain: 'not a domain' }, 'domain'],
    ['a bad time zone', { name: 'X', timeZone: 'Europe/Atlantis' }, 'timeZone'],
    ['an unknown field', { name: 'X', ceo: 'Y' }, 'ceo'],
  ])('refuses a company with %s', async (_, body, field) => {
    expectError(await t.api.post('/v5/companies', body), 400, 'invalid_request', [field]);
  });
});

describe('uniqueness', () => {
  it('refuses a second contact with the same email, ignoring case (409 conflict)', async () => {
    const first = expectStatus(await t.api.post('/v5/contacts', { email: 'Dup.Person@Example.test' }), 201);
    expectError(await t.api.post('/v5/contacts', { email: 'dup.person@example.test' }), 409, 'conflict', ['email']);
    expectError(
      await t.api.post('/v5/contacts', { name: 'Other', email: 'DUP.PERSON@EXAMPLE.TEST' }),
      409,
      'conflict',
      ['email'],
    );
    // Changing another contact to that email conflicts too.
    expectError(
      await t.api.patch(`/v5/contacts/${contact.id}`, { email: 'dup.PERSON@example.test' }),
      409,
      'conflict',
      ['email'],
    );
    // The same contact may keep its own email.
    expect(await t.api.patch(`/v5/contacts/${first.id}`, { email: 'dup.person@example.test' })).toMatchObject({
      status: 200,
    });
    // Once deleted, the email is free again.
    expectStatus(await t.api.delete(`/v5/contacts/${first.id}`), 200);
    expect(await t.api.post('/v5/contacts', { email: 'dup.person@example.test' })).toMatchObject({ status: 201 });
  });

  it('frees an email when a contact changes it', async () => {
    const changing = expectStatus(await t.api.post('/v5/contacts', { email: 'old.address@example.test' }), 201);
    expectStatus(await t.api.patch(`/v5/contacts/${changing.id}`, { email: 'new.address@example.test' }), 200);
    expect(await t.api.post('/v5/contacts', { email: 'old.address@example.test' })).toMatchObject({ status: 201 });
    expectError(await t.api.post('/v5/contacts', { email: 'new.address@example.test' }), 409, 'conflict');
  });

  it('lets two organizations use the same email', async () => {
    const other = api(t.runtime, await seedApiKey(t.runtime));
    expect(await other.post('/v5/contacts', { email: 'ann@errors.test' })).toMatchObject({ status: 201 });
  });
});

describe('record routes', () => {
  it.each([
    ['an unknown id', () => someContactId()],
    ['a soft-deleted id', () => deletedContact.id],
  ])('answers 404 resource_not_found for %s, on GET, PATCH and DELETE', async (_, id) => {
    const path = `/v5/contacts/${id()}`;
    expectError(await t.api.get(path), 404, 'resource_not_found');
    expectError(await t.api.patch(path, { name: 'X' }), 404, 'resource_not_found');
    expectError(await t.api.delete(path), 404, 'resource_not_found');
  });

  // Off the path's pattern (`con_` and a ULID): refused at the edge, naming the parameter.
  it.each([
    ['an id of another prefix', () => company.id],
    ['a malformed id', () => 'nothing'],
  ])('answers 400 invalid_parameter for %s, on GET, PATCH and DELETE', async (_, id) => {
    const path = `/v5/contacts/${id()}`;
    expectError(await t.api.get(path), 400, 'invalid_parameter');
    expectError(await t.api.patch(path, { name: 'X' }), 400, 'invalid_parameter');
    expectError(await t.api.delete(path), 400, 'invalid_parameter');
  });

  it('answers 400 for a contact id on the companies route', async () => {
    expectError(await t.api.get(`/v5/companies/${contact.id}`), 400, 'invalid_parameter');
  });

  it('soft-deletes: DELETE returns the record with deletedAt set, then GET answers 404', async () => {
    const created = expectStatus(await t.api.post('/v5/contacts', { name: 'To delete' }), 201) as ApiRecord;
    const deleted = await t.api.delete(`/v5/contacts/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      ...created,
      updatedAt: expect.any(String),
      deletedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(deleted.body.deletedAt >= created.createdAt).toBe(true);
    expectError(await t.api.get(`/v5/contacts/${created.id}`), 404, 'resource_not_found');
    expectError(await t.api.delete(`/v5/contacts/${created.id}`), 404, 'resource_not_found');
  });

  it('answers 405 with Allow for PUT on the collection and on a record', async () => {
    const collection = await t.api.request<ApiError>('PUT', '/v5/contacts', { name: 'X' });
    expectError(collection, 405, 'method_not_allowed');
    expect(new Set(collection.headers.get('allow')!.split(/,\s*/))).toEqual(new Set(['GET', 'POST']));
    const record = await t.api.request<ApiError>('PUT', `/v5/contacts/${contact.id}`, { name: 'X' });
    expectError(record, 405, 'method_not_allowed');
    expect(new Set(record.headers.get('allow')!.split(/,\s*/))).toEqual(new Set(['GET', 'PATCH', 'DELETE']));
  });
});
