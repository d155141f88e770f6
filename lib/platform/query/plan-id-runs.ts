// Chooses the index items that can serve a list or count in id order: a search word's tokens, or an array's values.
import type { EntityType } from '../store/entity.js';
import {
  type IdRun,
  listable,
  MIN_TOKEN_CHARS,
  membershipOverflowRun,
  membershipRun,
  searchOverflowRun,
  TOKEN_CHARS,
  tokenOf,
  tokenRun,
} from '../store/index-items.js';
import { queryWords } from '../store/search-words.js';
import type { Store } from '../store/store.js';
import { ID_ORDER } from './order-key.js';
import type { Filter, ListQuery } from './types.js';

/**
 * Distinct tokens one word may begin for the token index to serve it: each is a run to merge, and a word that begins
 * more (a short, common prefix) matches so much that reading in order and checking is cheaper.
 */
const MAX_TOKEN_RUNS = 8;

/** A run, and whether each of its ids matches the whole query without a look at its record. */
export type PlannedRun = IdRun & { exact: boolean };

export interface IdRunsPlan {
  /** Runs whose union, in id order, holds every match (and maybe more, which the check drops). */
  runs: PlannedRun[];
  /** Items read to choose them (the token skips). */
  scannedCount: number;
}

const MEMBERSHIP_OPERATORS: ReadonlySet<string> = new Set(['has', 'hasSome', 'hasEvery']);

/** The runs of a membership filter: one per value it asks for (hasEvery: its first, the rest is checked). */
function membershipRuns(entity: EntityType, org: string, filter: Filter, exact: boolean): PlannedRun[] {
  const field = filter.field.path;
  const wanted = filter.operator === 'hasEvery' ? filter.values.slice(0, 1) : filter.values;
  return [
    ...wanted.filter(listable).map((value) => ({ ...membershipRun(org, entity.object, field, String(value)), exact })),
    { ...membershipOverflowRun(org, entity.object, field), exact: false },
  ];
}

/**
 * The runs that serve a query in id order, or undefined when none can (another order, deleted records asked for, no
 * indexed word or array filter, or only words too short or too common): the caller then reads in order and checks.
 * The search's rarest word (fewest tokens) leads; failing one, an array filter does.
 */
export async function planIdRuns(
  store: Pick<Store, 'idRuns'>,
  entity: EntityType,
  org: string,
  query: ListQuery,
): Promise<IdRunsPlan | undefined> {
  if (!ID_ORDER.has(query.orderBy.path) || query.filters.some((filter) => filter.field.path === 'deletedAt'))
    return undefined;
  const words = query.search === undefined ? [] : queryWords(query.search);
  let scannedCount = 0;
  if (entity.searchIndexed && words.length > 0) {
    const leads = words.filter((word) => [...word].length >= MIN_TOKEN_CHARS);
    const found = await Promise.all(
      leads.map(async (word) => {
        const { tokens, scannedCount: read } = await store.idRuns.tokensBeginning(
          org,
          entity.object,
          tokenOf(word),
          MAX_TOKEN_RUNS,
        );
        scannedCount += read;
        return { word, tokens };
      }),
    );
    const lead = found
      .filter((candidate): candidate is { word: string; tokens: string[] } => candidate.tokens !== undefined)
      .sort((a, b) => a.tokens.length - b.tokens.length)[0];
    if (lead) {
      const exact = words.length === 1 && query.filters.length === 0 && [...lead.word].length <= TOKEN_CHARS;
      const runs = lead.tokens.map((token) => ({ ...tokenRun(org, entity.object, token), exact }));
      return { runs: [...runs, { ...searchOverflowRun(org, entity.object), exact: false }], scannedCount };
    }
  }
  const membership = query.filters.find(
    (filter) =>
      entity.memberships?.includes(filter.field.path) &&
      MEMBERSHIP_OPERATORS.has(filter.operator) &&
      !filter.values.includes(null),
  );
  if (!membership) return undefined;
  const exact =
    words.length === 0 &&
    query.filters.length === 1 &&
    (membership.operator !== 'hasEvery' || membership.values.length === 1);
  return { runs: membershipRuns(entity, org, membership, exact), scannedCount };
}
