// The ingest bench's DynamoDB call analysis: calls, time and write units per row by origin, command and call site, and written partitions grouped by pattern.
import { MARKER_SHARDS } from '../../lib/imports/row-queue.js';
import type { CallStats, OriginReport } from './call-origins.js';
import { round } from './stats.js';

/** Calls, time and writes of one origin per finished row, by command and by call site. */
export function perRow(report: OriginReport | undefined, rows: number) {
  const scale = (stats: CallStats) => ({
    calls: round(stats.calls / rows, 3),
    meanMs: round(stats.milliseconds / Math.max(stats.calls, 1)),
    itemsWritten: round(stats.itemsWritten / rows, 2),
    wcu: round(stats.wcu / rows, 2),
    gsiWrites: round(stats.gsiWrites / rows, 2),
    errors: stats.errors,
  });
  if (!report) return undefined;
  const sorted = (record: Record<string, CallStats>) =>
    Object.fromEntries(
      Object.entries(record)
        .sort(([, a], [, b]) => b.calls - a.calls)
        .map(([name, stats]) => [name, scale(stats)]),
    );
  return { total: scale(report.total), byCommand: sorted(report.byCommand), bySite: sorted(report.bySite) };
}

export type PerRow = NonNullable<ReturnType<typeof perRow>>;

/** Groups exact partition keys into patterns (one idempotency or guard partition per value), keeping the hottest single partition of each. */
export function partitionPatterns(
  partitions: Record<string, { items: number; wcu: number }>,
  importId: string,
  acceptedRows: number,
) {
  const patternOf = (pk: string) =>
    pk
      .split(importId)
      .join('<import>')
      .replace(/[0-9a-f]{64}/g, '<sha256>')
      .replace(/^UNIQUE#<org>#([^#]+)#([^#]+)#.*$/, 'UNIQUE#<org>#$1#$2#<value>')
      .replace(/^QUEUEDROW#\d+$/, `QUEUEDROW#<0..${MARKER_SHARDS - 1}>`);
  const patterns = new Map<
    string,
    { partitions: number; items: number; wcu: number; hottestWcu: number; hottest: string }
  >();
  for (const [pk, stats] of Object.entries(partitions)) {
    const pattern = patternOf(pk);
    const entry = patterns.get(pattern) ?? { partitions: 0, items: 0, wcu: 0, hottestWcu: 0, hottest: pk };
    entry.partitions++;
    entry.items += stats.items;
    entry.wcu += stats.wcu;
    if (stats.wcu > entry.hottestWcu) Object.assign(entry, { hottestWcu: stats.wcu, hottest: pk });
    patterns.set(pattern, entry);
  }
  return [...patterns.entries()]
    .map(([pattern, entry]) => ({
      pattern,
      partitions: entry.partitions,
      itemsPerRow: round(entry.items / acceptedRows, 2),
      wcuPerRow: round(entry.wcu / acceptedRows, 2),
      hottestPartitionWcuPerRow: round(entry.hottestWcu / acceptedRows, 2),
      /** Rows per second one import can take before its hottest partition of this pattern needs more than 1,000 WCU/s. */
      rowsPerSecondAt1000Wcu: Math.floor(1000 / Math.max(entry.hottestWcu / acceptedRows, 1e-9)),
    }))
    .sort((a, b) => b.hottestPartitionWcuPerRow - a.hottestPartitionWcuPerRow);
}
