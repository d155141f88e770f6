// Every resource family through the real local runtime: the six operations of each writable family, end to end, and
// the reads and 405s of each read-only family (clarifications.md, "Operations every resource family answers").
import { ulid } from 'ulid';
import * as v from 'valibot';
import type { Resource } from '../../lib/platform/resources/define.js';
import { families, resources } from '../../lib/families/registry.js';
import { eventTypesOf } from '../../lib/webhooks/index.js';
import { resourceBodies, type WritableBodies } from '../fixtures/resource-bodies.js';
import { api as apiFor, qs, type Api, type ApiError, type ApiRecord } from '../support/api-client.js';
import { createParents, withParents, type Parents } from '../support/parents.js';
import { signUpOwner } from '../support/accounts.js';
import { useTestRuntime } from '../support/test-runtime.js';

/**
 * A family that is created some other way than the generic POST (an API key that needs a user's access token, say).
 * `create` gets the family's create body, already pointed at real parents, and returns the created record as the API
 * returned it; the rest of the table runs on that record. No family may be skipped.
 */
interface SpecialFamily {
  create?: (api: Api, body: Record<string, unknown>) => Promise<ApiRecord>;
  skipReason?: never;
}

/** Families with a way of their own to create a record; today every writable family goes through the generic POST. */
/** Every event type the service logs (GET /v5/event-types). */
const catalogue = new Set(eventTypesOf(families).map((eventType) => eventType.type));
const special: Partial<Record<string, SpecialFamily>> = {};

/** Fields the service writes to a family's record after its creation, in the background: a note's reasoning. */
const SERVICE_WRITES_LATER: Partial<Record<string, string[]>> = { notes: ['reasoning', 'updatedAt'] };

const withoutFields = (record: ApiRecord, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => !fields.includes(name)));

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const writableFamilies = resources.filter((resource) => !resource.readOnly);
const readOnlyFamilies = resources.filter((resource) => resource.readOnly);

let api: Api;
let parents: Parents;

const t = useTestRuntime();
beforeAll(async () => {
  // An owner's access token: it may do everything, including what an API key may not (creating API keys, changing
  // memberships and teams).
  api = apiFor(t.runtime, await signUpOwner(t.runtime));
  parents = await createParents(api);
});

function expectTimestamp(value: unknown): void {
  expect(value).toEqual(expect.stringMatching(ISO_MS));
  expect(new Date(value as string).toISOString()).toBe(value);
}

/** An id of `prefix` that no record has. */
const unknownId = (prefix: string) => `${prefix}_${ulid()}`;

/**
 * What the service stores for each field of `body`: the body run through the family's schema, which lower-cases some
 * values (emails, suppression values). The normalization may only change case: anything else is a bug of the schema.
 */
function normalized(
  schema: v.GenericSchema<unknown, Record<string, unknown>>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const output = v.parse(schema, body);
  const lower = (value: unknown) => JSON.stringify(value).toLowerCase();
  for (const name of Object.keys(body)) expect([name, lower(output[name])]).toEqual([name, lower(body[name])]);
  return output;
}

function expectFields(record: ApiRecord, expected: Record<string, unknown>, fields: readonly string[]): void {
  for (const name of fields) expect({ [name]: record[name] }).toEqual({ [name]: expected[name] });
}

async function listIds(resource: Resource, query: Record<string, string> = {}): Promise<string[]> {
  const response = await api.get<ApiRecord[]>(`/v5/${resource.path}${qs(query)}`);
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body.map((record) => record.id);
}

async function countOf(resource: Resource): Promise<number> {
  const response = await api.get<{ count: number }>(`/v5/${resource.path}/count`);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ count: expect.any(Number) });
  return response.body.count;
}

function expectError(response: { status: number; body: unknown }, status: number, code: string): void {
  expect({ status: response.status, code: (response.body as ApiError | undefined)?.code }).toEqual({ status, code });
}

