// GET /v5/openapi.json and GET /docs on the real local runtime: public, the document of the route table, and its page.
import { serviceDocument } from '../../lib/app/service-document.js';
import { generations } from '../../lib/reasoning/index.js';
import { VERSION_PATTERN } from '../../lib/openapi/version.js';
import { api } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();

// No credential at all: both routes are public.
const anonymous = () => api(t.runtime, { headers: {} });

it('serves the OpenAPI 3.1 document of every route without a credential', async () => {
  const { status, headers, body } = await anonymous().get('/v5/openapi.json');
  expect(status).toBe(200);
  expect(headers.get('content-type')).toMatch(/^application\/json/);
  expect(body.openapi).toBe('3.1.0');
  expect(body.info.version).toMatch(VERSION_PATTERN);
  expect(body).toEqual(JSON.parse(JSON.stringify(serviceDocument())));
});

it('serves the reference page: the renderer inline, reading the served document, nothing loaded from elsewhere', async () => {
  const { status, headers, body } = await anonymous().get('/docs');
  expect(status).toBe(200);
  expect(headers.get('content-type')).toMatch(/^text\/html/);
  expect(body).toContain('<redoc spec-url="v5/openapi.json"');
  // Redoc's standalone bundle, from its npm package, is the page's one script.
  expect(body.length).toBeGreaterThan(500_000);
  const outsideScripts = String(body).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  expect(outsideScripts).not.toMatch(/<(script|link|img)\b[^>]*(src|href)=/i);
  expect(body.match(/<\/script>/g)).toHaveLength(1);
});

it('redirects the root to the reference page', async () => {
  for (const method of ['GET', 'HEAD']) {
    const answer = await fetch(`${t.runtime.url}/`, { method, redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/docs');
  }
  expect((await fetch(`${t.runtime.url}/`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
});

it('answers a write to the document with 405, as the document says', async () => {
  const { status, headers } = await anonymous().post('/v5/openapi.json', {});
  expect(status).toBe(405);
  expect(headers.get('allow')).toBe('GET');
});

describe('the service agrees with the document where the document was looser', () => {
  it('generations are selected, filtered and ordered by id (the number) and unique_id (the path id)', async () => {
    const ctx = { org: t.org, actor: { type: 'system' as const, id: 'test-seed' }, requestId: 'seed' };
    const seeded = await Promise.all(
      [7, 8].map((sequence) =>
        t.store.create(
          generations.entity,
          ctx,
          generations.withDefaults({
            sequence,
            prompt_id: 'note-reasoning',
            model: 'local',
            timestamp: '2026-01-01T00:00:00.000Z',
            completion_message: { content: '{}' },
            total_request_tokens: 1,
            cost: 0,
            prompt_messages: [],
            completion_messages: [],
          }),
        ),
      ),
    );
    const list = (query: string) => t.api.get(`/v5/generations?${query}`);
    expect(await list('select[]=unique_id&select[]=id&orderBy=id&sort=asc')).toMatchObject({
      status: 200,
      body: seeded.map((record, i) => ({ unique_id: record.id, id: 7 + i })),
    });
    expect((await list(`filter.unique_id.equals=${seeded[1]!.id}&select[]=id`)).body).toEqual([{ id: 8 }]);
    expect((await list('filter.id.gt=7&select[]=unique_id')).body).toEqual([{ unique_id: seeded[1]!.id }]);
    // The stored name of the number is no name of the API.
    expect((await list('select[]=sequence')).status).toBe(400);
  });

  it('a campaign contact is not created with a status the service sets, and an employment takes partial dates only', async () => {
    const created = await t.api.post('/v5/campaign-contacts', {
      campaignId: 'cam_01JD0000000000000000000000',
      contactId: 'con_01JD0000000000000000000000',
      status: 'COMPLETED',
    });
    expect(created).toMatchObject({ status: 400, body: { errors: [{ path: 'status' }] } });
    const contact = await t.api.post('/v5/contacts', { name: 'Dated' });
    for (const [start, status] of [
      ['2021-03', 201],
      ['2021-03-15', 201],
      ['2021-02-30', 400],
      ['March 2021', 400],
    ] as const)
      expect({
        start,
        status: (await t.api.post('/v5/employments', { contactId: contact.body.id, start })).status,
      }).toEqual({
        start,
        status,
      });
  });
});
