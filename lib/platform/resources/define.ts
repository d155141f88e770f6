// Turns a resource declaration into what the engine needs: the store entity, body schemas, the query catalog and scopes.
import * as v from 'valibot';
import type { FieldCatalog, QueryField } from '../query/types.js';
import type { EntityType, IndexMapping, UniqueConstraint } from '../store/entity.js';
import type { RecordAddress } from '../store/record-reads.js';
import { ENVELOPE_FIELDS, type StoredRecord } from '../store/records.js';
import type { ResourceAction, WriteHooks, WritePolicy } from './behaviour.js';
import { isSchema } from '../schemas/common.js';
import { defaultOf, f, type FieldSpec, type ValueOf, writeValueSchema } from './fields.js';
import { withoutWriteOnly } from './write-only.js';

/** Envelope fields the store fills on every write. */
const storeOwned: ReadonlySet<string> = new Set(ENVELOPE_FIELDS);

/** Where the record an id names is read: `at`, and for records kept elsewhere `onward`, where `at` points. */
export interface Lookup {
  at: RecordAddress;
  /** Where `found`, the record at `at`, points to; a family may take it as the record type of the entity at `at`. */
  onward?(found: StoredRecord): RecordAddress;
}

/** How references to a family reach its records, and whose records a valid reference names (for the error message). */
export interface Reach {
  scope: string;
  lookup(org: string, id: string): Lookup;
}

/** The fields of a family, by name. */
export type Fields = Record<string, FieldSpec>;

/** A stored record of a family, typed by its field declarations (as ElectroDB infers item types). */
export type RecordOf<F> = StoredRecord & { [K in keyof F]: ValueOf<F[K]> };

export interface ResourceDeclaration<F extends Fields = Fields> {
  /** The record's `object`: `contact`. */
  object: string;
  /** Id prefix without the underscore: `con`. */
  idPrefix: string;
  /** Path segment, the kebab-case plural: `contacts`; scopes are `<path>:read` and `<path>:write`. */
  path: string;
  /** One sentence for the docs: what a record of this family is. */
  description: string;
  fields: F;
  /**
   * Orders served by an index, most used first: each takes one index slot, the next one unless `slot` names it (so that
   * an order dropped from a family leaves the slots after it where the table's items have them). A `sparse` slot has
   * no entry for a record whose field is null: it serves equalities, prefixes and ranges, not the order alone.
   */
  indexes?: ReadonlyArray<{ sortBy: string; partitionBy?: string; slot?: number; sparse?: boolean }>;
  unique?: readonly UniqueConstraint[];
  /** Records the service writes itself: the API answers 405 to writes. */
  readOnly?: boolean;
  /** Days a record lives before TTL removes it. */
  retentionDays?: number;
  /** Whether writes append to the event log (default true); a family that is itself a log of events (deliveries) does not. */
  logged?: boolean;
  /** Dotted paths inside object fields that the `query` search also looks in (`company.name`). */
  searchAlso?: readonly string[];
  /** Index the words of the searched fields beside each record, so that `query` reads what it returns. */
  searchIndexed?: boolean;
  /** Array fields whose values list each record, so that has, hasSome and hasEvery read what they return. */
  memberships?: readonly string[];
  /** Fields counted per value in the write's transaction, so that a count of one value is one read. */
  tallied?: readonly string[];
  /** A record must have a value in at least one of these fields (a contact needs a name or an email). */
  requireOneOf?: readonly string[];
  /**
   * Fields a create needs when another field has a value (an SMTP connection needs its `smtp`): the family's hooks
   * refuse the create without them; this tells the interface description.
   */
  requiredWhen?: ReadonlyArray<{ field: string; equals: string; required: readonly string[] }>;
  /** Writes need a user's access token, not an API key (keys must not be able to change keys). */
  writesNeedUser?: boolean;
  /**
   * Whose records these are: the organization's (the default), the calling user's own (sessions), kept in the
   * user's namespace and reached with a user's access token only, or the service's (the billing catalogue's prices),
   * one set in SERVICE_NAMESPACE that every organization reads.
   */
  owner?: 'organization' | 'user' | 'service';
  hooks?: WriteHooks<RecordOf<NoInfer<F>>>;
  /** Routes beyond the generic six; see ResourceAction. */
  actions?: readonly ResourceAction<NoInfer<F>>[];
  /** Who may write records through the API; anyone with the family's write scope when absent. */
  writePolicy?: WritePolicy;
  /** Items kept beside each record in its own transactions (EntityType.companionItems): markers of a due index. */
  companionItems?: EntityType<RecordOf<NoInfer<F>>>['companionItems'];
  /** Named tallies each record counts in (EntityType.countedIn): a campaign's statistics. */
  countedIn?: EntityType<RecordOf<NoInfer<F>>>['countedIn'];
  /** How references reach records kept outside the organization's namespace; in the organization's when absent. */
  reach?: Reach;
  /**
   * A field holding each record's number (positive integers, one per record of the organization: a generation's
   * sequence), which the get (`GET /v5/<path>/{id}`) takes besides the id; an index must sort by it alone.
   */
  numberedBy?: string;
  /**
   * A shape the specification gives this family's records, made from the record as presented (generations): it moves
   * fields and never reads their values, so that the document can move their schemas alike.
   */
  presentAs?: <T>(presented: Record<string, T>) => Record<string, T | undefined>;
}

