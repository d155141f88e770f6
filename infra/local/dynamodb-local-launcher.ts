// Compiles LoopbackDynamoDbLocal.java, which starts DynamoDB Local on 127.0.0.1 only, once per version of it and of the jar.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The launcher's main class, run with the jar and its libraries on the class path. */
export const LAUNCHER_CLASS = 'LoopbackDynamoDbLocal';

const source = join(import.meta.dirname, `${LAUNCHER_CLASS}.java`);
/** Beside the local runtime's data, so that removing .data/ starts afresh; git ignores it. */
const cacheRoot = join(import.meta.dirname, '..', '..', '.data', 'dynamodb-local-launcher');

let compiled: Promise<string> | undefined;

/**
 * The directory holding the compiled launcher. Compiled once and kept: compiling on each start (java's source-file
 * mode) cost about 3 s of CPU per instance, and the test suite starts four at once on two cores.
 */
export function compiledLauncher(emulatorClassPath: string, emulatorVersion: string): Promise<string> {
  compiled ??= compile(emulatorClassPath, emulatorVersion).catch((error: unknown) => {
    compiled = undefined;
    throw error;
  });
  return compiled;
}

async function compile(classPath: string, emulatorVersion: string): Promise<string> {
  const version = createHash('sha256').update(readFileSync(source)).update(emulatorVersion).digest('hex').slice(0, 16);
  const directory = join(cacheRoot, version);
  if (existsSync(join(directory, `${LAUNCHER_CLASS}.class`))) return directory;
  // Another process (a second `npm start`, the test suite) may compile at the same time: each writes its own
  // directory, and the first rename wins.
  const staging = `${directory}.${process.pid}.${Date.now()}`;
  mkdirSync(staging, { recursive: true });
  try {
    await promisify(execFile)('javac', ['--release', '17', '-proc:none', '-cp', classPath, '-d', staging, source]);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `DynamoDB Local starts through ${source} so that it listens on 127.0.0.1 only; compiling it needs a JDK 17 or later (javac): ${(error as Error).message}`,
    );
  }
  try {
    renameSync(staging, directory);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  return directory;
}
