// Hostile requests through HTTP on the real handlers, over every route they can reach: path ids beyond their pattern,
// query values that do not percent-decode, JSON bodies labelled or coded as something else, arrays for objects.
import { ulid } from 'ulid';
import { allRoutes, type BoundRoute, PUBLIC } from '../../lib/app/function-table.js';
import { teams } from '../../lib/auth/index.js';
import { createDocumentClient } from '../../lib/platform/aws/clients.js';
import { createStore } from '../../lib/platform/store/store.js';
import { type SignedUpUser, signUpOwner } from '../support/accounts.js';
import { type ApiRecord, api, checkedFetch, expectStatus, retryWhileBusy } from '../support/api-client.js';
import {
  fittingValue as fittingValueOf,
  pathOf,
  routeKey,
  sendRaw,
  unlessRefused,
  withoutContentType,
} from '../support/hostile-http.js';
import { failuresOf } from '../support/concurrency.js';
import { createWebhookImport, postRow } from '../support/imports.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();
let owner: SignedUpUser;
beforeAll(async () => {
  owner = await signUpOwner(t.runtime);
});

const routes = allRoutes();
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The credential a route takes: none, a user's access token, or the file's `*:write` key. */
const headersFor = (route: BoundRoute): Record<string, string> =>
  route.scope === PUBLIC ? JSON_TYPE : route.credential === 'user' ? owner.headers : t.key.headers;

/** A value of the route's parameter `name` that its pattern takes. */
const fittingValue = (route: BoundRoute, name: string) => fittingValueOf(route.pathPatterns?.[name]?.pattern);

const send = (route: BoundRoute, path: string, init: RequestInit = {}) =>
  sendRaw(t.runtime.url + path, { method: route.method, ...init });

describe('path parameters beyond their pattern: 400 invalid_parameter naming the parameter', () => {
  const parameterised = routes.flatMap((route) =>
    [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ route, name: name! })),
  );

  it('covers the {id} routes of the families, the team route, the webhook address and the tracking addresses', () => {
    const keys = new Set(parameterised.map(({ route }) => routeKey(route)));
    for (const key of [
      'GET /v5/contacts/{id}',
      'PATCH /v5/campaign-contacts/{id}',
      'DELETE /v5/companies/{id}',
      'PATCH /api/teams/{teamId}/contacts/{contactId}',
      'POST /v5/webhooks/{importId}/{secret}',
      'GET /t/c/{token}',
    ])
      expect(keys).toContain(key);
  });

  it('refuses a value of 1,100 characters on every route, before any read could fail on its length', async () => {
    const failures = await failuresOf(
      parameterised,
      async ({ route, name }) => {
        const answer = await send(route, pathOf(route, { [name]: `${fittingValue(route, name)}${'A'.repeat(1100)}` }), {
          headers: headersFor(route),
          body: ['POST', 'PATCH'].includes(route.method) ? '{}' : undefined,
        });
        return (
          unlessRefused(`${routeKey(route)} {${name}}`, answer, 400, 'invalid_parameter') ??
          (answer.body.errors?.[0]?.path === name
            ? undefined
            : `${routeKey(route)}: names ${answer.body.errors?.[0]?.path}`)
        );
      },
      8,
    );
    expect(failures).toEqual([]);
  });

  it('refuses an id of 101 characters after its prefix, and an id of another family, which used to be 404s', async () => {
    const ids = parameterised.filter(({ route, name }) => /^\^[a-z]+_/.test(route.pathPatterns?.[name]?.pattern ?? ''));
    const otherFamily = (prefix: string) => (prefix === 'com' ? 'con' : 'com');
    const failures = await failuresOf(
      ids.flatMap(({ route, name }) => {
        const prefix = fittingValue(route, name).split('_')[0]!;
        return [`${prefix}_${'A'.repeat(101)}`, `${otherFamily(prefix)}_${ulid()}`].map((value) => ({
          route,
          name,
          value,
        }));
      }),
      async ({ route, name, value }) =>
        unlessRefused(
          `${routeKey(route)} ${name}=${value.slice(0, 8)}... (${value.length})`,
          await send(route, pathOf(route, { [name]: value }), {
            headers: headersFor(route),
            body: ['POST', 'PATCH'].includes(route.method) ? '{}' : undefined,
          }),
          400,
          'invalid_parameter',
        ),
      8,
    );
    expect(failures).toEqual([]);
  });

  it('still answers 404 for an id of the right form that names no record', async () => {
    const answer = await send(
      routes.find((route) => routeKey(route) === 'GET /v5/contacts/{id}')!,
      `/v5/contacts/con_${ulid()}`,
      {
        headers: t.key.headers,
      },
    );
    expect(answer).toMatchObject({ status: 404, body: { code: 'resource_not_found' } });
  });
});

