// The interface description covers every route of the function table, is what docs/openapi.json holds, and says what each route takes.
import { readFileSync } from 'node:fs';
import { serviceDocument } from '../../../lib/app/service-document.js';
import { allRoutes } from '../../../lib/app/function-table.js';
import { decimalsUpTo } from '../../../lib/platform/http/path-patterns.js';
import { PUBLIC } from '../../../lib/platform/http/route.js';
import { buildDocument } from '../../../lib/openapi/document.js';
import { documentFingerprint } from '../../../lib/openapi/fingerprint.js';
import { documentVersion, UNKNOWN_REVISION, VERSION_PATTERN } from '../../../lib/openapi/version.js';
import { operatorsByType } from '../../../lib/platform/query/types.js';
import { contacts } from '../../../lib/crm/contacts.js';
import { resources } from '../../../lib/families/registry.js';

const document = serviceDocument() as Record<string, any>;
const operation = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()];

it('docs/openapi.json is what npm run openapi writes (its version aside)', () => {
  const committed = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'));
  const withoutVersion = (doc: Record<string, any>) => ({ ...doc, info: { ...doc.info, version: undefined } });
  expect(withoutVersion(committed)).toEqual(withoutVersion(JSON.parse(JSON.stringify(document))));
});

it("docs/openapi.d.ts, the typed client's types, was generated from this document", () => {
  const types = readFileSync(new URL('../../../docs/openapi.d.ts', import.meta.url), 'utf8');
  expect(/^\/\/ document (\w+)$/m.exec(types)?.[1]).toBe(documentFingerprint(document));
});

it('has an operation for every route of the function table, with an id, a declared tag and a summary', () => {
  const tags = new Set(document.tags.map((tag: { name: string }) => tag.name));
  const ids = new Set<string>();
  for (const route of allRoutes()) {
    const found = operation(route.method, route.path);
    expect({ route: `${route.method} ${route.path}`, found: !!found }).toEqual({
      route: `${route.method} ${route.path}`,
      found: true,
    });
    expect(found.summary).toEqual(expect.any(String));
    expect(tags.has(found.tags[0])).toBe(true);
    expect(ids.has(found.operationId)).toBe(false);
    ids.add(found.operationId);
    // Public routes need no credential; the others name their scope.
    if (route.scope === PUBLIC) expect(found.security).toEqual([]);
    else expect(found['x-scope']).toBe(route.scope);
  }
});

it('refuses to build when a route has no operation', () => {
  const routes = [{ method: 'GET' as const, path: '/v5/unknown-thing', scope: 'x:read' }];
  expect(() => buildDocument({ routes, version: 'v5-2026-01-01-abcdef0' })).toThrow(/GET \/v5\/unknown-thing/);
});

it("tags each family's operations with its name, and patterns its ids", () => {
  for (const resource of resources) {
    const get = operation('GET', `/v5/${resource.path}/{id}`);
    expect(get.tags).toEqual([resource.path]);
    const id = `${resource.idPrefix}_[0-9A-Za-z]{1,100}`;
    // A numbered family's get (generations) takes the number a record shows as well.
    expect(get.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
      schema: {
        pattern: resource.numberedBy ? `^${id}$|^(?:${decimalsUpTo(Number.MAX_SAFE_INTEGER)})$` : `^${id}$`,
      },
    });
  }
  const team = operation('PATCH', '/api/teams/{teamId}/contacts/{contactId}');
  expect(team.parameters.map((p: any) => p.schema.pattern)).toEqual([
    '^tea_[0-9A-Za-z]{1,100}$',
    '^con_[0-9A-Za-z]{1,100}$',
  ]);
});

it('lists the query language: orderBy of the sortable fields, and a filter per filterable field and operator', () => {
  const list = operation('GET', '/v5/contacts');
  const names = list.parameters.map((p: any) => p.name ?? p.$ref.split('/').pop());
  expect(names).toEqual(['query', 'filter', 'select', 'limit', 'startingAfter', 'endingBefore', 'orderBy', 'sort']);
  const orderBy = list.parameters.find((p: any) => p.name === 'orderBy').schema.anyOf[0].enum;
  expect(orderBy).toEqual(expect.arrayContaining(['createdAt', 'name', 'score']));
  expect(orderBy).not.toContain('tags');
  const filters = document.components.schemas.ContactFilter.properties;
  for (const operator of operatorsByType.string) expect(filters).toHaveProperty([`filter.email.${operator}`]);
  for (const operator of operatorsByType.array) expect(filters).toHaveProperty([`filter.tags.${operator}`]);
  expect(filters).not.toHaveProperty(['filter.tags.equals']);
  expect(Object.keys(operation('GET', '/v5/contacts/count').parameters)).toHaveLength(2);
  expect(contacts.fields.score!.sortable).toBe(true);
});

it('lists every error a write can answer, each with its codes, and 405 for the writes of read-only families', () => {
  const create = operation('POST', '/v5/contacts');
  expect(Object.keys(create.responses)).toEqual([
    '201',
    '400',
    '401',
    '403',
    '404',
    '409',
    '413',
    '415',
    '429',
    '500',
    '503',
  ]);
  expect(document.components.schemas.Error403.properties.code.enum).toEqual(['missing_scopes', 'missing_role']);
  expect(Object.keys(operation('POST', '/v5/events').responses)).toEqual(['405']);
});

it('gives info.version as v5-<date>-<hash>, from git, API_REVISION, or a fallback without either', () => {
  expect(document.info.version).toMatch(VERSION_PATTERN);
  expect(documentVersion({ revision: '2026-11-22 f23f422' })).toBe('v5-2026-11-22-f23f422');
  const now = () => new Date('2026-03-04T10:00:00Z');
  expect(documentVersion({ now, git: () => undefined })).toBe(`v5-2026-03-04-${UNKNOWN_REVISION}`);
});
