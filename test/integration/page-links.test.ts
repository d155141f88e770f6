// Paging by Link alone: the typed client's iterator walks 60 contacts 25 at a time by rel="next", a page read back by
// rel="prev", and the lists that answer outside the generic route (imports, organizations) carry the same links.
import createClient from 'openapi-fetch';
import { following, linkTarget, pages } from '../../client/pages.js';
import type { paths } from '../../docs/openapi.js';
import { type ApiRecord, checkedFetch, expectStatus } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();

it('walks 60 contacts in pages of 25 by following rel="next" alone, and back by rel="prev"', async () => {
  const key = await seedApiKey(t.runtime);
  // The typed client, as a user's code holds it, with every answer checked against the document.
  const client = createClient<paths>({
    baseUrl: t.runtime.url,
    headers: key.headers,
    fetch: (r) => checkedFetch(r.url, r),
  });
  for (let i = 0; i < 60; i++)
    expectStatus(
      (await client.POST('/v5/contacts', { body: { name: `Paged ${String(i).padStart(2, '0')}` } })).response,
      201,
    );
  const walked: string[][] = [];
  for await (const page of pages((next) =>
    client.GET('/v5/contacts', { params: { query: { limit: 25, orderBy: 'name', sort: 'asc' } }, ...following(next) }),
  ))
    walked.push(page.map((contact) => String(contact.name)));
  expect(walked.map((page) => page.length)).toEqual([25, 25, 10]);
  expect(walked.flat()).toEqual(Array.from({ length: 60 }, (_, i) => `Paged ${String(i).padStart(2, '0')}`));

  // The last page names the one before it; that one names both of its neighbours.
  const first = await fetch(`${t.runtime.url}/v5/contacts?limit=25&orderBy=name&sort=asc`, { headers: key.headers });
  const second = await fetch(linkTarget(first.headers.get('link'), 'next')!, { headers: key.headers });
  const last = await fetch(linkTarget(second.headers.get('link'), 'next')!, { headers: key.headers });
  expect(linkTarget(last.headers.get('link'), 'next')).toBeUndefined();
  const back = await fetch(linkTarget(last.headers.get('link'), 'prev')!, { headers: key.headers });
  expect(await back.json()).toEqual(await second.clone().json());
  expect(linkTarget(back.headers.get('link'), 'next')).toBe(linkTarget(second.headers.get('link'), 'next'));
  expect(new URL(linkTarget(back.headers.get('link'), 'next')!).origin).toBe(new URL(t.runtime.url).origin);
});

it('links the pages of imports and of a user’s organizations, which answer outside the generic list', async () => {
  for (const name of ['First', 'Second']) expectStatus(await t.api.post('/v5/imports', { name, type: 'API' }), 201);
  const imports = await t.api.get<ApiRecord[]>('/v5/imports?limit=1');
  expect(imports.body).toHaveLength(1);
  const next = linkTarget(imports.headers.get('link'), 'next')!;
  expect(next).toContain(`startingAfter=${imports.body[0]!.id}`);
  const rest = await fetch(next, { headers: t.key.headers });
  expect(((await rest.json()) as ApiRecord[]).map((record) => record.id)).not.toContain(imports.body[0]!.id);

  const organizations = await t.api.get<ApiRecord[]>('/v5/organizations');
  expect(organizations.body).toHaveLength(1);
  expect(organizations.headers.get('link')).toBeNull();
});
