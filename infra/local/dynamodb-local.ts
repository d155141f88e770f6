// Starts AWS's DynamoDB Local (the jar shipped in amplify-dynamodb-simulator) with Java on a free loopback port, and stops it with its parent.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoDbClient } from '../../lib/platform/aws/clients.js';
import { compiledLauncher, LAUNCHER_CLASS } from './dynamodb-local-launcher.js';
import { freePort, LOOPBACK } from './free-port.js';

export interface DynamoDbLocal {
  endpoint: string;
  pid: number;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Directory for the database file; without one, the data lives in memory only. */
  dbPath?: string;
  startTimeoutMs?: number;
}

function emulatorPackage(): { directory: string; version: string } {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('amplify-dynamodb-simulator/package.json');
  const { version } = require(manifest) as { version: string };
  return { directory: join(dirname(manifest), 'emulator'), version };
}

/** Java under `setpriv --pdeathsig`, so the kernel ends it even if this process dies without cleaning up. */
function javaCommand(args: string[]): [string, string[]] {
  return existsSync('/usr/bin/setpriv')
    ? ['/usr/bin/setpriv', ['--pdeathsig', 'KILL', 'java', ...args]]
    : ['java', args];
}

async function waitUntilReady(endpoint: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const client = createDynamoDbClient(endpoint, 1);
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms`);
  } finally {
    client.destroy();
  }
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  const { directory: dir, version } = emulatorPackage();
  const emulatorClassPath = [join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(delimiter);
  const launcher = await compiledLauncher(emulatorClassPath, version);
  const port = await freePort();
  const storage = options.dbPath ? ['-dbPath', options.dbPath] : ['-inMemory'];
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const [command, args] = javaCommand([
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-cp',
    [launcher, emulatorClassPath].join(delimiter),
    LAUNCHER_CLASS,
    '-port',
    String(port),
    '-sharedDb',
    ...storage,
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://${LOOPBACK}:${port}`;
  try {
    await waitUntilReady(endpoint, child, options.startTimeoutMs ?? 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    endpoint,
    pid: child.pid!,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
