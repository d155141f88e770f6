// Samples this Node process's main thread with the V8 CPU profiler and sums self time by where the code lives (SDK, fauxqs, valibot, our lib, Node's HTTP…).
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  /** Milliseconds of main-thread samples, by category, most first. */
  byCategory: Array<{ category: string; ms: number; share: number }>;
  /** The functions with the most self time, with their category. */
  topFunctions: Array<{ name: string; category: string; ms: number; share: number }>;
  sampledMs: number;
}

/** Where a frame's code lives: a package, one of our folders, a part of Node, or V8's own buckets. */
export function categoryOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'V8: garbage collector';
    if (functionName === '(idle)') return 'idle';
    if (functionName === '(program)') return 'V8/Node native (program)';
    return `native: ${functionName || 'anonymous'}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    const name = pkg[1]!;
    if (name.startsWith('@aws-sdk/') || name.startsWith('@smithy/') || name.startsWith('@aws-crypto/'))
      return 'AWS SDK (@aws-sdk, @smithy)';
    if (name.startsWith('@aws-lambda-powertools/')) return 'Powertools (logger, batch)';
    if (name.startsWith('@middy/')) return 'middy';
    return name;
  }
  if (url.includes('node:internal/deps/undici')) return 'Node: undici (fetch client)';
  if (
    /node:internal\/(http|_http|streams|net|stream_base|dns|dgram)/.test(url) ||
    /node:(http|_http|net|stream)/.test(url)
  )
    return 'Node: http/net/streams';
  if (url.startsWith('node:')) return 'Node: other internals';
  const ours = /\/(lib|infra|bench|functions|test)\/([^/]+)/.exec(url);
  if (ours) return ours[1] === 'lib' ? `lib/${ours[2]}` : `${ours[1]}/`;
  return 'other';
}

export async function startNodeProfile(intervalMicros = 2000): Promise<{ stop(): Promise<ProfileSummary> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: intervalMicros });
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      session.disconnect();
      return summarize(profile);
    },
  };
}

function summarize(profile: Profile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the delta to the next sample.
  for (let i = 0; i < samples.length; i++) {
    const ms = (deltas[i + 1] ?? 0) / 1000;
    selfMs.set(samples[i]!, (selfMs.get(samples[i]!) ?? 0) + ms);
  }
  const categories = new Map<string, number>();
  const functions = new Map<string, { category: string; ms: number }>();
  let total = 0;
  for (const [id, ms] of selfMs) {
    const node = byId.get(id);
    if (!node) continue;
    const category = categoryOf(node.callFrame.url, node.callFrame.functionName);
    if (category === 'idle') continue;
    total += ms;
    categories.set(category, (categories.get(category) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/(node_modules|lib|infra|bench)\//, '$1/')}`;
    const entry = functions.get(name) ?? { category, ms: 0 };
    entry.ms += ms;
    functions.set(name, entry);
  }
  const share = (ms: number) => Math.round((1000 * ms) / Math.max(total, 1e-9)) / 10;
  return {
    byCategory: [...categories.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([category, ms]) => ({ category, ms: Math.round(ms), share: share(ms) })),
    topFunctions: [...functions.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, 15)
      .map(([name, entry]) => ({ name, category: entry.category, ms: Math.round(entry.ms), share: share(entry.ms) })),
    sampledMs: Math.round(total),
  };
}
