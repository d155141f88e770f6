// Checks an organization's search tokens, memberships and tallies against what its records make: a Scan, for benches and operators, never a request.
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { inParallel } from '../in-parallel.js';
import type { EntityType } from './entity.js';
import { indexItems, indexPartitionPrefixes } from './index-items.js';
import { itemKey, toRecord } from './item-mapping.js';
import { recordPartition } from './keys.js';
import type { Item, TableAccess } from './table-access.js';
import { isTallyPartition, talliesOf } from './tallies.js';

/** How far one record type's indexing is from its records: each figure is 0 when they agree. */
export interface IndexDrift {
  records: number;
  /** Token and membership items a live record should have and the table lacks. */
  missingIndexItems: number;
  /** Token and membership items no live record has (a record's old version's, or a deleted one's). */
  staleIndexItems: number;
  /** Summed over the type's tallies: |stored count − the records that count in it|. */
  tallyDrift: number;
}

/**
 * Items one Scan page reads at most. Without a Limit, DynamoDB Local on disk reads each page from the rest of its
 * segment, so a table of millions of items took hours; with it a page reads its own items (60,000 items: 57 s without,
 * 13 s with). Segments do not split a partition (they divide the hash of its key): the Limit keeps a big one linear.
 */
const PAGE_ITEMS = 1000;

/** Every item of the organization, read in `segments` parallel Scan segments, 4 at once. */
async function scanOrganization({ client, tableName }: TableAccess, org: string, segments: number): Promise<Item[]> {
  const items: Item[] = [];
  await inParallel(segments, 4, async (segment) => {
    let start: ScanCommandOutput['LastEvaluatedKey'];
    do {
      const page: ScanCommandOutput = await client.send(
        new ScanCommand({
          TableName: tableName,
          ConsistentRead: true,
          FilterExpression: 'begins_with(PK, :org)',
          ExpressionAttributeValues: { ':org': recordPartition(org, '') },
          ExclusiveStartKey: start,
          Limit: PAGE_ITEMS,
          ...(segments > 1 ? { Segment: segment, TotalSegments: segments } : {}),
        }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
  });
  return items;
}

const difference = (of: Set<string>, without: Set<string>) => [...of].filter((key) => !without.has(key)).length;

function driftOf(entity: EntityType, org: string, items: readonly Item[]): IndexDrift {
  const partition = recordPartition(org, entity.object);
  const stored = items.filter((item) => item.PK === partition);
  const live = stored.filter((item) => item.deletedAt === null).map((item) => toRecord(entity, item));
  const expected = new Set(live.flatMap((record) => indexItems(entity, org, record).map(itemKey)));
  const prefixes = Object.values(indexPartitionPrefixes(org, entity.object));
  const isIndexItem = (pk: string) => prefixes.some((prefix) => pk.startsWith(prefix));
  const indexed = new Set(items.filter((item) => isIndexItem(String(item.PK))).map(itemKey));
  const counted = new Map<string, number>();
  for (const record of live)
    for (const name of talliesOf(entity, record)) counted.set(name, (counted.get(name) ?? 0) + 1);
  const tallied = new Map<string, number>();
  for (const item of items.filter((each) => isTallyPartition(String(each.PK), org, entity.object)))
    tallied.set(String(item.SK), (tallied.get(String(item.SK)) ?? 0) + Number(item.count ?? 0));
  const names = new Set([...counted.keys(), ...tallied.keys()]);
  return {
    records: live.length,
    missingIndexItems: difference(expected, indexed),
    staleIndexItems: difference(indexed, expected),
    tallyDrift: [...names].reduce(
      (sum, name) => sum + Math.abs((tallied.get(name) ?? 0) - (counted.get(name) ?? 0)),
      0,
    ),
  };
}

/**
 * The drift of each of `entities` in one organization, by record type, and its total, from one Scan of the table in
 * `segments` (1 unless given; about one per thousand items for a large table).
 */
export function createIndexAudit(table: TableAccess) {
  return async (org: string, entities: readonly EntityType[], { segments = 1 } = {}) => {
    const items = await scanOrganization(table, org, Math.max(1, Math.floor(segments)));
    const byType = Object.fromEntries(entities.map((entity) => [entity.object, driftOf(entity, org, items)]));
    const total = Object.values(byType).reduce(
      (sum, d) => sum + d.missingIndexItems + d.staleIndexItems + d.tallyDrift,
      0,
    );
    return { total, byType };
  };
}
