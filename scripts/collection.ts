// `npm run collection`: exports the interface description as a Postman collection (v2.1, which Bruno, Insomnia and
// Hoppscotch import too), one folder per family, each request with its example body and the key's headers.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { convertV2 } from 'openapi-to-postmanv2';
import { serviceDocument } from '../lib/app/service-document.js';
import { apiBaseUrl, commandLine } from './cli.js';

const { values } = commandLine({
  usage: 'usage: npm run collection -- [--out outreach-api.postman_collection.json] [--url localhost:3000]',
  help:
    'Writes the interface description (the one served at /v5/openapi.json) as a Postman collection v2.1: a folder per\n' +
    'family, every operation with its example body. Its variables: baseUrl (--url, else API_URL or PORT: where the\n' +
    'API runs), apiKey and organizationId (fill them in, from npm run bootstrap).',
  options: {
    out: { type: 'string', default: 'outreach-api.postman_collection.json' },
    url: { type: 'string' },
  },
});

const document = serviceDocument();
// The document names its server relative to itself; the collection names the API's address as a variable.
const input = { ...document, servers: [{ url: '{{baseUrl}}' }] };
const options = {
  folderStrategy: 'Tags',
  requestNameSource: 'Fallback',
  parametersResolution: 'Example',
  requestParametersResolution: 'Example',
  exampleParametersResolution: 'Example',
  includeWebhooks: false,
} as const;
const result = await promisify(convertV2)({ type: 'json', data: input }, options);
const collection = result?.output?.[0]?.data;
if (!result?.result || !collection) {
  console.error(`The conversion failed: ${result?.reason ?? 'no collection'}`);
  process.exit(1);
}

/**
 * Every request carries the key and the organization, as the API asks (bearer auth and the organization header). An
 * Idempotency-Key is left off until a caller gives one: one fixed key on every POST would answer each with the first.
 */
const organization = { key: 'Service-Organization-ID', value: '{{organizationId}}', type: 'text' };
type Header = { key?: string; disabled?: boolean };
function withOrganization(items: unknown[]): void {
  for (const item of items as Array<{ item?: unknown[]; request?: { header?: Header[] } }>) {
    if (item.item) withOrganization(item.item);
    if (!item.request) continue;
    const header = (item.request.header ?? []).map((one) =>
      one.key === 'Idempotency-Key' ? { ...one, value: '', disabled: true } : one,
    );
    item.request.header = [...header, organization];
  }
}
const shaped = collection as { item: unknown[]; variable?: unknown[]; auth?: unknown };
withOrganization(shaped.item);
shaped.auth = { type: 'bearer', bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }] };
shaped.variable = [
  { key: 'baseUrl', value: apiBaseUrl(values.url), type: 'string' },
  { key: 'apiKey', value: '', type: 'string' },
  { key: 'organizationId', value: '', type: 'string' },
];
const file = resolve(values.out);
writeFileSync(file, `${JSON.stringify(collection, null, 2)}\n`);
const count = (items: unknown[]): number =>
  (items as Array<{ item?: unknown[] }>).reduce((sum, item) => sum + (item.item ? count(item.item) : 1), 0);
console.log(`wrote ${file}: ${count(shaped.item)} requests in ${shaped.item.length} folders`);
