// Tenant isolation through HTTP: organizations A and B hold the same kinds of records; with B's credentials (an API key
// and the owner's access token) every list, count, get, update and delete aimed at A's records finds nothing, and A's
// records are unchanged afterwards. Also: organization header tampering, cursor probing, cross-tenant references,
// sessions and organizations.
import { ulid } from 'ulid';
import { createDocumentClient } from '../../lib/platform/aws/clients.js';
import type { Resource } from '../../lib/platform/resources/define.js';
import { resources } from '../../lib/families/registry.js';
import { createStore } from '../../lib/platform/store/store.js';
import { resourceBodies, type ReadOnlyBodies, type WritableBodies } from '../fixtures/resource-bodies.js';
import { signUpOwner, type SignedUpUser } from '../support/accounts.js';
import { api, expectStatus, qs, type Api, type ApiRecord, checkedFetch } from '../support/api-client.js';
import { createParents, withParents, type Parents } from '../support/parents.js';
import { failuresOf } from '../support/concurrency.js';
import { waitUntil } from '../support/wait-until.js';
import { useTestRuntime } from '../support/test-runtime.js';

/** One organization's side of the matrix: its owner, an API key made through the API, and its records by family. */
interface Tenant {
  name: 'A' | 'B';
  owner: SignedUpUser;
  key: { id: string; secret: string; headers: Record<string, string> };
  asOwner: Api;
  asKey: Api;
  parents: Parents;
  /** Ids of the records this organization holds, by family path. */
  ids: Map<string, string[]>;
  contact: ApiRecord;
  team: ApiRecord;
}

let A: Tenant;
let B: Tenant;
/** Every record of A as A's own key read it before any probe, by id. */
const snapshotOfA = new Map<string, { path: string; record: ApiRecord }>();

/** Records the service writes itself: seeded straight into the store (their routes only read). */
const SEEDED_READ_ONLY = [
  'import-rows',
  'sent-emails',
  'inbound-emails',
  'invoices',
  'usage',
  'generations',
  'webhook-deliveries',
];
/** A record's path id: a generation shows it as unique_id (its `id` is a number, the Generation shape's). */
const pathId = (record: ApiRecord): string => record.unique_id ?? record.id;
/** The filter on a family's path ids: `filter.id` unless its records show the path id under another name (unique_id). */
const pathIdFilter = (resource: { presentedNames: Readonly<Record<string, string>> }): string =>
  `filter.${Object.entries(resource.presentedNames).find(([, stored]) => stored === 'id')?.[0] ?? 'id'}.in`;
/** Families checked in their own tests below: a user's sessions and organizations live outside the organization. */
const OWN_TESTS = new Set(['sessions', 'organizations']);
/** Families whose changes take an owner's or admin's role as well as the scope: an API key gets 403 missing_role there. */
const ROLE_ONLY = new Set(['teams', 'memberships', 'users', 'subscriptions']);
/** Families whose changes take a user's access token: an API key gets 401 requires_access_token there. */
const USER_ONLY = new Set(['api-keys']);

// The service's own records (the billing catalogue's prices) are every organization's to read: no tenant's.
const families = resources.filter((resource) => !OWN_TESTS.has(resource.path) && resource.owner !== 'service');
const byPath = new Map(resources.map((resource) => [resource.path, resource]));

function uniqueBody(resource: Resource, body: Record<string, unknown>, tenant: string): Record<string, unknown> {
  // Users' emails are unique across the service; everything else is unique per organization at most.
  if (resource.path === 'users')
    return { ...body, email: `user-${tenant.toLowerCase()}-${ulid().toLowerCase()}@engines.example` };
  if (resource.path === 'contacts') return { ...body, name: `Tenant ${tenant} contact ${ulid()}` };
  return body;
}