describe.each(writableFamilies.map((resource) => [resource.path, resource] as const))(
  'writable family %s',
  (path, resource) => {
    const bodies = resourceBodies[path] as WritableBodies;
    let createBody: Record<string, unknown>;
    let updateBody: Record<string, unknown>;
    let created: ApiRecord | undefined;
    let updated: ApiRecord | undefined;
    let countBeforeDelete: number;

    beforeAll(() => {
      createBody = withParents(bodies.create, parents);
      updateBody = withParents(bodies.update, parents);
    });

    /** The record the create step made; the later steps need it. */
    const record = () => {
      if (!created) throw new Error(`the create step of ${path} failed, so this step cannot run`);
      return created;
    };

    it('creates a record: 201, the envelope and every field of the body as sent', async () => {
      const create = special[path]?.create;
      let body: ApiRecord;
      if (create) {
        body = await create(api, createBody);
      } else {
        const response = await api.post<ApiRecord>(`/v5/${path}`, createBody);
        expect({ status: response.status, body: response.body }).toEqual({ status: 201, body: expect.anything() });
        body = response.body;
      }
      expect(body.object).toBe(resource.object);
      expect(body.id).toEqual(expect.stringMatching(new RegExp(`^${resource.idPrefix}_`)));
      expect(body.id.slice(resource.idPrefix.length + 1)).toMatch(ULID);
      expectTimestamp(body.createdAt);
      expectTimestamp(body.updatedAt);
      expect(body.deletedAt).toBeNull();
      expectFields(body, normalized(resource.createSchema, createBody), Object.keys(createBody));
      created = body;
    });

    it('reads it back by id (an API key without its secret, which only the create answer shows)', async () => {
      const response = await api.get(`/v5/${path}/${record().id}`);
      expect(response.status).toBe(200);
      const { secret, ...stored } = record();
      if (path === 'api-keys') expect(secret).toMatch(/^oak_[0-9A-Za-z]{36}$/);
      else if (path === 'webhook-endpoints') expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      else expect(secret).toBeUndefined();
      // What the service writes to a record after its creation (a note's reasoning, in the background) may differ.
      const written = (body: ApiRecord) => withoutFields(body, SERVICE_WRITES_LATER[path] ?? []);
      expect(written(response.body)).toEqual(written(stored as ApiRecord));
      expect(response.body.secret).toBeUndefined();
    });

    it('lists and counts it, and finds exactly it with filter.id.equals', async () => {
      const { id } = record();
      expect(await listIds(resource)).toContain(id);
      expect(await countOf(resource)).toBeGreaterThanOrEqual(1);
      expect(await listIds(resource, { 'filter.id.equals': id })).toEqual([id]);
    });

    it('updates it: 200, the changed fields changed, updatedAt moved on, and a read shows the change', async () => {
      const before = record();
      const response = await api.patch<ApiRecord>(`/v5/${path}/${before.id}`, updateBody);
      expect({ status: response.status, code: (response.body as Partial<ApiError>).code }).toEqual({
        status: 200,
        code: undefined,
      });
      const after = response.body;
      const expected = normalized(resource.updateSchema, updateBody);
      expectFields(after, expected, Object.keys(updateBody));
      expect(after.id).toBe(before.id);
      expect(after.createdAt).toBe(before.createdAt);
      expectTimestamp(after.updatedAt);
      expect(after.updatedAt > before.updatedAt).toBe(true);
      // Fields the update did not name keep their values (snapshots of a changed reference aside).
      const untouched = Object.keys(createBody).filter((name) => !(name in updateBody));
      expectFields(after, before, untouched);
      const read = await api.get<ApiRecord>(`/v5/${path}/${before.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(after);
      updated = after;
    });

    it('refuses the invalid body with 400 invalid_request naming the failing field', async () => {
      const response = await api.post<ApiError>(`/v5/${path}`, withParents(bodies.invalid, parents));
      expectError(response, 400, 'invalid_request');
      expect(response.body.errors?.map((error) => error.path)).toContain(bodies.invalidPath);
    });

    it('answers 404 for an unknown id of its own prefix, and 400 for an id of another family (off its path pattern)', async () => {
      const other = resources.find((candidate) => candidate.idPrefix !== resource.idPrefix)!;
      for (const id of [
        unknownId(resource.idPrefix),
        unknownId(other.idPrefix),
        record().id.replace(`${resource.idPrefix}_`, `${other.idPrefix}_`),
      ]) {
        const [status, code] = id.startsWith(`${resource.idPrefix}_`)
          ? [404, 'resource_not_found']
          : [400, 'invalid_parameter'];
        const responses = await Promise.all([
          api.get(`/v5/${path}/${id}`),
          api.patch(`/v5/${path}/${id}`, updateBody),
          api.delete(`/v5/${path}/${id}`),
        ]);
        for (const [i, response] of responses.entries()) {
          expect({
            id,
            method: ['GET', 'PATCH', 'DELETE'][i],
            status: response.status,
            code: response.body?.code,
          }).toEqual({
            id,
            method: ['GET', 'PATCH', 'DELETE'][i],
            status,
            code,
          });
        }
      }
    });

    it('soft-deletes it: 200 with deletedAt, then 404, out of the list, and the count one lower', async () => {
      const { id } = record();
      countBeforeDelete = await countOf(resource);
      const response = await api.delete<ApiRecord>(`/v5/${path}/${id}`);
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(id);
      expectTimestamp(response.body.deletedAt);
      expect(response.body).toEqual({
        ...(updated ?? record()),
        updatedAt: expect.any(String),
        deletedAt: expect.any(String),
      });
      expectError(await api.get(`/v5/${path}/${id}`), 404, 'resource_not_found');
      expect(await listIds(resource)).not.toContain(id);
      expect(await listIds(resource, { 'filter.id.equals': id })).toEqual([]);
      expect(await countOf(resource)).toBe(countBeforeDelete - 1);
    });

    it('logged the created, updated and deleted events of the record', async () => {
      const { id } = record();
      // An organization's own events are in its own event log, which its owner reads with its id as the header.
      if (path === 'organizations') {
        // A deleted organization's own event log went with it: nobody authenticates into it any more.
        const refused = await api.get(`/v5/events${qs({ 'filter.recordId.equals': id })}`, {
          'Service-Organization-ID': id,
        });
        expect({ status: refused.status, code: refused.body?.code }).toEqual({
          status: 401,
          code: 'invalid_access_token',
        });
        return;
      }
      const response = await api.get<ApiRecord[]>(`/v5/events${qs({ 'filter.recordId.equals': id })}`);
      expect(response.status).toBe(200);
      expect(response.body.length).toBeGreaterThan(0);
      expect(response.body.every((event) => event.recordId === id && event.recordObject === resource.object)).toBe(
        true,
      );
      // A record the service writes to after its creation (a note's reasoning) is updated more than once, and may
      // have named events of the catalogue beside its own (note.reasoned).
      const types = [...new Set(response.body.map((event) => String(event.type)))].sort();
      const own = ['created', 'deleted', 'updated'].map((action) => `${resource.object}.${action}`);
      expect(types.filter((type) => own.includes(type))).toEqual(own);
      expect(types.filter((type) => !own.includes(type) && !catalogue.has(type))).toEqual([]);
    });
  },
);

describe.each(readOnlyFamilies.map((resource) => [resource.path, resource] as const))(
  'read-only family %s',
  (path, resource) => {
    it('lists (an array) and counts', async () => {
      await listIds(resource);
      await countOf(resource);
    });

    it('answers 404 for an id of its prefix that does not exist, and 400 for an id of another family', async () => {
      expectError(await api.get(`/v5/${path}/${unknownId(resource.idPrefix)}`), 404, 'resource_not_found');
      const other = resources.find((candidate) => candidate.idPrefix !== resource.idPrefix)!;
      expectError(await api.get(`/v5/${path}/${unknownId(other.idPrefix)}`), 400, 'invalid_parameter');
    });

    it('answers 405 method_not_allowed with an Allow header to POST, PATCH and DELETE (but their own actions)', async () => {
      const { record } = resourceBodies[path]!;
      const id = unknownId(resource.idPrefix);
      // A session is revoked with DELETE, a mailbox integration posts replies to inbound-emails, and an owner starts
      // a subscription with POST /v5/prices; every other read-only family refuses both.
      const writes = [
        ...(['inbound-emails', 'prices'].includes(path) ? [] : [['POST', `/v5/${path}`]]),
        ['PATCH', `/v5/${path}/${id}`],
        ...(path === 'sessions' ? [] : [['DELETE', `/v5/${path}/${id}`]]),
      ] as const;
      for (const [method, url] of writes) {
        const response = await api.request(method, url, method === 'DELETE' ? undefined : { ...record, id: undefined });
        expect({ method, status: response.status, code: response.body?.code }).toEqual({
          method,
          status: 405,
          code: 'method_not_allowed',
        });
        const allow = (response.headers.get('allow') ?? '').split(',').map((item) => item.trim());
        expect(allow).toContain('GET');
        expect(allow).not.toContain(method);
      }
    });
  },
);

it('covers every family of the registry', () => {
  // The specification's 42, the two that campaign sending adds (campaign contacts, inbound emails), generations, and
  // webhook endpoints and deliveries.
  expect(writableFamilies.length + readOnlyFamilies.length).toBe(47);
  for (const resource of resources) expect(resourceBodies[resource.path]).toBeDefined();
  for (const resource of readOnlyFamilies) expect(resourceBodies[resource.path]!.record).toBeDefined();
  for (const path of Object.keys(special)) expect(writableFamilies.map((resource) => resource.path)).toContain(path);
});