describe('query values that do not percent-decode: 400', () => {
  /**
   * Every list and count of a family (and the caller's organizations), which read the query language; not the health
   * check, nor the event catalogue, which takes no parameter (webhooks.test.ts).
   */
  const listsAndCounts = routes.filter(
    (route) =>
      route.method === 'GET' &&
      /^\/v5\/[a-z-]+(\/count)?$/.test(route.path) &&
      !['/v5/health', '/v5/event-types'].includes(route.path),
  );

  it('refuses a broken escape in a filter (invalid_filter) and in query (invalid_parameter) on every list and count', async () => {
    expect(listsAndCounts.length).toBeGreaterThan(80);
    const failures = await failuresOf(
      listsAndCounts.flatMap((route) => [
        { route, query: 'filter.name.equals=%ZZ', code: 'invalid_filter' },
        { route, query: 'query=%ZZ', code: 'invalid_parameter' },
        // Escapes of bytes that are not UTF-8 do not decode either.
        { route, query: 'query=%FF', code: 'invalid_parameter' },
      ]),
      async ({ route, query, code }) =>
        unlessRefused(
          `${routeKey(route)}?${query}`,
          await send(route, `${route.path}?${query}`, { headers: headersFor(route) }),
          400,
          code,
        ),
      8,
    );
    expect(failures).toEqual([]);
  });

  it('decodes what is well encoded: + and %20 are spaces', async () => {
    const list = routes.find((route) => routeKey(route) === 'GET /v5/contacts')!;
    expectStatus(await t.api.post('/v5/contacts', { name: 'Percent Encoded' }), 201);
    const found = await send(list, '/v5/contacts?query=percent+encoded&select[]=name', { headers: t.key.headers });
    expect(found).toEqual({ status: 200, body: [{ name: 'Percent Encoded' }] });
    const filtered = await send(list, '/v5/contacts?filter.name.equals=Percent%20Encoded&select[]=name', {
      headers: t.key.headers,
    });
    expect(filtered.body).toEqual([{ name: 'Percent Encoded' }]);
  });

  it('refuses a broken escape in the health check challenge, and echoes a decoded one', async () => {
    const health = routes.find((route) => routeKey(route) === 'GET /v5/health')!;
    expect(await send(health, '/v5/health?challenge=%ZZ')).toMatchObject({
      status: 400,
      body: { code: 'invalid_parameter', errors: [{ path: 'challenge' }] },
    });
    expect(await send(health, '/v5/health?challenge=a%20b%2Bc')).toEqual({
      status: 200,
      body: { ok: true, challenge: 'a b+c' },
    });
  });
});

/** The routes whose handler reads a JSON body: POST and PATCH of the API (the webhook, tracking and local inbox read theirs their own way). */
const jsonBodyRoutes = routes.filter(
  (route) =>
    ['POST', 'PATCH', 'PUT'].includes(route.method) && ['resources', 'auth'].includes(route.fn.name) && !route.bodyless,
);

