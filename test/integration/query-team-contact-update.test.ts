// The team-scoped contact update, PATCH /api/teams/{teamId}/contacts/{contactId}, through HTTP: the fields the
// specification lists, refusals of other fields, and 404s for unknown, deleted and foreign teams and contacts.
import { ulid } from 'ulid';
import { createDocumentClient } from '../../lib/platform/aws/clients.js';
import { teams } from '../../lib/auth/organizations/teams.js';
import { createStore } from '../../lib/platform/store/store.js';
import { api, expectStatus, type ApiError, type ApiRecord } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

let team: ApiRecord;

const t = useTestRuntime();
beforeAll(async () => {
  team = await seedTeam(t.key.org, 'Sales');
});

/**
 * A team written straight into the store: changing teams takes an owner's or admin's access token, which this file
 * does not need; the update under test takes an API key.
 */
async function seedTeam(org: string, name: string, options: { deleted?: boolean } = {}): Promise<ApiRecord> {
  const store = createStore({
    client: createDocumentClient(t.runtime.dynamodbEndpoint),
    tableName: t.runtime.tableName,
  });
  const ctx = { org, actor: { type: 'system' as const, id: 'test-seed' }, requestId: 'seed' };
  const record = await store.create(teams.entity, ctx, teams.withDefaults({ name }));
  if (options.deleted) await store.softDelete(teams.entity, ctx, record.id);
  return record as ApiRecord;
}

const path = (teamId: string, contactId: string) => `/api/teams/${teamId}/contacts/${contactId}`;
const newContact = async (body: Record<string, unknown> = {}) =>
  expectStatus(
    await t.api.post('/v5/contacts', {
      name: 'Team Member',
      email: `m${ulid().toLowerCase()}@team.test`,
      status: 'CONTACTED',
      tags: ['keep'],
      ...body,
    }),
    201,
  ) as ApiRecord;

/** A valid value of every field the specification lists for this update. */
const listedFields: Record<string, unknown> = {
  name: 'Renamed Person',
  nickname: 'Ren',
  bio: 'Writes tests & ships them',
  avatar: 'https://cdn.example.test/ren.png',
  website: 'https://ren.example.test/',
  location: 'Berlin, Germany',
  timeZone: 'Europe/Berlin',
  city: 'Berlin',
  state: 'Berlin',
  countryCode: 'DE',
  latitude: 52.52,
  longitude: -13.405,
  employmentTitle: 'Head of Testing',
  employmentSeniority: 'SENIOR',
};