/** Fields every record carries; `sort` is the only one a caller may set. */
const envelopeFields = (idPrefix: string): Record<string, FieldSpec> => ({
  object: f.string({ readOnly: true, filterable: false, sortable: false }),
  id: f.ref(idPrefix, { readOnly: true }),
  sort: f.number({ default: 0 }),
  createdAt: f.dateTime({ readOnly: true }),
  updatedAt: f.dateTime({ readOnly: true }),
  deletedAt: f.dateTime({ readOnly: true, nullable: true }),
});

export interface Resource<F extends Fields = Fields> extends ResourceDeclaration<F> {
  /** The declared fields and the envelope's. */
  fields: F & Fields;
  /** The store's view of the family: reads and writes through it return `RecordOf<F>`. */
  entity: EntityType<RecordOf<F>>;
  scopes: { read: string; write: string };
  /** Body of POST: every writable field; required ones must be present. */
  createSchema: v.GenericSchema<unknown, Record<string, unknown>>;
  /** Body of PATCH: every writable, mutable field, all optional. */
  updateSchema: v.GenericSchema<unknown, Record<string, unknown>>;
  /**
   * The query language's view of the fields, by the names records are presented with (presentAs); customProperties.<name>
   * is added per organization.
   */
  catalog: FieldCatalog;
  /** The index slot that reads a record by its number (numberedBy), for a numbered family. */
  numberSlot?: number;
  /** The stored field each presented name shows, by presented name: the same names unless presentAs moves them. */
  presentedNames: Readonly<Record<string, string>>;
  /** The record as the API returns it: hidden fields and write-only entries removed. */
  present(record: Record<string, unknown>): Record<string, unknown>;
  /** A write's fields as the table may keep them: write-only entries replaced by their `<name>Set` markers. */
  storable(data: Record<string, unknown>): Record<string, unknown>;
  /** Values for the fields a create left out: defaults, or null where the field may be empty. */
  withDefaults(data: Record<string, unknown>): Record<string, unknown>;
}

function bodySchema(
  fields: Record<string, FieldSpec>,
  mode: 'create' | 'update',
): v.GenericSchema<unknown, Record<string, unknown>> {
  const entries: Record<string, v.GenericSchema> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.readOnly || (mode === 'update' && spec.immutable)) continue;
    entries[name] = mode === 'create' && spec.required ? writeValueSchema(spec) : v.optional(writeValueSchema(spec));
  }
  return v.strictObject(entries, (issue) =>
    issue.expected === 'never'
      ? `is not a field that can be ${mode === 'create' ? 'set' : 'changed'} here`
      : issue.input === undefined && issue.path?.length
        ? 'is required'
        : 'must be a JSON object',
  );
}

/** Whether a dotted path exists inside an object schema: known entries of valibot objects, any key of open maps. */
function nestedPathExists(schema: v.GenericSchema, [name, ...rest]: readonly string[]): boolean {
  if (name === undefined) return true;
  const inner = 'wrapped' in schema && isSchema(schema.wrapped) ? schema.wrapped : schema;
  if ('entries' in inner && typeof inner.entries === 'object' && inner.entries !== null) {
    const entry: unknown = Object.hasOwn(inner.entries, name) ? Reflect.get(inner.entries, name) : undefined;
    return isSchema(entry) && nestedPathExists(entry, rest);
  }
  return inner.type === 'record';
}

/** The query catalog of a resource's own fields: nested paths of objects are selectable where the object has them. */
function staticCatalog(fields: Record<string, FieldSpec>): FieldCatalog {
  const queryFields = new Map<string, QueryField>();
  for (const [path, spec] of Object.entries(fields)) {
    if (spec.hidden || !spec.queryType) continue;
    queryFields.set(path, {
      path,
      type: spec.queryType,
      elementType: spec.elementType,
      sortable: spec.sortable,
      filterable: spec.filterable,
    });
  }
  return {
    resolve: (path) => queryFields.get(path),
    selectable: (path) => {
      const [top = '', ...rest] = path.split('.');
      // A name is looked up among the declared fields only: `toString` or `__proto__` are the object's, not fields.
      const spec = Object.hasOwn(fields, top) ? fields[top] : undefined;
      if (!spec || spec.hidden) return false;
      if (rest.length === 0) return true;
      // customProperties.<name> is selectable only once the organization defines <name> (withCustomProperties).
      return spec.queryType === undefined && !spec.customPropertiesTarget && nestedPathExists(spec.schema, rest);
    },
    known: () => Object.keys(fields).filter((name) => !fields[name]!.hidden),
  };
}

/**
 * The catalog by presented names: `select[]` reads the presented record, while filters and orders read the stored one,
 * so each presented name resolves to its stored field (whose path the query reads), and a stored name that
 * presentAs moved away is no name of the catalog.
 */