async function newTenant(name: 'A' | 'B'): Promise<Tenant> {
  const owner = await signUpOwner(t.runtime);
  const asOwner = api(t.runtime, owner);
  const created = expectStatus<ApiRecord>(
    await asOwner.post('/v5/api-keys', {
      scopes: ['*:write'],
      app: null,
      name: `key of ${name}`,
      expiresAt: null,
      ipRanges: [],
    }),
    201,
  );
  const key = {
    id: created.id,
    secret: String(created.secret),
    headers: {
      Authorization: `Bearer ${created.secret}`,
      'Service-Organization-ID': owner.org,
      'Content-Type': 'application/json',
    },
  };
  const asKey = api(t.runtime, key);
  const parents = await createParents(asOwner);
  const ids = new Map<string, string[]>();
  const add = (path: string, id: string) => ids.set(path, [...(ids.get(path) ?? []), id]);

  // One record of every writable family, made by the owner (teams and memberships need the owner's role).
  await Promise.all(
    families
      .filter((resource) => !resource.readOnly)
      .map(async (resource) => {
        const body = uniqueBody(
          resource,
          withParents((resourceBodies[resource.path] as WritableBodies).create, parents),
          name,
        );
        add(resource.path, expectStatus<ApiRecord>(await asOwner.post(`/v5/${resource.path}`, body), 201).id);
      }),
  );
  // Records of the read-only families, as the service would write them.
  const store = createStore({
    client: createDocumentClient(t.runtime.dynamodbEndpoint),
    tableName: t.runtime.tableName,
  });
  await Promise.all(
    SEEDED_READ_ONLY.map(async (path) => {
      const resource = byPath.get(path)!;
      const { object, id, sort, createdAt, updatedAt, deletedAt, ...data } = (resourceBodies[path] as ReadOnlyBodies)
        .record;
      // A sent email's Message-IDs are unique across the service: each tenant's is its own.
      const ids = path === 'sent-emails' ? { messageId: `<${ulid()}@engines.example>`, providerMessageId: ulid() } : {};
      const record = await store.create(
        resource.entity,
        { org: owner.org, actor: { type: 'system', id: 'test-seed' }, requestId: 'seed' },
        { ...data, ...ids },
      );
      add(path, record.id);
    }),
  );
  // What sign-up made (the user, the owner membership, the default team), the key, and the event log.
  for (const path of [
    'users',
    'memberships',
    'teams',
    'api-keys',
    'events',
    'companies',
    'views',
    'imports',
    'pipelines',
  ]) {
    for (const record of expectStatus<ApiRecord[]>(await asKey.get(`/v5/${path}${qs({ limit: 100 })}`), 200)) {
      if (!ids.get(path)?.includes(record.id)) add(path, record.id);
    }
  }
  const contact = expectStatus<ApiRecord>(
    await asOwner.post('/v5/contacts', {
      name: `Team contact of ${name}`,
      email: `team-${ulid().toLowerCase()}@${name.toLowerCase()}.example`,
    }),
    201,
  );
  add('contacts', contact.id);
  const team = expectStatus<ApiRecord[]>(await asOwner.get('/v5/teams'), 200).find(
    (record) => record.name === 'Test Company',
  )!;
  return { name, owner, key, asOwner, asKey, parents, ids, contact, team };
}

const short = (value: unknown) => JSON.stringify(value).slice(0, 240);

// The matrix sends hundreds of requests per credential: far more than the per-principal rate limit allows.
// No campaign tick: A's records must be as A left them, and the tick would send A's own campaign contacts meanwhile.
const t = useTestRuntime({ env: { RATE_LIMIT_REQUESTS: '1000000' }, scheduleTimers: false });
beforeAll(async () => {
  [A, B] = await Promise.all([newTenant('A'), newTenant('B')]);
  const recordsOfA = [...A.ids].flatMap(([path, ids]) => ids.map((id) => ({ path, id })));
  const unreadable = await failuresOf(recordsOfA, async ({ path, id }) => {
    // A note is settled once the service has written its reasoning, in the background: the snapshot waits for it.
    const response = await waitUntil(
      () => A.asKey.get<ApiRecord>(`/v5/${path}/${id}`),
      (read) => read.status !== 200 || path !== 'notes' || read.body.reasoning !== null,
      `the reasoning of ${id}`,
    );
    if (response.status !== 200) return `A cannot read its own ${path} ${id}: ${response.status}`;
    snapshotOfA.set(id, { path, record: response.body });
    return undefined;
  });
  if (unreadable.length) throw new Error(unreadable.join('\n'));
  // Two tenants of every family: beside bench:ingest this took more than 90 s.
}, 180_000);

