// `npm run check:docs-page [-- --url http://localhost:3000]`: opens GET /docs in headless Chromium and checks it renders:
// the search box, every family, createCampaign's example request, curl command and answer, nothing loaded from elsewhere.
// Without --url it serves the openapi function alone, as the local runtime does, on a free port.
import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { createHandlerLoader } from '../infra/local/handler-loader.js';
import { createLocalHttpServer } from '../infra/local/http-server.js';
import { functionTable } from '../lib/app/function-table.js';
import { resources } from '../lib/families/registry.js';
import { apiBaseUrl, commandLine } from './cli.js';

const { values } = commandLine({
  usage: 'usage: npm run check:docs-page -- [--url localhost:3000] [--chromium chromium] [--screenshot file.png]',
  help:
    'Opens GET /docs in headless Chromium and checks that it renders. Without --url it serves the openapi function\n' +
    'alone on a free port; --url names a running API (a scheme may be left out). --chromium: the browser to run.\n' +
    '--screenshot <file.png>: also saves what a 1400x1000 window shows.',
  options: {
    url: { type: 'string' },
    chromium: { type: 'string', default: 'chromium' },
    screenshot: { type: 'string' },
  },
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
      // The renderer reads the 2.5 MB document and lays out every operation: virtual time lets it finish.
      '--virtual-time-budget=40000',
      '--dump-dom',
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
  );
  return stdout;
}

/** Saves what a window of the page shows once rendered. */
async function screenshot(browser: string, url: string, file: string): Promise<void> {
  const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--window-size=1400,1000'];
  await promisify(execFile)(browser, [...flags, '--virtual-time-budget=40000', `--screenshot=${resolve(file)}`, url], {
    timeout: 120_000,
  });
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
if (!dom.includes('placeholder="Search..."')) failures.push('the page has no search box');
for (const resource of resources)
  if (!dom.includes(`id="tag/${resource.path}"`)) failures.push(`the family ${resource.path} has no section`);
const start = dom.indexOf('id="operation/createCampaign"');
// The operation's section runs to the next section of the page.
const operation = start < 0 ? '' : dom.slice(start, dom.indexOf('data-section-id="tag/', start));
for (const part of ['/v5/campaigns', 'Request samples', '>curl<', 'Response samples', 'schedule', 'fromConnectionId'])
  if (!operation.includes(part)) failures.push(`the createCampaign operation does not show ${part}`);
// Every asset is the page's own: no script, stylesheet, image or font from anywhere (the renderer's own script text,
// which names such tags in its templates, aside).
const outsideScripts = dom.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
if (/<(script|link|img)\b[^>]*(src|href)=/i.test(outsideScripts) || /url\((https?:)?\/\//i.test(outsideScripts))
  failures.push('the page loads an asset');
if (values.screenshot) await screenshot(browser, `${base}/docs`, values.screenshot);
own?.close();

if (failures.length) {
  console.error(`GET ${base}/docs does not render as it should:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `GET ${base}/docs renders in Chromium: search, ${resources.length} families, createCampaign with its samples.`,
);
