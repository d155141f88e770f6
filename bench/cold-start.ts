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

/** Fresh processes per function; the median of these is reported. */
const RUNS = 7;
/** An API handler bundle above this size is flagged: every byte is parsed on each cold start. */
const API_BUNDLE_BUDGET_BYTES = 250 * 1024;
const outDir = join(repoRoot, 'bench', 'out');
const reportPath = join(repoRoot, 'bench', 'cold-start.json');

// Runs inside the child: only the import is timed, the part of a cold start our code decides.
const timeImport =
  'const t0 = performance.now(); await import(process.argv[1]); process.stdout.write(String(performance.now() - t0));';

async function bundle(spec: FunctionSpec): Promise<{ outfile: string; bytes: number }> {
  const outfile = join(outDir, spec.name, 'index.mjs');
  rmSync(join(outDir, spec.name), { recursive: true, force: true });
  const { metafile } = await build({ ...esbuildOptionsFor(spec.entry, outfile), metafile: true, logLevel: 'warning' });
  // Output paths in the metafile are relative to the working directory.
  const code = metafile.outputs[relative(process.cwd(), outfile)];
  if (!code) throw new Error(`esbuild reported no output ${outfile} for ${spec.name}.`);
  return { outfile, bytes: code.bytes };
}

/** Milliseconds to import the bundle in a fresh node with the function's environment (as on Lambda, source maps on). */
function timeInit(spec: FunctionSpec, outfile: string): number {
  const env = {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...functionEnvironment(spec, 'bench-table', (queue) => `http://localhost:9324/000000000000/${queue}`),
    // What the stack adds for the services a function uses; the KMS signer makes no call until a token is signed.
    ...(spec.uses?.includes('signing-key')
      ? { TOKEN_SIGNING_KEY_ARN: 'arn:aws:kms:us-east-1:000000000000:key/bench', TOKEN_ISSUER: 'bench' }
      : {}),
    ...(spec.uses?.includes('mail') ? { SENDER_EMAIL: 'bench@example.com' } : {}),
  };
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', timeImport, pathToFileURL(outfile).href], {
    env,
    encoding: 'utf8',
  });
  const ms = Number(child.stdout);
  if (child.status !== 0 || !Number.isFinite(ms))
    throw new Error(`Importing ${spec.name} failed (exit ${child.status}):\n${child.stderr}`);
  return ms;
}

const isApiHandler = (spec: FunctionSpec) => spec.routes.length > 0 || spec.catchAll === true;

const measurements: Array<{ function: string; bundleBytes: number; initMsMedian: number; initMsRuns: number[] }> = [];
const overBudget: string[] = [];
for (const spec of deployedFunctions(appModel)) {
  const { outfile, bytes } = await bundle(spec);
  const runs = Array.from({ length: RUNS }, () => round(timeInit(spec, outfile)));
  measurements.push({ function: spec.name, bundleBytes: bytes, initMsMedian: summarize(runs).p50, initMsRuns: runs });
  if (isApiHandler(spec) && bytes > API_BUNDLE_BUDGET_BYTES) overBudget.push(spec.name);
}

const range = (runs: number[]) => `${Math.min(...runs)}..${Math.max(...runs)}`;
const rows = measurements.map((m) => [m.function, round(m.bundleBytes / 1024), m.initMsMedian, range(m.initMsRuns)]);
console.log(markdownTable(['Function', 'Bundle KB', `Init ms (median of ${RUNS})`, 'Init ms min..max'], rows));

writeFileSync(reportPath, `${JSON.stringify(measurements, null, 2)}\n`);
console.log(
  `\nNode ${process.version} locally (Lambda runs nodejs22.x on arm64); bundles in ${relative(repoRoot, outDir)},` +
    ` report in ${relative(repoRoot, reportPath)}.`,
);
for (const name of overBudget)
  console.warn(`WARNING: API handler ${name} bundles to more than ${API_BUNDLE_BUDGET_BYTES / 1024} KB.`);
