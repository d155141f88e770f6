// `npm start` as a user runs it: two instances side by side, health over HTTP, and a clean stop that leaves no Java behind.
import { checkedFetch } from '../support/api-client.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { freePort } from '../../infra/local/free-port.js';
import { repositoryRoot } from '../../infra/local/handler-loader.js';

/** Pids of every living descendant of a process, read from /proc. */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      found.push(c);
      walk(c);
    }
  };
  walk(pid);
  return found;
}

function alive(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z';
  } catch {
    return false;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** Kills a server's whole process group, if any of it is left. */
function stopGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // The group is gone already.
  }
}

async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  // In a process group of its own, so that a server that did not start in time is stopped whole (npm, the runtime and
  // its Java process) instead of running on after the test and loading the machine.
  const child = spawn('npm', ['start', '--', '--in-memory'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // A loaded machine starts the JVM and the runtime slowly (two at once beside two other test files and bench:ingest
  // took over 45 s): the deadline leaves the test's own timeout some room.
  const deadline = Date.now() + 120_000;
  while (!output.includes('ready at') && Date.now() < deadline && child.exitCode === null)
    await new Promise((r) => setTimeout(r, 100));
  if (!output.includes('ready at')) {
    stopGroup(child);
    throw new Error(`server on ${port} did not start:\n${output}`);
  }
  return { child, output: () => output };
}

it('runs two instances on different ports, and SIGTERM stops each without leaving a Java process', async () => {
  const ports = [await freePort(), await freePort()];
  const started = await Promise.allSettled(ports.map(startServer));
  const servers = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    for (const { child } of servers) stopGroup(child);
    throw failed.reason;
  }
  try {
    expect(servers[0]!.output()).toContain(`http://localhost:${ports[0]}`);
    for (const port of ports) {
      const response = await checkedFetch(`http://localhost:${port}/v5/health?challenge=${port}`);
      expect(await response.json()).toEqual({ ok: true, challenge: String(port) });
    }
    const javas = servers.map(({ child }) =>
      descendants(child.pid!).filter((pid) => commandOf(pid).includes('DynamoDBLocal')),
    );
    expect(javas.map((list) => list.length)).toEqual([1, 1]);

    await Promise.all(
      servers.map(({ child }) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        return exited;
      }),
    );
    const deadline = Date.now() + 30_000;
    while (javas.flat().some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(javas.flat().filter(alive)).toEqual([]);
    expect(servers.map(({ child }) => child.exitCode ?? child.signalCode)).toEqual([0, 0]);
  } finally {
    for (const { child } of servers) stopGroup(child);
  }
});