function presentedCatalog(stored: FieldCatalog, presentedNames: Readonly<Record<string, string>>): FieldCatalog {
  const storedPath = (path: string) => {
    const [top = '', ...rest] = path.split('.');
    return Object.hasOwn(presentedNames, top) ? [presentedNames[top], ...rest].join('.') : undefined;
  };
  return {
    resolve: (path) => {
      const at = storedPath(path);
      return at === undefined ? undefined : stored.resolve(at);
    },
    selectable: (path) => {
      const at = storedPath(path);
      return at !== undefined && stored.selectable(at);
    },
    known: () => Object.keys(presentedNames).filter((name) => stored.known().includes(presentedNames[name]!)),
  };
}

export function defineResource<const F extends Fields>(declaration: ResourceDeclaration<F>): Resource<F> {
  const fields = { ...envelopeFields(declaration.idPrefix), ...declaration.fields };
  for (const [name, spec] of Object.entries(declaration.fields)) {
    if (!spec.readOnly && !spec.required && !spec.nullable && spec.default === undefined) {
      throw new Error(
        `${declaration.object}.${name} is optional but neither nullable nor defaulted: records would be incomplete`,
      );
    }
  }
  const indexes: IndexMapping[] = (declaration.indexes ?? []).map((index, i) => {
    const typeOf = (name: string) => {
      const type = fields[name]?.queryType;
      if (!type || type === 'array')
        throw new Error(`${declaration.object} indexes ${name}, which is not a scalar field`);
      return type;
    };
    return {
      slot: index.slot ?? i + 1,
      sortBy: { field: index.sortBy, type: typeOf(index.sortBy) },
      partitionBy: index.partitionBy ? { field: index.partitionBy, type: typeOf(index.partitionBy) } : undefined,
      ...(index.sparse ? { sparse: true } : {}),
    };
  });
  if (new Set(indexes.map(({ slot }) => slot)).size < indexes.length)
    throw new Error(`${declaration.object} maps two orders to one index slot`);
  for (const name of declaration.memberships ?? [])
    if (fields[name]?.queryType !== 'array')
      throw new Error(`${declaration.object} lists records by ${name}, which is not an array field`);
  const numberIndex = declaration.numberedBy
    ? indexes.find(({ sortBy, partitionBy }) => sortBy.field === declaration.numberedBy && !partitionBy)
    : undefined;
  if (declaration.numberedBy && numberIndex?.sortBy.type !== 'number')
    throw new Error(
      `${declaration.object} is numbered by ${declaration.numberedBy}, which no index sorts by alone as a number`,
    );
  // Records are presented envelope first, then in declaration order, without hidden fields; other stored fields follow.
  const presentedOrder = Object.keys(fields).filter((name) => !fields[name]!.hidden);
  const hiddenFields = new Set(Object.keys(fields).filter((name) => fields[name]!.hidden));
  const sameNames = Object.fromEntries(Object.keys(fields).map((name) => [name, name]));
  const presentedNames = declaration.presentAs
    ? (Object.fromEntries(
        Object.entries(declaration.presentAs(sameNames)).filter(([, stored]) => stored !== undefined),
      ) as Record<string, string>)
    : sameNames;
  return {
    ...declaration,
    fields,
    entity: {
      object: declaration.object,
      idPrefix: declaration.idPrefix,
      unique: declaration.unique,
      indexes,
      searchFields: [...Object.keys(fields).filter((name) => fields[name]!.search), ...(declaration.searchAlso ?? [])],
      searchIndexed: declaration.searchIndexed,
      memberships: declaration.memberships,
      tallied: declaration.tallied,
      retentionDays: declaration.retentionDays,
      ...(declaration.logged === false ? { logged: false } : {}),
      companionItems: declaration.companionItems,
      countedIn: declaration.countedIn,
    },
    scopes: { read: `${declaration.path}:read`, write: `${declaration.path}:write` },
    createSchema: bodySchema(fields, 'create'),
    updateSchema: bodySchema(fields, 'update'),
    catalog: declaration.presentAs ? presentedCatalog(staticCatalog(fields), presentedNames) : staticCatalog(fields),
    presentedNames,
    ...(numberIndex ? { numberSlot: numberIndex.slot } : {}),
    present: (stored) => {
      const record = withoutWriteOnly(fields, stored);
      const presented: Record<string, unknown> = {};
      for (const name of presentedOrder) if (name in record) presented[name] = record[name];
      for (const [name, value] of Object.entries(record))
        if (!(name in presented) && !hiddenFields.has(name)) presented[name] = value;
      return declaration.presentAs ? declaration.presentAs(presented) : presented;
    },
    storable: (data) => withoutWriteOnly(fields, data),
    withDefaults: (data) => {
      const complete: Record<string, unknown> = { ...data };
      for (const [name, spec] of Object.entries(fields)) {
        // The envelope is the store's to fill; every other field, read-only ones included, gets its default or null.
        if (storeOwned.has(name) || complete[name] !== undefined) continue;
        if (spec.default !== undefined) complete[name] = defaultOf(spec);
        else if (spec.nullable) complete[name] = null;
      }
      return complete;
    },
  };
}