describe('PATCH /api/teams/{teamId}/contacts/{contactId}', () => {
  it('has a team to work with, readable at /v5/teams/{id}', async () => {
    expect(await t.api.get(`/v5/teams/${team.id}`)).toMatchObject({
      status: 200,
      body: {
        object: 'team',
        id: expect.stringMatching(/^tea_[0-9A-HJKMNP-TV-Z]{26}$/),
        name: 'Sales',
        deletedAt: null,
      },
    });
  });

  it('updates every listed field at once: 200 with the whole contact, other fields untouched', async () => {
    const contact = await newContact();
    const response = await t.api.patch(path(team.id, contact.id), listedFields);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...contact, ...listedFields, updatedAt: expect.any(String) });
    expect(response.body.updatedAt >= contact.updatedAt).toBe(true);
    expect(expectStatus(await t.api.get(`/v5/contacts/${contact.id}`), 200)).toEqual(response.body);
  });

  it.each(Object.entries(listedFields))('updates %s on its own', async (field, value) => {
    const contact = await newContact();
    const response = await t.api.patch(path(team.id, contact.id), { [field]: value });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...contact, [field]: value, updatedAt: expect.any(String) });
  });

  it('empties a nullable listed field with null', async () => {
    const contact = await newContact({ city: 'Paris', nickname: 'P' });
    expect(await t.api.patch(path(team.id, contact.id), { city: null, nickname: null })).toMatchObject({
      status: 200,
      body: { city: null, nickname: null },
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['email', { email: 'new@team.test' }, 'email'],
    ['status', { status: 'REPLIED' }, 'status'],
    ['tags', { tags: ['x'] }, 'tags'],
    ['companyId', { companyId: `com_${ulid()}` }, 'companyId'],
    ['customProperties', { customProperties: {} }, 'customProperties'],
    ['firstName', { firstName: 'Ann' }, 'firstName'],
    ['score', { score: 5 }, 'score'],
    ['a listed field with an unlisted one', { name: 'Ok', email: 'new@team.test' }, 'email'],
  ])('refuses %s, which the update does not take (400 naming it), changing nothing', async (_, body, field) => {
    const contact = await newContact();
    const response = await t.api.patch<ApiError>(path(team.id, contact.id), body);
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(response.body.description).toContain(field);
    expect(expectStatus(await t.api.get(`/v5/contacts/${contact.id}`), 200)).toEqual(contact);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a bad time zone', { timeZone: 'Europe/Gotham' }, 'timeZone'],
    ['a bad country code', { countryCode: 'Germany' }, 'countryCode'],
    ['a latitude out of range', { latitude: 91 }, 'latitude'],
    ['a longitude out of range', { longitude: -180.5 }, 'longitude'],
    ['a bad website', { website: 'ren dot example' }, 'website'],
    ['a bad avatar', { avatar: 'ftp://cdn.example.test/x.png' }, 'avatar'],
    ['an unknown seniority', { employmentSeniority: 'BOSS' }, 'employmentSeniority'],
    ['a name of the wrong type', { name: 42 }, 'name'],
    ['an empty name', { name: '' }, 'name'],
  ])('refuses %s (400 naming the field)', async (_, body, field) => {
    const contact = await newContact();
    const response = await t.api.patch<ApiError>(path(team.id, contact.id), body);
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(response.body.description).toContain(field);
  });

  it('refuses a body that is not a JSON object', async () => {
    const contact = await newContact();
    expect(await t.api.patch(path(team.id, contact.id), '["name"]')).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    expect(await t.api.patch(path(team.id, contact.id), '{"name":')).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
  });

  it('answers 404 for a team that does not exist, a deleted team and another organization’s team, 400 for an id of another kind', async () => {
    const contact = await newContact();
    const deletedTeam = await seedTeam(t.key.org, 'Disbanded', { deleted: true });
    const foreignTeam = await seedTeam((await seedApiKey(t.runtime)).org, 'Not yours');
    for (const teamId of [`tea_${ulid()}`, deletedTeam.id, contact.id, foreignTeam.id]) {
      const response = await t.api.patch<ApiError>(path(teamId, contact.id), { name: 'Nope' });
      // An id of another kind is off the path's pattern: the edge refuses it, naming teamId.
      const [status, code] = teamId === contact.id ? [400, 'invalid_parameter'] : [404, 'resource_not_found'];
      expect({ teamId, status: response.status, code: response.body.code }).toEqual({ teamId, status, code });
    }
    expect(expectStatus(await t.api.get(`/v5/contacts/${contact.id}`), 200)).toEqual(contact);
  });

  it('answers 404 for a contact that does not exist, a deleted contact and another organization’s contact, 400 for an id of another kind', async () => {
    const gone = await newContact();
    expectStatus(await t.api.delete(`/v5/contacts/${gone.id}`), 200);
    const other = api(t.runtime, await seedApiKey(t.runtime));
    const foreign = expectStatus(await other.post('/v5/contacts', { name: 'Theirs' }), 201) as ApiRecord;
    for (const contactId of [`con_${ulid()}`, gone.id, team.id, foreign.id]) {
      const response = await t.api.patch<ApiError>(path(team.id, contactId), { name: 'Nope' });
      const [status, code] = contactId === team.id ? [400, 'invalid_parameter'] : [404, 'resource_not_found'];
      expect({ contactId, status: response.status, code: response.body.code }).toEqual({ contactId, status, code });
    }
    expect(expectStatus(await other.get(`/v5/contacts/${foreign.id}`), 200).name).toBe('Theirs');
  });

  it('logs the update as contact.updated with the request id', async () => {
    const contact = await newContact();
    expectStatus(
      await t.api.patch(path(team.id, contact.id), { city: 'Lyon' }, { 'X-Request-Id': 'team-update-7' }),
      200,
    );
    const events = expectStatus(await t.api.get(`/v5/events?filter.recordId.equals=${contact.id}`), 200) as ApiRecord[];
    expect(events.map((event) => [event.type, event.clientRequestId])).toEqual([
      ['contact.updated', 'team-update-7'],
      ['contact.created', null],
    ]);
    expect(events[0]!.changes).toEqual(['city']);
  });

  it('needs the contacts write scope (403 missing_scopes), and authentication (401)', async () => {
    const contact = await newContact();
    const reader = api(t.runtime, await seedApiKey(t.runtime, ['contacts:read', 'teams:write'], { org: t.key.org }));
    expect(await reader.patch(path(team.id, contact.id), { city: 'Rome' })).toMatchObject({
      status: 403,
      body: { code: 'missing_scopes' },
    });
    const anonymous = api(t.runtime, {
      headers: { 'Content-Type': 'application/json', 'Service-Organization-ID': t.key.org },
    });
    expect(await anonymous.patch(path(team.id, contact.id), { city: 'Rome' })).toMatchObject({
      status: 401,
      body: { code: 'missing_authorization' },
    });
    expect(expectStatus(await t.api.get(`/v5/contacts/${contact.id}`), 200)).toEqual(contact);
  });

  it('answers 405 to other methods on the path', async () => {
    const contact = await newContact();
    const response = await t.api.request('PUT', path(team.id, contact.id), { name: 'X' });
    expect(response).toMatchObject({ status: 405, body: { code: 'method_not_allowed' } });
    expect(response.headers.get('allow')).toBe('PATCH');
  });
});
