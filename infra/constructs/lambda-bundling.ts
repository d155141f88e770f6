// How a Lambda entry is bundled, defined once: the CDK construct and the cold-start bench both derive their esbuild settings from it.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { BuildOptions, Format } from 'esbuild';
import { LogLevel, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** Root of the repository: function entries in the table are relative to it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Absolute path of a function entry given, as in the function table, from the repository root. */
export function entryPath(entry: string): string {
  return join(repoRoot, entry);
}

/** The one lock file; NodejsFunction wants it to locate the project. */
export const depsLockFilePath = join(repoRoot, 'package-lock.json');

/** Settings shared by the CDK bundler and raw esbuild. */
export const lambdaBundling = {
  format: OutputFormat.ESM,
  target: 'node22',
  minify: true,
  sourceMap: true,
  // ESM builds of dependencies tree-shake better than their CommonJS builds.
  mainFields: ['module', 'main'],
  // CommonJS dependencies inside an ESM bundle still call require(); give them one.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // Bundle the AWS SDK too: the copy in the Lambda runtime changes under us, the bundled one is the version tests ran against.
  externalModules: [] as string[],
} as const;

/** Bundling props for NodejsFunction. */
export const nodejsBundling: BundlingOptions = {
  ...lambdaBundling,
  // esbuild's per-asset size report drowns synth and test output; errors still show.
  logLevel: LogLevel.ERROR,
  mainFields: [...lambdaBundling.mainFields],
  externalModules: [...lambdaBundling.externalModules],
};

/** The esbuild options NodejsFunction ends up passing for `entry` (a path from the repository root), writing `outfile`. */
export function esbuildOptionsFor(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entryPath(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: lambdaBundling.format as Format,
    target: lambdaBundling.target,
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    external: [...lambdaBundling.externalModules],
  };
}