/** B's two credentials: the API key and the owner's access token. */
const credentialsOfB = () =>
  [
    ['B API key', B.asKey],
    ['B owner token', B.asOwner],
  ] as const;

describe('setup', () => {
  it('gives A and B records of every family of the matrix, with different ids', () => {
    for (const resource of families) {
      expect({ path: resource.path, A: (A.ids.get(resource.path) ?? []).length > 0 }).toEqual({
        path: resource.path,
        A: true,
      });
    }
    const idsOfB = new Set([...B.ids.values()].flat());
    expect([...A.ids.values()].flat().filter((id) => idsOfB.has(id))).toEqual([]);
    expect(snapshotOfA.size).toBeGreaterThan(families.length);
  });
});

describe.each(['B API key', 'B owner token'] as const)('with the %s', (credential) => {
  const client = () => (credential === 'B API key' ? B.asKey : B.asOwner);
  const probes = () =>
    [...A.ids].flatMap(([path, ids]) => ids.map((id) => ({ path, id, resource: byPath.get(path)! })));

  it("lists none of A's records, and filtering by their ids finds nothing", async () => {
    const failures = await failuresOf(families, async (resource) => {
      const idsOfA = A.ids.get(resource.path) ?? [];
      const all = await client().get<ApiRecord[]>(`/v5/${resource.path}${qs({ limit: 100 })}`);
      if (all.status !== 200 || !Array.isArray(all.body))
        return `${resource.path} list → ${all.status} ${short(all.body)}`;
      const leaked = all.body.filter(
        (record) => idsOfA.includes(pathId(record)) || (record.organizationId && record.organizationId !== B.owner.org),
      );
      if (leaked.length) return `${resource.path} list leaks ${short(leaked)}`;
      const filtered = await client().get<ApiRecord[]>(
        `/v5/${resource.path}${qs({ [pathIdFilter(resource)]: idsOfA.join(','), limit: 100 })}`,
      );
      if (filtered.status !== 200 || filtered.body.length !== 0)
        return `${resource.path} list filtered by A's ids → ${filtered.status} ${short(filtered.body)}`;
      return undefined;
    });
    expect(failures).toEqual([]);
  });

  it("counts none of A's records", async () => {
    const failures = await failuresOf(families, async (resource) => {
      const idsOfA = A.ids.get(resource.path) ?? [];
      const filtered = await client().get(
        `/v5/${resource.path}/count${qs({ [pathIdFilter(resource)]: idsOfA.join(',') })}`,
      );
      if (filtered.status !== 200 || filtered.body?.count !== 0)
        return `${resource.path} count of A's ids → ${filtered.status} ${short(filtered.body)}`;
      const all = await client().get(`/v5/${resource.path}/count`);
      const listed = await client().get<ApiRecord[]>(`/v5/${resource.path}${qs({ limit: 100 })}`);
      if (all.body?.count !== listed.body.length)
        return `${resource.path} count ${short(all.body)} ≠ ${listed.body.length} listed`;
      return undefined;
    });
    expect(failures).toEqual([]);
  });

  it("gets none of A's records: 404 resource_not_found", async () => {
    const failures = await failuresOf(probes(), async ({ path, id }) => {
      const response = await client().get(`/v5/${path}/${id}`);
      return response.status === 404 && response.body?.code === 'resource_not_found'
        ? undefined
        : `GET /v5/${path}/${id} → ${response.status} ${short(response.body)}`;
    });
    expect(failures).toEqual([]);
  });

  it("updates none of A's records: 404 (an API key: 403 missing_role on teams, memberships and users, 401 requires_access_token on api-keys; 405 on read-only families)", async () => {
    const failures = await failuresOf(probes(), async ({ path, id, resource }) => {
      const body = resource.readOnly ? {} : withParents((resourceBodies[path] as WritableBodies).update, B.parents);
      const response = await client().patch(`/v5/${path}/${id}`, body);
      return refusedWithoutLeak(resource, credential, response)
        ? undefined
        : `PATCH /v5/${path}/${id} → ${response.status} ${short(response.body)}`;
    });
    expect(failures).toEqual([]);
  });

  it("deletes none of A's records: 404 (an API key: 403 missing_role on teams, memberships and users, 401 requires_access_token on api-keys; 405 on read-only families)", async () => {
    const failures = await failuresOf(probes(), async ({ path, id, resource }) => {
      const response = await client().delete(`/v5/${path}/${id}`);
      return refusedWithoutLeak(resource, credential, response)
        ? undefined
        : `DELETE /v5/${path}/${id} → ${response.status} ${short(response.body)}`;
    });
    expect(failures).toEqual([]);
  });

  it("cannot use A's ids as cursors: 400 invalid_parameter, no page of A's data", async () => {
    const failures = await failuresOf(probes(), async ({ path, id }) => {
      for (const cursor of path === 'contacts' ? ['startingAfter', 'endingBefore'] : ['startingAfter']) {
        const response = await client().get(`/v5/${path}${qs({ [cursor]: id })}`);
        if (response.status !== 400 || response.body?.code !== 'invalid_parameter')
          return `GET /v5/${path}?${cursor}=${id} → ${response.status} ${short(response.body)}`;
      }
      return undefined;
    });
    expect(failures).toEqual([]);
  });

  it("does not find A's contacts by search", async () => {
    // The contacts of both tenants are named `Tenant <A or B> contact <ulid>`: A's own search finds A's, B's none.
    const search = `/v5/contacts${qs({ query: 'tenant contact', limit: 100 })}`;
    const ofA = (await A.asKey.get<ApiRecord[]>(search)).body.filter((contact) => snapshotOfA.has(contact.id));
    expect(ofA.length).toBeGreaterThan(0);
    const response = await client().get<ApiRecord[]>(search);
    expect(response.status).toBe(200);
    expect(response.body.filter((contact) => snapshotOfA.has(contact.id))).toEqual([]);
  });

  it("cannot update contacts through the team-scoped route with A's team or A's contact: 404", async () => {
    const attempts = [
      [A.team.id, A.contact.id],
      [A.team.id, B.contact.id],
      [B.team.id, A.contact.id],
    ] as const;
    for (const [teamId, contactId] of attempts) {
      const response = await client().patch(`/api/teams/${teamId}/contacts/${contactId}`, { name: 'Taken over' });
      expect({ teamId, contactId, status: response.status, code: response.body?.code }).toEqual({
        teamId,
        contactId,
        status: 404,
        code: 'resource_not_found',
      });
    }
    expect(expectStatus<ApiRecord>(await B.asKey.get(`/v5/contacts/${B.contact.id}`), 200).name).toBe(B.contact.name);
  });

  it("cannot point B's records at A's records (company, view, pipeline, import): 400, and nothing of A is copied", async () => {
    /** A valid create body of B's, pointing at B's own parents. */
    const bodyOfB = (path: string) => withParents((resourceBodies[path] as WritableBodies).create, B.parents);
    const companyOfA = snapshotOfA.get(A.parents.com![0])!.record;
    const attempts: Array<[path: string, body: Record<string, unknown>]> = [
      ['contacts', { name: 'Points at A', companyId: A.parents.com![0] }],
      ['property-views', { ...bodyOfB('property-views'), viewId: A.parents.vie![0] }],
      ['campaign-views', { ...bodyOfB('campaign-views'), viewId: A.parents.vie![0] }],
      ['campaign-pipelines', { ...bodyOfB('campaign-pipelines'), pipelineId: A.parents.pip![0] }],
      ['property-imports', { ...bodyOfB('property-imports'), importId: A.parents.imp![0] }],
      ['campaign-imports', { ...bodyOfB('campaign-imports'), importId: A.parents.imp![0] }],
    ];
    // Control: the same body pointing at B's own company is accepted.
    expect((await client().post('/v5/contacts', { name: 'Points at B', companyId: B.parents.com![0] })).status).toBe(
      201,
    );
    for (const [path, body] of attempts) {
      const response = await client().post(`/v5/${path}`, body);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(JSON.stringify(response.body)).not.toContain(String(companyOfA.name));
    }
    // Nor by an update of B's own contact.
    const response = await client().patch(`/v5/contacts/${B.contact.id}`, { companyId: A.parents.com![0] });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toContain(String(companyOfA.name));
  });
});

