// Serves a list or count from runs of ids: merged in id order, deduplicated, their records fetched and checked.
import type { EntityType } from '../store/entity.js';
import { ReadBudgetExceededError } from '../store/errors.js';
import type { StoredRecord } from '../store/records.js';
import type { RunChunk } from '../store/id-runs.js';
import type { Store } from '../store/store.js';
import type { PlannedRun } from './plan-id-runs.js';

type RunStore = Pick<Store, 'idRuns' | 'getLive'>;

/** Ids a run reads at most at once, and records fetched at most per batch (BatchGetItem's limit). */
const MAX_CHUNK = 1000;
const MAX_BATCH = 100;

/** Items read so far by one request, refused past its budget. */
class ReadMeter {
  scannedCount = 0;
  constructor(
    private readonly entity: EntityType,
    private readonly budget: number,
  ) {}

  /** How many of `wanted` items may still be read; throws when none may. */
  allow(wanted: number): number {
    const left = this.budget - this.scannedCount;
    if (left <= 0) throw new ReadBudgetExceededError(this.entity, this.budget);
    return Math.min(wanted, left);
  }
}

/** One run read lazily, chunk by chunk, its next id at hand. */
class RunReader {
  private ids: string[] = [];
  private next: RunChunk['next'];
  private ended = false;
  private chunk: number;

  constructor(
    private readonly store: RunStore,
    readonly run: PlannedRun,
    private readonly asc: boolean,
    private readonly after: string | undefined,
    firstChunk: number,
    private readonly meter: ReadMeter,
  ) {
    this.chunk = firstChunk;
  }

  async head(): Promise<string | undefined> {
    while (this.ids.length === 0 && !this.ended) {
      const read = await this.store.idRuns.readRun(this.run, {
        asc: this.asc,
        after: this.after,
        limit: this.meter.allow(this.chunk),
        start: this.next,
      });
      this.meter.scannedCount += read.scannedCount;
      this.ids.push(...read.ids);
      this.next = read.next;
      this.ended = !read.next;
      this.chunk = Math.min(MAX_CHUNK, this.chunk * 2);
    }
    return this.ids[0];
  }

  take(): void {
    this.ids.shift();
  }
}

/** The ids of several runs as one sequence in id order, each id once, with whether a run lists it as exact. */
async function* merged(readers: RunReader[], asc: boolean): AsyncGenerator<{ id: string; exact: boolean }> {
  for (;;) {
    const heads = await Promise.all(readers.map((reader) => reader.head()));
    const present = heads.filter((id): id is string => id !== undefined);
    if (present.length === 0) return;
    const id = present.reduce((best, next) => ((asc ? next < best : next > best) ? next : best));
    let exact = false;
    readers.forEach((reader, i) => {
      if (heads[i] !== id) return;
      exact ||= reader.run.exact;
      reader.take();
    });
    yield { id, exact };
  }
}

export interface RunsRequest {
  entity: EntityType;
  org: string;
  runs: PlannedRun[];
  /** Checks a record the runs name against the whole query (filters and search). */
  check: (record: StoredRecord) => boolean;
  readBudget: number;
  /** Items the planning read already. */
  scannedCount: number;
}

/** The records of `ids` that are live, in the order of `ids`, read strongly consistent. */
async function fetchLive(store: RunStore, request: RunsRequest, meter: ReadMeter, ids: string[]) {
  if (meter.allow(ids.length) < ids.length) throw new ReadBudgetExceededError(request.entity, request.readBudget);
  const records = await store.getLive(ids.map((id) => ({ entity: request.entity, org: request.org, id })));
  const found = records.filter((record): record is StoredRecord => record !== undefined);
  meter.scannedCount += found.length;
  return found;
}

/** A page of up to `limit` matches in id order (`asc` or not) after the id `after`, reading on until it is full. */
export async function pageOfRuns(
  store: RunStore,
  request: RunsRequest,
  page: { asc: boolean; after?: string; limit: number },
): Promise<{ items: StoredRecord[]; scannedCount: number }> {
  const meter = new ReadMeter(request.entity, request.readBudget);
  meter.scannedCount = request.scannedCount;
  const readers = request.runs.map(
    (run) => new RunReader(store, run, page.asc, page.after, run.exact ? page.limit : 2 * page.limit, meter),
  );
  const ids = merged(readers, page.asc);
  const items: StoredRecord[] = [];
  let fetched = 0;
  for (;;) {
    // Ask for what is missing, scaled by how many fetched records each kept one cost so far.
    const missing = page.limit - items.length;
    const batch = Math.min(MAX_BATCH, Math.ceil(missing * (items.length ? fetched / items.length : 1)));
    const wanted: string[] = [];
    while (wanted.length < batch) {
      const next = await ids.next();
      if (next.done) break;
      wanted.push(next.value.id);
    }
    if (wanted.length === 0) break;
    const records = await fetchLive(store, request, meter, wanted);
    fetched += wanted.length;
    for (const record of records) if (items.length < page.limit && request.check(record)) items.push(record);
    if (items.length >= page.limit) break;
  }
  return { items, scannedCount: meter.scannedCount };
}

/** How many records the runs name that match: exact ids counted as read, the others fetched and checked. */
export async function countOfRuns(
  store: RunStore,
  request: RunsRequest,
): Promise<{ count: number; scannedCount: number }> {
  const meter = new ReadMeter(request.entity, request.readBudget);
  meter.scannedCount = request.scannedCount;
  const readers = request.runs.map((run) => new RunReader(store, run, true, undefined, MAX_CHUNK, meter));
  let count = 0;
  let toCheck: string[] = [];
  const checkPending = async () => {
    const records = await fetchLive(store, request, meter, toCheck);
    count += records.filter(request.check).length;
    toCheck = [];
  };
  for await (const { id, exact } of merged(readers, true)) {
    if (exact) count++;
    else toCheck.push(id);
    if (toCheck.length === MAX_BATCH) await checkPending();
  }
  if (toCheck.length) await checkPending();
  return { count, scannedCount: meter.scannedCount };
}
