// Recurring file imports: an import with a sourceUrl and recurringCount/recurringUnit reads that URL again every so
// often, as a new run. Its `nextRunAt` is kept in a sharded due index (a companion of the import), which the import
// tick reads each minute: it moves nextRunAt on and starts the run, which the file reader fetches and reads.
import { DateTime } from 'luxon';
import { ulid } from 'ulid';
import * as v from 'valibot';
import type { Clock } from '../../platform/clock.js';
import { logger } from '../../platform/http/logger.js';
import { checkOutboundUrl } from '../../platform/http/outbound-url.js';
import { InvalidRequestError } from '../../platform/http/errors.js';
import type { Data, HookContext } from '../../platform/resources/behaviour.js';
import type { EntityType } from '../../platform/store/entity.js';
import { companionsOf, defineItem, part, shard, shardsOf } from '../../platform/store/item-type.js';
import type { WriteContext } from '../../platform/store/records.js';
import type { Store } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';
import { commitUnlessRaced } from '../rows/row-batch.js';
import { type FileRunKey, fileRuns } from './file-runs.js';

/** Where fetched files go in the uploads bucket: apart from uploads, whose notifications start runs by themselves. */
export const FETCHED_PREFIX = 'fetched/';

/** The due marker of a recurring import: sorted by when its next run is due. */
const recurringRunMarkers = defineItem({
  name: 'recurring import marker',
  partition: ['IMPORTDUE', shard('importId', 4)],
  sort: [part('dueAt'), part('org'), part('importId')],
  attributes: v.object({ org: v.string(), importId: v.string(), dueAt: v.string() }),
});

const recurrence = v.object({
  type: v.literal('FILE_IMPORT'),
  sourceUrl: v.string(),
  recurringCount: v.number(),
  recurringUnit: v.picklist(['DAY', 'WEEK', 'MONTH']),
  nextRunAt: v.string(),
});

/** The import's marker while it recurs: kept by the store with each write of the import, moved with nextRunAt. */
export const recurringRunCompanions = companionsOf(recurringRunMarkers, (org, record) => {
  const parsed = v.safeParse(recurrence, record);
  if (!parsed.success) return [];
  const marker = { org, importId: record.id, dueAt: new Date(parsed.output.nextRunAt).toISOString() };
  return [{ key: marker, attributes: marker }];
});

const RECURRENCE_FIELDS = ['sourceUrl', 'recurringCount', 'recurringUnit', 'type'] as const;

/**
 * Checks an import's recurrence as it is written and plans its first run: a sourceUrl only on a FILE_IMPORT, under the
 * URL rules of webhook endpoints; recurringCount a whole number of at least 1 with a unit, both or neither. A write
 * that changes them runs the import at the next tick (nextRunAt now); one that ends them ends its runs.
 */
export async function planRecurrence(ctx: HookContext, data: Data, current: Data | undefined): Promise<Data> {
  if (!RECURRENCE_FIELDS.some((name) => name in data)) return data;
  const merged = { ...current, ...data };
  const refuse = (path: string, message: string) => {
    throw new InvalidRequestError(`${path} ${message}`, [{ path, message }]);
  };
  if (typeof merged.sourceUrl === 'string') {
    if (merged.type !== 'FILE_IMPORT') refuse('sourceUrl', 'is read by imports of type FILE_IMPORT only');
    if ('sourceUrl' in data)
      await checkOutboundUrl(merged.sourceUrl, ctx.outbound ?? { allowLoopback: false }, 'sourceUrl');
  }
  const count = merged.recurringCount;
  if (count !== null && count !== undefined && (!Number.isInteger(count) || Number(count) < 1))
    refuse('recurringCount', 'must be a whole number of at least 1');
  const hasCount = count !== null && count !== undefined;
  const hasUnit = merged.recurringUnit !== null && merged.recurringUnit !== undefined;
  if (hasCount !== hasUnit) refuse(hasCount ? 'recurringUnit' : 'recurringCount', 'is needed with the other');
  const recurs = hasCount && typeof merged.sourceUrl === 'string';
  return { ...data, nextRunAt: recurs ? ctx.engine.now().toISOString() : null };
}

/** The moment `count` units after `from`, in UTC (a month on from the 31st ends on the month's last day). */
function nextRunAfter(from: Date, count: number, unit: 'DAY' | 'WEEK' | 'MONTH'): Date {
  const key = unit === 'DAY' ? 'days' : unit === 'WEEK' ? 'weeks' : 'months';
  return DateTime.fromJSDate(from, { zone: 'utc' })
    .plus({ [key]: count })
    .toJSDate();
}

/** What the import tick does to the table: queries the due index, moves an import on and writes its run. */
export const importTickTableUse = (importEntity: EntityType): readonly TableUse[] => [
  { items: recurringRunMarkers, may: ['query'] },
  { records: [importEntity], may: ['get', 'write'] },
  { items: fileRuns, may: ['transactPut'] },
];

export interface ImportTickOptions {
  store: Store;
  importEntity: EntityType;
  now: Clock;
  /** Queues a run's fetch for the file reader. */
  fetchRun: (run: FileRunKey) => Promise<void>;
}

/**
 * The import tick: each recurring import due by now gets its next moment (the due one plus its period, past now) and
 * `version` (the run's start), with a run FETCHING its sourceUrl in the same transaction, guarded by the version read,
 * so that two ticks start one run; then the run's fetch is queued. A run whose message is lost is not retried: the
 * import's next moment comes round.
 */
export function createImportTick({ store, importEntity, now, fetchRun }: ImportTickOptions) {
  const markers = store.items(recurringRunMarkers);
  async function start(marker: v.InferOutput<typeof recurringRunMarkers.attributes>, at: Date): Promise<boolean> {
    const current = await store.getVersioned(importEntity, marker.org, marker.importId);
    const parsed = v.safeParse(recurrence, current?.record);
    if (!current || !parsed.success || parsed.output.nextRunAt !== marker.dueAt) return false;
    const { recurringCount, recurringUnit, sourceUrl } = parsed.output;
    let next = nextRunAfter(new Date(marker.dueAt), recurringCount, recurringUnit);
    while (next <= at) next = nextRunAfter(next, recurringCount, recurringUnit);
    const ctx: WriteContext = { org: marker.org, actor: { type: 'system', id: 'import-tick' }, requestId: ulid() };
    const run: FileRunKey = { org: marker.org, importId: marker.importId, uploadId: ulid(at.getTime()) };
    const key = `${FETCHED_PREFIX}${run.org}/${run.importId}/${run.uploadId}.csv`;
    const moved = store.updateItems(importEntity, ctx, current, {
      nextRunAt: next.toISOString(),
      version: at.toISOString(),
    });
    const runItem = store
      .items(fileRuns)
      .transactPut(
        run,
        { fileName: sourceUrl, key, expiresAt: at.getTime(), state: 'FETCHING', offset: 0, chunk: 0, line: 1 },
        { when: 'absent' },
      );
    if (!(await commitUnlessRaced(store, [...moved.items, runItem]))) return false;
    await fetchRun(run);
    return true;
  }

  return async function tick(): Promise<{ started: number }> {
    const at = now();
    let started = 0;
    for (const shardNumber of shardsOf(recurringRunMarkers)) {
      const due = markers.query({ shard: shardNumber }, { range: { through: { dueAt: at.toISOString() } } });
      for await (const marker of due) {
        try {
          if (await start(marker, at)) started++;
        } catch (error) {
          logger.error('Starting a recurring import run failed', { error: error as Error, ...marker });
        }
      }
    }
    if (started) logger.info('Recurring import runs started', { started });
    return { started };
  };
}