/** A refusal that says nothing about the record: 404, 405 for a read-only family, or the role refusal of an API key. */
function refusedWithoutLeak(resource: Resource, credential: string, response: { status: number; body: any }): boolean {
  if (resource.readOnly) return response.status === 405 || response.status === 404;
  if (ROLE_ONLY.has(resource.path) && credential === 'B API key')
    return response.status === 403 && response.body?.code === 'missing_role';
  if (USER_ONLY.has(resource.path) && credential === 'B API key')
    return response.status === 401 && response.body?.code === 'requires_access_token';
  return response.status === 404 && response.body?.code === 'resource_not_found';
}

describe('sessions', () => {
  it("B's owner cannot see or revoke A's session: 404; B's API key gets 401 requires_access_token", async () => {
    expect(await B.asOwner.get(`/v5/sessions/${A.owner.sessionId}`)).toMatchObject({ status: 404 });
    expect(await B.asOwner.delete(`/v5/sessions/${A.owner.sessionId}`)).toMatchObject({ status: 404 });
    const listed = expectStatus<ApiRecord[]>(await B.asOwner.get(`/v5/sessions${qs({ limit: 100 })}`), 200);
    expect(listed.map((session) => session.id)).not.toContain(A.owner.sessionId);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((session) => session.userId === B.owner.userId)).toBe(true);
    expect(await B.asOwner.get(`/v5/sessions/count${qs({ 'filter.id.in': A.owner.sessionId })}`)).toMatchObject({
      status: 200,
      body: { count: 0 },
    });
    for (const path of [`/v5/sessions/${A.owner.sessionId}`, '/v5/sessions']) {
      expect(await B.asKey.get(path)).toMatchObject({ status: 401, body: { code: 'requires_access_token' } });
    }
    expect(await B.asKey.delete(`/v5/sessions/${A.owner.sessionId}`)).toMatchObject({
      status: 401,
      body: { code: 'requires_access_token' },
    });
    // A's session is still live.
    expect((await A.asOwner.get('/v5/contacts')).status).toBe(200);
    expect(expectStatus<ApiRecord>(await A.asOwner.get(`/v5/sessions/${A.owner.sessionId}`), 200).deletedAt).toBeNull();
  });
});

