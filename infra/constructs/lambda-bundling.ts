// How a Lambda entry is bundled, defined once: the CDK construct and the cold-start bench both build with these settings.
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { type BuildOptions, buildSync } from 'esbuild';

/** Root of the repository: function entries in the table are relative to it. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Absolute path of a function entry given, as in the function table, from the repository root. */
function entryPath(entry: string): string {
  return join(repoRoot, entry);
}

/** The bundle's entry is `index.mjs`, whose export `handler` serves the function. */
export const LAMBDA_HANDLER = 'index.handler';

/**
 * The esbuild options for `entry` (a path from the repository root), writing `index.mjs` and its chunks to `outdir`.
 * Code splitting puts what a module imports dynamically (the note reasoner's model, the mail parser, the KMS client...)
 * in chunks of its own: a cold start reads and parses only the entry and the chunks it imports statically, and a
 * chunk is loaded the first time a request needs it.
 */
export function esbuildOptionsFor(entry: string, outdir: string): BuildOptions {
  return {
    entryPoints: [entryPath(entry)],
    outdir,
    entryNames: 'index',
    chunkNames: 'chunks/[name]-[hash]',
    // Lambda reads a file as ESM by its extension: there is no package.json beside the bundle.
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    sourcemap: true,
    // ESM builds of dependencies tree-shake better than their CommonJS builds.
    mainFields: ['module', 'main'],
    // CommonJS dependencies inside an ESM bundle still call require(); give every chunk one.
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    // Bundle the AWS SDK too: the copy in the Lambda runtime changes under us, the bundled one is the version tests ran against.
    external: [],
    // Lambda passes the role's credentials in the environment: the SDK's whole default chain is not needed there.
    alias: { '@aws-sdk/credential-provider-node': join(repoRoot, 'lib/platform/aws/lambda-credentials.ts') },
    // Licence comments of dependencies are kept in the repository, not shipped in every bundle.
    legalComments: 'none',
    logLevel: 'error',
  };
}

/**
 * The code asset of a function: bundled by esbuild in this process (NodejsFunction runs esbuild with `--outfile`,
 * which rules out code splitting). The hash is the bundle's, so an unchanged bundle is not deployed again.
 */
export function lambdaCode(entry: string, files: Readonly<Record<string, string>> = {}): Code {
  return Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: esbuild is a dependency of the project, so the local bundling below always runs.
      image: DockerImage.fromRegistry('esbuild-runs-locally'),
      // Never run either, but part of the asset's cache key: CDK keys its bundling cache by the serialisable options,
      // and `local` is a function, so without the entry here every function got the first one's bundle.
      command: ['esbuild', entry, ...Object.entries(files).flat()],
      local: {
        tryBundle(outputDir) {
          buildSync(esbuildOptionsFor(entry, outputDir));
          const resolve = createRequire(join(repoRoot, 'package.json')).resolve;
          for (const [name, module] of Object.entries(files)) copyFileSync(resolve(module), join(outputDir, name));
          return true;
        },
      },
    },
  });
}
