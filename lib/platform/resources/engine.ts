// The generic engine: turns any resource definition into list, count, get, create, update and soft delete, with its hooks.
import { ulid } from 'ulid';
import { type Clock, systemClock } from '../clock.js';
import { InvalidRequestError, NotFoundError } from '../http/errors.js';
import type { PublicUrlSettings } from '../http/public-url.js';
import { parseBody } from '../http/validate.js';
import { countList } from '../query/count-list.js';
import { executeList } from '../query/execute-list.js';
import { DEFAULT_READ_BUDGET } from '../query/list-read.js';
import { parseListQuery } from '../query/parse-list-query.js';
import { planList } from '../query/plan.js';
import { servedOrder } from '../query/order-key.js';
import { selectFields } from '../query/select.js';
import { pageEndsOf } from '../query/page-links.js';
import type { StoredRecord, WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';
import type {
  CampaignJoins,
  Data,
  HookContext,
  NoteReasoningPort,
  ResourceServices,
  WriteOrigin,
} from './behaviour.js';
import {
  checkCustomProperties,
  mergeCustomProperties,
  type PropertyDefinition,
  withCustomProperties,
} from './custom-properties.js';
import type { Fields, RecordOf, Resource } from './define.js';
import { numberSlotFor, recordNumbered } from './numbered-reads.js';
import { properties } from './properties.js';
import { createReferenceCheck } from './reference-check.js';
import type { Families } from './families.js';

const CUSTOM = 'customProperties';

/**
 * `readBudget`: items one list or count may read before it is refused as too broad. `campaignJoins`: what the parts
 * above the resources do when contacts join a campaign, and `noteReasoning` what they do with new notes; the hooks find
 * them on their context (none: nothing is queued), with `publicUrl`, `deploymentSender`, `credentialVault`, `outbound` and
 * `sendingDomains`. `now`: the time the families' writes are made at
 * (the engine's `now`), which the local runtime can shift.
 */
export function createEngine({
  store,
  families,
  readBudget = DEFAULT_READ_BUDGET,
  campaignJoins,
  noteReasoning,
  publicUrl,
  deploymentSender,
  credentialVault,
  sendingDomains,
  outbound,
  now = systemClock,
}: {
  store: Store;
  /** Every family, which reference fields name by id prefix. */
  families: Families;
  readBudget?: number;
  campaignJoins?: CampaignJoins;
  noteReasoning?: NoteReasoningPort;
  publicUrl?: PublicUrlSettings;
  deploymentSender?: ResourceServices['deploymentSender'];
  credentialVault?: ResourceServices['credentialVault'];
  sendingDomains?: ResourceServices['sendingDomains'];
  outbound?: ResourceServices['outbound'];
  now?: Clock;
}) {
  const customTarget = (resource: Resource) => resource.fields[CUSTOM]?.customPropertiesTarget;
  const checkReferences = createReferenceCheck(store, families);

  /** The organization's custom property definitions for a target. */
  async function propertyDefinitions(org: string, target: 'CONTACT' | 'COMPANY'): Promise<PropertyDefinition[]> {
    const { items } = await store.collect({
      entity: properties.entity,
      org,
      consistent: true,
      predicate: (item) => item.target === target,
    });
    return items;
  }

  /** The resource's catalog, with customProperties.<name> when the query names custom properties. */
  async function catalogFor(resource: Resource, org: string, rawQuery: string) {
    const target = customTarget(resource);
    if (!target || !rawQuery.includes(CUSTOM)) return resource.catalog;
    return withCustomProperties(resource.catalog, await propertyDefinitions(org, target));
  }

  async function checkCustom(resource: Resource, org: string, values: unknown): Promise<void> {
    const target = customTarget(resource);
    if (target && typeof values === 'object' && values !== null && Object.keys(values).length)
      checkCustomProperties(values, await propertyDefinitions(org, target));
  }

  function validId(resource: Resource, id: string): void {
    if (!id.startsWith(`${resource.idPrefix}_`)) throw new NotFoundError(`No ${resource.object} with id ${id} exists.`);
  }

  /** Refuses a record that has none of the fields of which the resource needs at least one. */
  function checkRequiredOne(resource: Resource, record: Record<string, unknown>): void {
    const fields = resource.requireOneOf;
    if (!fields || fields.some((name) => record[name] !== null && record[name] !== undefined && record[name] !== ''))
      return;
    throw new InvalidRequestError(
      `A ${resource.object} needs at least one of ${fields.join(', ')}.`,
      fields.map((path) => ({
        path,
        message: `is required unless ${fields.filter((f) => f !== path).join(', ')} is given`,
      })),
    );
  }

  /** Fields the service fills on every write: the owning organization where the record names one. */
  function owned(resource: Resource, org: string, data: Record<string, unknown>) {
    return 'organizationId' in resource.fields ? { ...data, organizationId: org } : data;
  }

  const hookContext = (
    write: WriteContext,
    origin: WriteOrigin,
    references: ReadonlyMap<string, StoredRecord>,
  ): HookContext => ({
    store,
    engine,
    ...(campaignJoins ? { campaignJoins } : {}),
    ...(noteReasoning ? { noteReasoning } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    ...(deploymentSender ? { deploymentSender } : {}),
    ...(credentialVault ? { credentialVault } : {}),
    ...(sendingDomains ? { sendingDomains } : {}),
    ...(outbound ? { outbound } : {}),
    write,
    request: origin.request,
    reveal: {},
    references,
  });

  const engine = {
    now,
    /** The families the engine serves: hooks find a family here that their own module cannot import. */
    families,
    /** Refuses custom property values the organization's definitions do not allow (a 400 naming each). */
    checkCustom,

    async list(resource: Resource, org: string, rawQuery: string) {
      const parsed = parseListQuery(rawQuery, await catalogFor(resource, org, rawQuery), {
        idPrefix: resource.idPrefix,
        mode: 'list',
      });
      const query = servedOrder(resource.entity, parsed);
      const plan = planList(resource.entity, query);
      const result = await executeList(store, resource.entity, org, query, plan, readBudget);
      return {
        items: result.items.map((record) => selectFields(resource.present(record), query.select)),
        scannedCount: result.scannedCount,
        ends: pageEndsOf(
          query,
          result.items.map((record) => record.id),
        ),
      };
    },

    async count(resource: Resource, org: string, rawQuery: string) {
      const query = parseListQuery(rawQuery, await catalogFor(resource, org, rawQuery), {
        idPrefix: resource.idPrefix,
        mode: 'count',
      });
      return countList(store, resource.entity, org, query, planList(resource.entity, query), readBudget);
    },

    /**
     * A live record by id as the store holds it (hidden fields too), or for a numbered family by its number too (one
     * query of the index that sorts by it); 404 when there is none.
     */
    async read<F extends Fields>(resource: Resource<F>, org: string, id: string): Promise<RecordOf<F>> {
      const numberSlot = numberSlotFor(resource, id);
      if (numberSlot === undefined) validId(resource, id);
      const record =
        numberSlot === undefined
          ? await store.get(resource.entity, org, id)
          : await recordNumbered(store, resource.entity, org, numberSlot, Number(id));
      if (!record) throw new NotFoundError(`No ${resource.object} with id ${id} exists.`);
      return record;
    },

    /** A live record by id as the API presents it; 404 when there is none. */
    async get(resource: Resource, org: string, id: string) {
      return resource.present(await engine.read(resource, org, id));
    },

    /**
     * Validates a request body and prepares the record it creates, without writing it: `create` writes it alone, and the
     * import worker commits it together with the other records of a row. `trusted` data (set by the service, not the
     * caller) may fill read-only fields; `id` names the record for idempotent writers. The body's references must name
     * live records (reference-check.ts) unless `knownReferences` says that the caller made or has just read each of
     * them (the import worker, whose records name one another within the row's transaction).
     */
    async prepareCreate<F extends Fields>(
      resource: Resource<F>,
      ctx: WriteContext,
      body: unknown,
      trusted: Data = {},
      options: { id?: string; knownReferences?: boolean } & WriteOrigin = {},
    ) {
      const data = parseBody(resource.createSchema, body);
      checkRequiredOne(resource, data);
      await checkCustom(resource, ctx.org, data[CUSTOM]);
      const references = options.knownReferences ? new Map() : await checkReferences(resource, ctx.org, data);
      const prepared = owned(resource, ctx.org, resource.withDefaults({ ...data, ...trusted }));
      const id = options.id ?? `${resource.idPrefix}_${ulid()}`;
      const hooks = hookContext(ctx, options, references);
      const before = resource.hooks?.beforeCreate;
      // Whatever the hooks did with a write-only value (sealed it), the table never gets it.
      return {
        entity: resource.entity,
        ctx,
        data: resource.storable(before ? await before({ ...hooks, id }, prepared) : prepared),
        id,
        hooks,
      };
    },

    /** Creates from a request body; see prepareCreate. The answer carries what the hooks reveal (a secret, once). */
    async create<F extends Fields>(
      resource: Resource<F>,
      ctx: WriteContext,
      body: unknown,
      trusted: Data = {},
      options: { id?: string } & WriteOrigin = {},
    ) {
      const { entity, data, id, hooks } = await engine.prepareCreate(resource, ctx, body, trusted, options);
      const record = await store.create(entity, ctx, data, { id });
      await resource.hooks?.afterCreate?.(hooks, record);
      return { ...resource.present(record), ...hooks.reveal };
    },

    /**
     * Changes a record from a request body (the family's update schema, or `schema`); the references it sets must name
     * live records. `precondition` sees the record as the write finds it and throws to refuse the write.
     */
    async update<F extends Fields>(
      resource: Resource<F>,
      ctx: WriteContext,
      id: string,
      body: unknown,
      options: {
        schema?: Resource['updateSchema'];
        precondition?: (current: RecordOf<F>) => void;
      } & WriteOrigin = {},
    ) {
      validId(resource, id);
      const patch = parseBody(options.schema ?? resource.updateSchema, body);
      await checkCustom(resource, ctx.org, patch[CUSTOM]);
      const hooks = hookContext(ctx, options, await checkReferences(resource, ctx.org, patch));
      const before = resource.hooks?.beforeUpdate;
      // The hook may read other records; it runs before the store's read-modify-write so that a retry does not repeat it.
      const current = before ? await store.get(resource.entity, ctx.org, id) : undefined;
      const extra = resource.storable(before && current ? await before(hooks, patch, current) : patch);
      const custom = patch[CUSTOM];
      const record = await store.update(resource.entity, ctx, id, (latest) => {
        options.precondition?.(latest);
        checkRequiredOne(resource, { ...latest, ...extra });
        return typeof custom === 'object' && custom !== null
          ? { ...extra, [CUSTOM]: mergeCustomProperties(latest[CUSTOM], custom) }
          : extra;
      });
      await resource.hooks?.afterUpdate?.(hooks, record);
      return { ...resource.present(record), ...hooks.reveal };
    },

    /** A change the service computes from the current record (a rotated secret), outside the caller's body. */
    async change<F extends Fields>(
      resource: Resource<F>,
      ctx: WriteContext,
      id: string,
      change: (current: RecordOf<F>) => Data,
    ) {
      validId(resource, id);
      return resource.present(
        await store.update(resource.entity, ctx, id, (current) => resource.storable(change(current))),
      );
    },

    async remove<F extends Fields>(resource: Resource<F>, ctx: WriteContext, id: string, origin: WriteOrigin = {}) {
      validId(resource, id);
      const hooks = hookContext(ctx, origin, new Map());
      const before = resource.hooks?.beforeDelete;
      const current = before ? await store.get(resource.entity, ctx.org, id) : undefined;
      if (before && current) await before(hooks, current);
      const record = await store.softDelete(resource.entity, ctx, id);
      await resource.hooks?.afterDelete?.(hooks, record);
      return resource.present(record);
    },
  };
  return engine;
}

export type Engine = ReturnType<typeof createEngine>;
