// GET /v5/openapi.json and GET /docs on the real local runtime: public, the document of the route table, and its page.
import { serviceDocument } from '../../lib/app/service-document.js';
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

it('serves the reference page, every family and operation in it, with nothing loaded from elsewhere', async () => {
  const { status, headers, body } = await anonymous().get('/docs');
  expect(status).toBe(200);
  expect(headers.get('content-type')).toMatch(/^text\/html/);
  expect(body).toContain('id="tag-contacts"');
  expect(body).toContain('id="listContacts"');
  expect(body).toContain('id="postWebhookRow"');
  expect(body).not.toMatch(/<(script|link|img)\b[^>]*(src|href)=/i);
});

it('answers a write to the document with 405, as the document says', async () => {
  const { status, headers } = await anonymous().post('/v5/openapi.json', {});
  expect(status).toBe(405);
  expect(headers.get('allow')).toBe('GET');
});
