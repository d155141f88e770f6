// `npm run check:docs-page [-- --url http://localhost:3000]`: opens GET /docs in headless Chromium and checks it renders.
// Without --url it serves the openapi function alone, as the local runtime does, on a free port.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { createHandlerLoader } from '../infra/local/handler-loader.js';
import { createLocalHttpServer } from '../infra/local/http-server.js';
import { functionTable } from '../lib/app/function-table.js';
import { resources } from '../lib/families/registry.js';
import { apiBaseUrl, commandLine } from './cli.js';

const { values } = commandLine({
  usage: 'usage: npm run check:docs-page -- [--url localhost:3000] [--chromium chromium]',
  help:
    'Opens GET /docs in headless Chromium and checks that it renders. Without --url it serves the openapi function\n' +
    'alone on a free port; --url names a running API (a scheme may be left out). --chromium: the browser to run.',
  options: { url: { type: 'string' }, chromium: { type: 'string', default: 'chromium' } },
});

function findChromium(): string {
  try {
    execFileSync(values.chromium!, ['--version'], { stdio: 'ignore' });
    return values.chromium!;
  } catch {
    console.error(
      'No Chromium found. On Debian or Ubuntu: sudo apt-get install -y chromium (or pass --chromium <path>).',
    );
    process.exit(2);
  }
}

/** The page's DOM once Chromium has loaded and rendered it (asynchronously: this process may be the server). */
async function renderedDom(browser: string, url: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    browser,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--virtual-time-budget=5000',
      '--dump-dom',
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
  );
  return stdout;
}

const browser = findChromium();
const own = values.url
  ? undefined
  : createLocalHttpServer({
      model: { functions: functionTable.filter((fn) => fn.name === 'openapi'), queues: [] },
      loadHandler: createHandlerLoader(),
    });
if (own) await new Promise<void>((done) => own.listen(0, '127.0.0.1', done));
const base = values.url ? apiBaseUrl(values.url) : `http://127.0.0.1:${(own!.address() as AddressInfo).port}`;

const dom = await renderedDom(browser, `${base}/docs`);
const failures: string[] = [];
for (const resource of resources)
  if (!dom.includes(`id="tag-${resource.path}"`)) failures.push(`the family ${resource.path} has no section`);
const operation = /<section class="op" id="listContacts">[\s\S]*?<\/section>/.exec(dom)?.[0] ?? '';
for (const part of ['>GET<', '/v5/contacts', 'orderBy', 'filter.email.contains', 'Error400'])
  if (!operation.includes(part)) failures.push(`the listContacts operation does not show ${part}`);
// Every asset is the page's own: no script, stylesheet, image or font from anywhere.
if (/<(script|link|img)\b[^>]*(src|href)=/i.test(dom)) failures.push('the page loads an asset');
own?.close();

if (failures.length) {
  console.error(`GET ${base}/docs does not render as it should:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `GET ${base}/docs renders in Chromium: ${resources.length} families, listContacts with its parameters and errors.`,
);
