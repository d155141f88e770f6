// What an outside fuzzer sent and got 500s for, through HTTP: built-in object names as field paths, numbers past what
// the store keeps exactly, unique values too long for a key, and counts filtered on values too long for a key.
import { resources } from '../../lib/families/registry.js';
import { signUpOwner } from '../support/accounts.js';
import { api, expectStatus, qs, type ApiError, type ApiResponse } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { BUILT_IN_PATHS } from '../support/built-in-paths.js';

const t = useTestRuntime();

/** The envelope of a 400 with its code, naming `named` in its description (and in `errors` when given). */
function expectRefused(response: ApiResponse<ApiError>, code: string, named: string, errorPath?: string): void {
  expect({ status: response.status, code: response.body?.code }).toEqual({ status: 400, code });
  expect(response.body.description).toContain(named);
  if (errorPath) expect(response.body.errors?.map((error) => error.path)).toContain(errorPath);
}

/** Families a key lists (sessions are a user's own, reached with an access token only). */
const listedByKey = resources.filter((resource) => resource.owner !== 'user');

describe('built-in object properties are no field', () => {
  it.each(BUILT_IN_PATHS)('select[]=%s is an unknown select field on contacts', async (path) => {
    await t.api.post('/v5/contacts', { name: 'Ann' });
    expectRefused(await t.api.get(`/v5/contacts${qs([['select[]', path]])}`), 'invalid_parameter', path);
  });

  it.each(listedByKey.map((resource) => resource.path))(
    'select[]=__proto__.polluted and toString on %s',
    async (path) => {
      for (const selected of ['__proto__.polluted', 'toString', 'constructor.name'])
        expectRefused(await t.api.get(`/v5/${path}${qs([['select[]', selected]])}`), 'invalid_parameter', selected);
    },
  );

  it.each(BUILT_IN_PATHS)('filter.%s.equals is an unknown filter field, on the list and the count', async (path) => {
    const query = qs([[`filter.${path}.equals`, 'x']]);
    expectRefused(await t.api.get(`/v5/contacts${query}`), 'invalid_filter', path);
    expectRefused(await t.api.get(`/v5/contacts/count${query}`), 'invalid_filter', path);
  });

  it.each(BUILT_IN_PATHS)('orderBy=%s is an unknown orderBy field', async (path) => {
    expectRefused(await t.api.get(`/v5/contacts${qs({ orderBy: path })}`), 'invalid_parameter', path);
  });

  it('a nested path of an open map is selected only where the record holds it', async () => {
    const user = 'displayPreferences';
    // Users are the one family with an open map the key can read; its own keys are data, never the prototype's.
    const listed = await t.api.get(`/v5/users${qs([['select[]', `${user}.columns.constructor`]])}`);
    expect(listed.status).toBe(200);
    for (const record of listed.body) expect(record[user]?.columns?.constructor).toBeUndefined();
  });
});

describe('numbers the store keeps exactly', () => {
  it.each([
    ['score', 9007199254740992],
    ['score', -9007199254740992],
    ['sort', 1e20],
    ['latitude', 1e300],
    ['score', 1e-200],
  ])('%s: %d on create is a 400 naming the field', async (field, value) => {
    expectRefused(await t.api.post('/v5/contacts', { name: 'Big', [field]: value }), 'invalid_request', field, field);
  });

  it('the same numbers on update are a 400 naming the field, and change nothing', async () => {
    const contact = expectStatus(await t.api.post('/v5/contacts', { name: 'Small', score: 3 }), 201);
    expectRefused(
      await t.api.patch(`/v5/contacts/${contact.id}`, { score: 1e20 }),
      'invalid_request',
      'score',
      'score',
    );
    expectRefused(
      await t.api.patch(`/v5/contacts/${contact.id}`, { sort: 2 ** 53 }),
      'invalid_request',
      'sort',
      'sort',
    );
    expect(expectStatus(await t.api.get(`/v5/contacts/${contact.id}`), 200)).toMatchObject({ score: 3, sort: 0 });
  });

  it('the largest safe integers are kept exactly, and ordered by them', async () => {
    const top = Number.MAX_SAFE_INTEGER;
    const [high, low, tiny] = await Promise.all(
      [top, -top, 1e-130].map(async (score) =>
        expectStatus(await t.api.post('/v5/contacts', { name: `Edge ${score}`, score, sort: score }), 201),
      ),
    );
    expect([high.score, low.score, tiny.score]).toEqual([top, -top, 1e-130]);
    const ordered = expectStatus(
      await t.api.get(`/v5/contacts${qs({ orderBy: 'score', sort: 'desc', 'filter.name.startsWith': 'Edge ' })}`),
      200,
    );
    expect(ordered.map((record: { score: number }) => record.score)).toEqual([top, 1e-130, -top]);
  });

  it('a custom NUMBER property takes the same bounds', async () => {
    expectStatus(await t.api.post('/v5/properties', { name: 'revenue', type: 'NUMBER', target: 'CONTACT' }), 201);
    const refused = await t.api.post('/v5/contacts', { name: 'Rich', customProperties: { revenue: 1e20 } });
    expectRefused(refused, 'invalid_request', 'customProperties.revenue', 'customProperties.revenue');
  });

  it('a number filter past the bounds answers as any other number', async () => {
    for (const path of ['/v5/contacts', '/v5/contacts/count'])
      expect(
        (await t.api.get(`${path}${qs({ 'filter.score.gt': '1e20', 'filter.latitude.lt': '1e300' })}`)).status,
      ).toBe(200);
  });
});