describe('a JSON body labelled or coded as something else: 415 unsupported_media_type', () => {
  it('refuses text/plain, no Content-Type and a Content-Encoding on every JSON-body operation', async () => {
    expect(jsonBodyRoutes.length).toBeGreaterThan(50);
    const labels: Array<[string, (headers: Record<string, string>) => RequestInit]> = [
      ['text/plain', (headers) => ({ headers: { ...headers, 'Content-Type': 'text/plain' }, body: '{}' })],
      // A byte body: fetch sends no Content-Type of its own.
      ['no Content-Type', (headers) => ({ headers: withoutContentType(headers), body: Buffer.from('{}') })],
      ['gzip, not compressed', (headers) => ({ headers: { ...headers, 'Content-Encoding': 'gzip' }, body: '{}' })],
    ];
    const failures = await failuresOf(
      jsonBodyRoutes.flatMap((route) => labels.map(([label, init]) => ({ route, label, init }))),
      async ({ route, label, init }) =>
        unlessRefused(
          `${routeKey(route)} with ${label}`,
          await send(route, pathOf(route), init(headersFor(route))),
          415,
          'unsupported_media_type',
        ),
      8,
    );
    expect(failures).toEqual([]);
  });

  it('takes application/json in any case with its charset, a +json type, and the identity coding', async () => {
    const create = routes.find((route) => routeKey(route) === 'POST /v5/contacts')!;
    for (const headers of [
      { 'Content-Type': 'Application/JSON; charset=UTF-8' } as Record<string, string>,
      { 'Content-Type': 'application/vnd.api+json' },
      { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' },
    ]) {
      const answer = await send(create, '/v5/contacts', {
        headers: { ...t.key.headers, ...headers },
        body: JSON.stringify({ name: `Labelled ${headers['Content-Type']}` }),
      });
      expect({ headers, status: answer.status }).toEqual({ headers, status: 201 });
    }
  });

  it('leaves bodyless routes alone: a webhook address is rotated with no body and no Content-Type', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const rotate = routes.find((route) => routeKey(route) === 'POST /v5/imports/{id}/webhook/rotate')!;
    const answer = await send(rotate, `/v5/imports/${imp.id}/webhook/rotate`, {
      headers: withoutContentType(t.key.headers),
    });
    expect(answer.status).toBe(200);
  });

  it('keeps the webhook intake taking JSON rows whatever their Content-Type says, as integrators send them', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const row = (email: string) => JSON.stringify({ contact: { email } });
    // A busy table answers a row 429, which integrators back off on; this test is about the Content-Type.
    const plain = await retryWhileBusy(
      () => postRow(imp.webhookUrl, row('plain@example.com'), { 'Content-Type': 'text/plain' }),
      { busy: [429] },
    );
    expect(plain.answer.status).toBe(200);
    const untyped = await retryWhileBusy(
      async () => {
        const response = await checkedFetch(imp.webhookUrl, {
          method: 'POST',
          body: Buffer.from(row('untyped@example.com')),
        });
        return { status: response.status, headers: response.headers, body: await response.text() };
      },
      { busy: [429] },
    );
    expect(untyped.answer.status).toBe(200);
  });
});

describe('an array where the body must be an object: 400 invalid_request', () => {
  it('refuses [] on every PATCH of a record, as an owner may change every one of them', async () => {
    const patches = jsonBodyRoutes.filter(
      (route) => route.method === 'PATCH' && route.path !== '/api/teams/{teamId}/contacts/{contactId}',
    );
    expect(patches.length).toBeGreaterThan(30);
    // The write policies of these read the record before the body: they get the owner's own records.
    const owned = api(t.runtime, owner);
    const key = expectStatus<ApiRecord>(
      await owned.post('/v5/api-keys', {
        name: 'arrays',
        scopes: ['*:read'],
        app: null,
        expiresAt: null,
        ipRanges: [],
      }),
      201,
    );
    const [membership] = expectStatus<ApiRecord[]>(await owned.get('/v5/memberships'), 200);
    const existing: Record<string, string> = {
      '/v5/api-keys/{id}': key.id,
      '/v5/organizations/{id}': owner.org,
      '/v5/users/{id}': owner.userId,
      '/v5/memberships/{id}': membership!.id,
    };
    const failures = await failuresOf(
      patches,
      async (route) =>
        unlessRefused(
          routeKey(route),
          await send(route, pathOf(route, existing[route.path] ? { id: existing[route.path]! } : {}), {
            headers: owner.headers,
            body: '[]',
          }),
          400,
          'invalid_request',
        ),
      8,
    );
    expect(failures).toEqual([]);
  });

  it('refuses [] on the team-scoped contact update, and changes nothing', async () => {
    const store = createStore({
      client: createDocumentClient(t.runtime.dynamodbEndpoint),
      tableName: t.runtime.tableName,
    });
    const ctx = { org: t.org, actor: { type: 'system' as const, id: 'test-seed' }, requestId: 'seed' };
    const team = await store.create(teams.entity, ctx, teams.withDefaults({ name: 'Arrays' }));
    const contact = expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { name: 'Team Array' }), 201);
    const answer = await t.api.patch(`/api/teams/${team.id}/contacts/${contact.id}`, '[]');
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_request', errors: [{ path: 'body' }] } });
    expect(expectStatus(await t.api.get(`/v5/contacts/${contact.id}`), 200)).toEqual(contact);
  });
});
