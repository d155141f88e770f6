// Cold-start bench: bundles each deployed function as the CDK stack does; reports bundle size and module init time.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { appModel, type FunctionSpec } from '../lib/app/function-table.js';
import { functionEnvironment } from '../infra/constructs/function-environment.js';
import { esbuildOptionsFor, repoRoot } from '../infra/constructs/lambda-bundling.js';
import { deployedFunctions } from '../infra/routes.js';
import { markdownTable } from './support/report.js';
import { round, summarize } from './support/stats.js';

/** Fresh processes per function (the median is reported); what an API function may load at init, parsed each time. */
const [RUNS, API_BUNDLE_BUDGET_BYTES] = [7, 250 * 1024];
const [outDir, reportPath] = [join(repoRoot, 'bench', 'out'), join(repoRoot, 'bench', 'cold-start.json')];

// Runs inside the child: only the import is timed, the part of a cold start our code decides.
const timeImport =
  'const t0 = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t0));';

/** Bundles `spec`; the bytes of the entry and the chunks it imports statically (what init loads), and of every output. */
async function bundle(spec: FunctionSpec) {
  const [dir, outfile] = [join(outDir, spec.name), join(outDir, spec.name, 'index.mjs')];
  rmSync(dir, { recursive: true, force: true });
  const { outputs } = (await build({ ...esbuildOptionsFor(spec.entry, dir), metafile: true })).metafile;
  // Output paths in the metafile are relative to the working directory.
  const entry = relative(process.cwd(), outfile);
  const atInit = new Set([entry]);
  for (const output of atInit)
    for (const { path, kind } of outputs[output]!.imports)
      if (kind === 'import-statement' && outputs[path]) atInit.add(path);
  const bytes = (names: Iterable<string>) => [...names].reduce((sum, name) => sum + outputs[name]!.bytes, 0);
  const allBytes = bytes(Object.keys(outputs).filter((name) => !name.endsWith('.map')));
  return { outfile, initBytes: bytes(atInit), allBytes };
}

/** Milliseconds to import the bundle in a fresh node with the function's environment (as on Lambda, source maps on). */
function timeInit(spec: FunctionSpec, outfile: string): number {
  const uses = (service: string) => spec.uses?.some((used) => used === service);
  const env = {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...functionEnvironment(spec, 'bench-table', (queue) => `http://localhost:9324/000000000000/${queue}`),
    // What the stack adds for the services a function uses; the KMS signer makes no call until a token is signed.
    ...(uses('signing-key') ? { TOKEN_SIGNING_KEY_ARN: 'arn:aws:kms:::key/bench', TOKEN_ISSUER: 'bench' } : {}),
    ...(uses('mail') ? { SENDER_EMAIL: 'bench@example.com' } : {}),
    // A secret of its own, since deriving it from the KMS key is a call at init that cannot run here.
    ...(uses('tracking-key') ? { TRACKING_TOKEN_SECRET: 'bench', PUBLIC_BASE_URL: 'https://bench.example' } : {}),
  };
  const args = ['--input-type=module', '-e', timeImport, pathToFileURL(outfile).href];
  const child = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
  const ms = Number(child.stdout);
  if (child.status !== 0 || !Number.isFinite(ms))
    throw new Error(`Importing ${spec.name} failed (exit ${child.status}):\n${child.stderr}`);
  return ms;
}

const measurements = [];
for (const spec of deployedFunctions(appModel)) {
  const { outfile, initBytes, allBytes } = await bundle(spec);
  const runs = Array.from({ length: RUNS }, () => round(timeInit(spec, outfile)));
  const isApiHandler = spec.routes.length > 0 || spec.catchAll === true;
  const goal = !isApiHandler ? '' : initBytes <= API_BUNDLE_BUDGET_BYTES ? 'HOLDS' : 'FAILS';
  const [initKb, allKb] = [round(initBytes / 1024), round(allBytes / 1024)];
  measurements.push({ function: spec.name, initKb, allKb, initMsMedian: summarize(runs).p50, initMsRuns: runs, goal });
}
const range = (runs: number[]) => `${Math.min(...runs)}..${Math.max(...runs)}`;
const rows = measurements.map((m) => [m.function, m.initKb, m.allKb, m.initMsMedian, range(m.initMsRuns), m.goal]);
const header = ['Function', 'Init KB', 'All KB', `Init ms (median of ${RUNS})`, 'Init ms min..max', 'API ≤ 250 KB'];
console.log(markdownTable(header, rows));
writeFileSync(reportPath, `${JSON.stringify(measurements, null, 2)}\n`);
console.log(`\nInit KB: the entry and its static chunks; All KB: with lazy chunks. Node ${process.version} here.`);