describe('unique values longer than a key holds', () => {
  const longEmail = `${'a'.repeat(2988)}@example.com`;

  it('a 3,000-character email is created once, then is a conflict', async () => {
    const created = expectStatus(await t.api.post('/v5/contacts', { email: longEmail }), 201);
    expect(created.email).toBe(longEmail);
    const again = await t.api.post('/v5/contacts', { email: longEmail });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'conflict' });
    // One character more is another value.
    expectStatus(await t.api.post('/v5/contacts', { email: `b${longEmail}` }), 201);
  });

  it('a long email is freed by a delete and taken again', async () => {
    const email = `${'d'.repeat(2988)}@example.com`;
    const first = expectStatus(await t.api.post('/v5/contacts', { email }), 201);
    expectStatus(await t.api.delete(`/v5/contacts/${first.id}`), 200);
    expectStatus(await t.api.post('/v5/contacts', { email }), 201);
  });

  it('a 3,000-character subscriptionId is created once, then is a conflict', async () => {
    const body = {
      subscriptionId: 's'.repeat(3000),
      subscriptionPeriodCreditsExhaustedAtOverwriteEnabled: false,
      subscriptionPeriodCreditsIncludedOverwriteEnabled: false,
      subscriptionStatusOverwriteEnabled: false,
    };
    // Subscriptions are their owners' to write.
    const owner = api(t.runtime, await signUpOwner(t.runtime));
    expectStatus(await owner.post('/v5/subscriptions', body), 201);
    const again = await owner.post('/v5/subscriptions', body);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'conflict' });
  });

  it('lists and counts agree on a long unique value', async () => {
    const email = `${'e'.repeat(2988)}@example.com`;
    const created = expectStatus(await t.api.post('/v5/contacts', { email }), 201);
    const query = qs({ 'filter.email.equals': email });
    expect(expectStatus(await t.api.get(`/v5/contacts${query}`), 200).map((r: { id: string }) => r.id)).toEqual([
      created.id,
    ]);
    expect(expectStatus(await t.api.get(`/v5/contacts/count${query}`), 200)).toEqual({ count: 1 });
  });
});

describe('filters on values longer than a key holds', () => {
  const long = 'c'.repeat(3000);

  it.each([
    ['contacts', 'status'],
    ['contacts', 'tags'],
    ['deals', 'status'],
    ['sent-emails', 'to'],
    ['campaign-contacts', 'campaignId'],
    ['campaign-steps', 'campaignId'],
    ['pipeline-stages', 'pipelineId'],
    ['suppressions', 'type'],
    ['fine-tunings', 'target'],
  ])('%s filtered on a 3,000-character %s: the list and the count agree on nothing', async (path, field) => {
    const operator = field === 'tags' ? 'has' : 'equals';
    const query = qs({ [`filter.${field}.${operator}`]: long });
    expect(expectStatus(await t.api.get(`/v5/${path}${query}`), 200)).toEqual([]);
    expect(expectStatus(await t.api.get(`/v5/${path}/count${query}`), 200)).toEqual({ count: 0 });
  });
});