describe('organizations', () => {
  it("lists only B's organization to B's owner and B's key", async () => {
    for (const [, client] of credentialsOfB()) {
      const listed = expectStatus<ApiRecord[]>(await client.get('/v5/organizations'), 200);
      expect(listed.map((organization) => organization.id)).toEqual([B.owner.org]);
      expect(expectStatus(await client.get('/v5/organizations/count'), 200)).toEqual({ count: 1 });
    }
  });

  it("does not show, change or delete A's organization: 404", async () => {
    const before = expectStatus<ApiRecord>(await A.asOwner.get(`/v5/organizations/${A.owner.org}`), 200);
    for (const [name, client] of credentialsOfB()) {
      expect({ name, status: (await client.get(`/v5/organizations/${A.owner.org}`)).status }).toEqual({
        name,
        status: 404,
      });
    }
    expect(await B.asOwner.patch(`/v5/organizations/${A.owner.org}`, { name: 'Taken over' })).toMatchObject({
      status: 404,
    });
    expect(await B.asOwner.delete(`/v5/organizations/${A.owner.org}`)).toMatchObject({ status: 404 });
    expect(expectStatus<ApiRecord>(await A.asOwner.get(`/v5/organizations/${A.owner.org}`), 200)).toEqual(before);
  });
});

