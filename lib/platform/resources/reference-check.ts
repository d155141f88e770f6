// Checks the ids a write body sets in reference fields: each must name a live record the organization may refer to.
import { type FieldError, InvalidRequestError } from '../http/errors.js';
import type { RecordAddress } from '../store/record-reads.js';
import type { StoredRecord } from '../store/records.js';
import type { Store } from '../store/store.js';
import type { Data } from './behaviour.js';
import type { Lookup, Reach, Resource } from './define.js';
import type { Families } from './families.js';
import type { FieldSpec } from './fields.js';

/** How references reach a family's records: as it declares, or in the organization's own namespace. */
const reachOf = (family: Resource): Reach =>
  family.reach ?? {
    scope: 'of this organization',
    lookup: (org, id) => ({ at: { entity: family.entity, org, id } }),
  };

/** A reference field the body sets, with the family its ids name and each id (an array field's items). */
interface Reference {
  field: string;
  family: Resource;
  ids: string[];
}

/**
 * The family whose records a field's ids must name, or undefined for a field that is checked for its form only: no
 * reference, a read-only one (the service's own, never from a body), or a prefix of no family (`rcn_`, root contacts,
 * which this service does not keep).
 */
function checkedFamily(spec: FieldSpec, families: Families): Resource | undefined {
  return spec.references && !spec.readOnly ? families.byIdPrefix(spec.references) : undefined;
}

/** What a field's ids must name, for the docs; undefined for a field whose ids are not checked. */
export function referenceRule(spec: FieldSpec, families: Families): string | undefined {
  const family = checkedFamily(spec, families);
  return family && `names a live ${family.object} ${reachOf(family).scope}`;
}

/** The checked reference fields `body` sets. */
function referencesIn(resource: Resource, body: Data, families: Families): Reference[] {
  const references: Reference[] = [];
  for (const [field, spec] of Object.entries(resource.fields)) {
    const value = body[field];
    const family = checkedFamily(spec, families);
    if (!family || value === null || value === undefined) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    const ids = values.filter((id) => typeof id === 'string');
    if (ids.length) references.push({ field, family, ids });
  }
  return references;
}

export function createReferenceCheck(store: Store, families: Families) {
  /** Live records at each lookup (undefined where none is live): two reads at most, one batch per step. */
  async function resolve(lookups: readonly Lookup[]): Promise<Array<StoredRecord | undefined>> {
    const first = await store.getLive(lookups.map((lookup) => lookup.at));
    const then = lookups.map((lookup, i) => (lookup.onward && first[i] ? lookup.onward(first[i]) : undefined));
    const addresses = then.filter((address): address is RecordAddress => !!address);
    const second = addresses.length ? await store.getLive(addresses) : [];
    let next = 0;
    return lookups.map((lookup, i) => (!lookup.onward ? first[i] : then[i] ? second[next++] : undefined));
  }

  /**
   * Refuses (400 invalid_request, one error per field) a body whose reference fields name a record that does not
   * exist, is deleted, or belongs to another organization. Returns the records named, by id, for the write's hooks.
   */
  return async function checkReferences(
    resource: Resource,
    org: string,
    body: Data,
  ): Promise<Map<string, StoredRecord>> {
    const references = referencesIn(resource, body, families);
    const named = references.flatMap(({ family, ids }) =>
      ids.map((id) => ({ id, lookup: reachOf(family).lookup(org, id) })),
    );
    const records = named.length ? await resolve(named.map(({ lookup }) => lookup)) : [];
    const found = new Map<string, StoredRecord>();
    for (const [i, record] of records.entries()) if (record) found.set(named[i]!.id, record);
    const errors: FieldError[] = references.flatMap(({ field, family, ids }) => {
      const missing = ids.filter((id) => !found.has(id));
      const message = `does not name a live ${family.object} ${reachOf(family).scope} (${missing.join(', ')})`;
      return missing.length ? [{ path: field, message }] : [];
    });
    if (errors.length)
      throw new InvalidRequestError(
        `Invalid references: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`,
        errors,
      );
    return found;
  };
}
