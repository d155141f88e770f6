// Facts about what a bench ran on and what it measured: the machine, the Java runtime and the commit.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { repositoryRoot } from '../../infra/local/handler-loader.js';

/** The commit measured, and whether the source (lib, functions, infra) had uncommitted changes. */
export function revision(): { commit: string; uncommittedSourceChanges: boolean | 'unknown' } {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repositoryRoot, encoding: 'utf8' });
  if (commit.status !== 0)
    return { commit: process.env.BENCH_REVISION ?? 'unknown', uncommittedSourceChanges: 'unknown' };
  const status = spawnSync('git', ['status', '--porcelain', '--', 'lib', 'functions', 'infra'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  return { commit: commit.stdout.trim(), uncommittedSourceChanges: status.stdout.trim().length > 0 };
}

function javaVersion(): string {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return (result.stderr || result.stdout || 'unknown').split('\n')[0]!.trim();
}

/** Cores, memory, Node, Java and the DynamoDB Local the benches run against. */
export function machineFacts() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    java: javaVersion(),
    dynamodbLocal: 'DynamoDB Local 1.25.1 (amplify-dynamodb-simulator), -inMemory -sharedDb',
  };
}