describe('organization header tampering', () => {
  const as = (authorization: string, org: string) => ({
    Authorization: `Bearer ${authorization}`,
    'Service-Organization-ID': org,
  });

  it("refuses B's API key with A's organization: 401 invalid_api_key", async () => {
    for (const path of ['/v5/contacts', `/v5/contacts/${A.contact.id}`, '/v5/contacts/count', '/v5/organizations']) {
      const response = await B.asKey.get(path, as(B.key.secret, A.owner.org));
      expect({ path, status: response.status, code: response.body?.code }).toEqual({
        path,
        status: 401,
        code: 'invalid_api_key',
      });
    }
    const write = await B.asKey.patch(
      `/v5/contacts/${A.contact.id}`,
      { name: 'Taken over' },
      as(B.key.secret, A.owner.org),
    );
    expect(write.status).toBe(401);
  });

  it("refuses B's owner token with A's organization (not a member): 401 or 403", async () => {
    for (const path of ['/v5/contacts', `/v5/contacts/${A.contact.id}`, `/v5/sessions`]) {
      const response = await B.asOwner.get(path, as(B.owner.accessToken, A.owner.org));
      expect({ path, refused: [401, 403].includes(response.status) }).toEqual({ path, refused: true });
    }
    expect([401, 403]).toContain(
      (
        await B.asOwner.post(
          '/v5/api-keys',
          { scopes: ['*:write'], app: null, name: 'x', expiresAt: null, ipRanges: [] },
          as(B.owner.accessToken, A.owner.org),
        )
      ).status,
    );
  });

  it("refuses A's owner token (a member of A only) for B", async () => {
    const response = await A.asOwner.get('/v5/contacts', as(A.owner.accessToken, B.owner.org));
    expect([401, 403]).toContain(response.status);
    expect([401, 403]).toContain(
      (await A.asOwner.get(`/v5/contacts/${B.contact.id}`, as(A.owner.accessToken, B.owner.org))).status,
    );
  });

  it('refuses two organizations in the header', async () => {
    const response = await checkedFetch(`${t.runtime.url}/v5/contacts`, {
      headers: [
        ['Authorization', `Bearer ${B.key.secret}`],
        ['Service-Organization-ID', B.owner.org],
        ['Service-Organization-ID', A.owner.org],
      ],
    });
    expect([400, 401]).toContain(response.status);
  });
});

describe("A's records afterwards", () => {
  it('are all unchanged and live, read with A’s key', async () => {
    const failures = await failuresOf([...snapshotOfA], async ([id, { path, record }]) => {
      const response = await A.asKey.get(`/v5/${path}/${id}`);
      if (response.status !== 200) return `GET /v5/${path}/${id} → ${response.status}`;
      // An API key's last use is the service's own bookkeeping; everything else must be as it was.
      const { lastUsedAt: _ignored, ...now } = response.body;
      const { lastUsedAt: _before, ...then } = record;
      return JSON.stringify(now) === JSON.stringify(then)
        ? undefined
        : `${path} ${id} changed: ${short(then)} → ${short(now)}`;
    });
    expect(failures).toEqual([]);
  });

  it("include A's team contact, untouched", async () => {
    expect(expectStatus<ApiRecord>(await A.asKey.get(`/v5/contacts/${A.contact.id}`), 200)).toEqual(
      snapshotOfA.get(A.contact.id)!.record,
    );
  });
});
