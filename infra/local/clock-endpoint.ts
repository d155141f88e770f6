// `/local/clock`: the local runtime's clock, which a developer (and `npm run demo`) moves forward to see what waits for
// a schedule: a POST shifts the handlers' clock (LOCAL_CLOCK_OFFSET_MS) and runs the scheduled functions once at
// the new time, as their timers would within the minute; a GET answers the time the handlers read.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const LOCAL_CLOCK_PATH = '/local/clock';

export interface LocalClockOptions {
  /** The time the handlers read now. */
  now(): Date;
  /** Sets the time the handlers read; null goes back to the machine's. */
  setClock(at: Date | null): void;
  /** Runs each scheduled function once, answering their names. */
  runScheduled(): Promise<string[]>;
}

const usage =
  'POST /local/clock with {"advanceSeconds": N} (N > 0), {"at": "<ISO time, later than now>"} or {"reset": true}.';

function answer(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return undefined;
  }
}

/** The time a body asks for, or a reason it asks for none. */
function targetOf(body: unknown, now: Date): Date | null | string {
  if (!body || typeof body !== 'object') return 'The body is not a JSON object.';
  const { advanceSeconds, at, reset } = body as Record<string, unknown>;
  if (reset === true) return null;
  if (typeof advanceSeconds === 'number' && Number.isFinite(advanceSeconds) && advanceSeconds > 0)
    return new Date(now.getTime() + advanceSeconds * 1000);
  const when = typeof at === 'string' ? new Date(at) : undefined;
  if (when && !Number.isNaN(when.getTime()) && when > now) return when;
  return 'The clock moves forward only.';
}

export function createLocalClockEndpoint(options: LocalClockOptions) {
  return async function handleClock(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const shown = () => ({ now: options.now().toISOString(), offsetMs: options.now().getTime() - Date.now() });
    if (req.method === 'GET') return answer(res, 200, shown());
    if (req.method !== 'POST') return answer(res, 405, { message: usage });
    const target = targetOf(await bodyOf(req), options.now());
    if (typeof target === 'string') return answer(res, 400, { message: `${target} ${usage}` });
    options.setClock(target);
    const ran = await options.runScheduled();
    return answer(res, 200, { ...shown(), ran });
  };
}
