// `npm run collection`: the document as a Postman collection, every operation a request with the document's example,
// the key and organization as variables, and no Idempotency-Key sent unless the caller fills one in.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serviceDocument } from '../../lib/app/service-document.js';

interface Item {
  name: string;
  item?: Item[];
  request?: {
    method: string;
    url: { path: string[] };
    header?: Array<{ key: string; disabled?: boolean }>;
    body?: { raw: string };
  };
}
const requests = (items: Item[]): Item[] => items.flatMap((item) => (item.item ? requests(item.item) : [item]));

it('writes every operation of the document as a request, with its example body and the headers the API asks for', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'collection-')), 'api.json');
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/collection.ts', '--out', out, '--url', 'localhost:3955'],
    {
      timeout: 120_000,
    },
  );
  const collection = JSON.parse(readFileSync(out, 'utf8'));
  const document = serviceDocument() as { paths: Record<string, Record<string, any>> };
  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
  const all = requests(collection.item);
  expect(all).toHaveLength(operations.length);
  expect(collection.auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }] });
  expect(collection.variable).toContainEqual({ key: 'baseUrl', value: 'http://localhost:3955', type: 'string' });
  for (const request of all) {
    expect(request.request!.header).toContainEqual(expect.objectContaining({ key: 'Service-Organization-ID' }));
    for (const header of request.request!.header ?? [])
      if (header.key === 'Idempotency-Key') expect(header.disabled).toBe(true);
  }
  const create = all.find(
    (item) => item.request!.method === 'POST' && item.request!.url.path.join('/') === 'v5/campaigns',
  );
  expect(JSON.parse(create!.request!.body!.raw)).toEqual(
    document.paths['/v5/campaigns']!.post.requestBody.content['application/json'].example,
  );
});
