// Samples CPU use once a second: this Node process (handlers, fauxqs, bench client), the DynamoDB Local JVM, the whole machine, and the event loop's utilization.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';

/** Linux reports process CPU times in clock ticks of 1/100 s on every platform Node supports. */
export const TICKS_PER_SECOND = 100;

export interface CpuSample {
  /** Seconds since the sampler started. */
  t: number;
  /** CPU of this Node process, in % of one core (all its threads: main, libuv pool, GC). */
  nodePercent: number;
  /** CPU of the DynamoDB Local JVM, in % of one core. */
  jvmPercent: number;
  /** Busy share of the whole machine, in % of all cores. */
  machinePercent: number;
  /** CPU of every other process on the machine (other work sharing the cores), in % of one core. */
  otherPercent: number;
  /** Length of the interval, in seconds. */
  dt: number;
  /** Share of the interval the Node main thread's event loop was busy (0..1). */
  eventLoopUtilization: number;
  /** Whatever the caller adds (counters at that moment). */
  extra: Record<string, number>;
}

export interface CpuSampler {
  samples: CpuSample[];
  jvmPid: number | undefined;
  stop(): void;
}

/** Children of this process named java: DynamoDB Local (started under setpriv, which execs java in place). */
export function findJvmPid(): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && comm === 'java') return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}

/** CPU time a process has used so far (user + system), in clock ticks of 1/100 s. */
export function processTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat; after the command they are the 12th and 13th.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

export function startCpuSampler(extra: () => Record<string, number> = () => ({}), intervalMs = 1000): CpuSampler {
  const jvmPid = findJvmPid();
  const cores = cpus().length;
  const start = performance.now();
  let last = {
    at: start,
    node: process.cpuUsage(),
    jvm: jvmPid ? processTicks(jvmPid) : undefined,
    machine: machineTicks(),
    elu: performance.eventLoopUtilization(),
  };
  const samples: CpuSample[] = [];
  const timer = setInterval(() => {
    const at = performance.now();
    const seconds = (at - last.at) / 1000;
    const node = process.cpuUsage();
    const jvm = jvmPid ? processTicks(jvmPid) : undefined;
    const machine = machineTicks();
    const elu = performance.eventLoopUtilization();
    const nodeMicros = node.user - last.node.user + (node.system - last.node.system);
    const nodePercent = nodeMicros / 1e4 / seconds;
    const jvmPercent =
      jvm !== undefined && last.jvm !== undefined ? ((jvm - last.jvm) / TICKS_PER_SECOND / seconds) * 100 : NaN;
    const machineShare = (machine.busy - last.machine.busy) / Math.max(1, machine.total - last.machine.total);
    samples.push({
      t: Math.round((at - start) / 100) / 10,
      nodePercent: Math.round(nodePercent),
      jvmPercent: Math.round(jvmPercent),
      machinePercent: Math.round(100 * machineShare),
      otherPercent: Math.max(
        0,
        Math.round(machineShare * cores * 100 - nodePercent - (Number.isFinite(jvmPercent) ? jvmPercent : 0)),
      ),
      dt: Math.round(seconds * 1000) / 1000,
      eventLoopUtilization: Math.round(performance.eventLoopUtilization(elu, last.elu).utilization * 100) / 100,
      extra: extra(),
    });
    last = { at, node, jvm, machine, elu };
  }, intervalMs);
  timer.unref();
  return { samples, jvmPid, stop: () => clearInterval(timer) };
}

/** Mean of each measure over the samples whose time falls in [from, to] seconds, and the CPU seconds each used. */
export function cpuMeans(samples: CpuSample[], from: number, to: number) {
  const window = samples.filter((sample) => sample.t >= from && sample.t <= to);
  const mean = (pick: (sample: CpuSample) => number) => {
    const values = window.map(pick).filter((value) => Number.isFinite(value));
    return values.length ? Math.round((10 * values.reduce((sum, value) => sum + value, 0)) / values.length) / 10 : NaN;
  };
  const seconds = (pick: (sample: CpuSample) => number) =>
    Math.round(
      window.reduce((sum, sample) => sum + (Number.isFinite(pick(sample)) ? (pick(sample) / 100) * sample.dt : 0), 0) *
        10,
    ) / 10;
  return {
    samples: window.length,
    seconds: Math.round(window.reduce((sum, sample) => sum + sample.dt, 0) * 10) / 10,
    nodeCpuSeconds: seconds((s) => s.nodePercent),
    jvmCpuSeconds: seconds((s) => s.jvmPercent),
    otherCpuSeconds: seconds((s) => s.otherPercent),
    otherPercent: mean((s) => s.otherPercent),
    nodePercent: mean((s) => s.nodePercent),
    jvmPercent: mean((s) => s.jvmPercent),
    machinePercent: mean((s) => s.machinePercent),
    eventLoopUtilization: mean((s) => s.eventLoopUtilization),
    cores: cpus().length,
  };
}
