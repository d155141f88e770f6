// The generic engine: turns any resource definition into list, count, get, create, update and soft delete.
import { InvalidRequestError, NotFoundError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import { executeList } from '../query/execute-list.js';
import { recordPredicate } from '../query/matches.js';
import { parseListQuery } from '../query/parse-list-query.js';
import { planList } from '../query/plan.js';
import { selectFields } from '../query/select.js';
import type { StoredRecord, WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';
import {
  checkCustomProperties,
  mergeCustomProperties,
  withCustomProperties,
  type PropertyDefinition,
} from './custom-properties.js';
import type { Resource } from './define.js';

/** Adjusts a record before it is written: resolves references, copies in denormalised values. */
export type BeforeWrite = (write: {
  org: string;
  data: Record<string, unknown>;
  current?: StoredRecord;
}) => Promise<Record<string, unknown>>;

export interface EngineOptions {
  store: Store;
  /** The organization's custom property definitions for a target. */
  propertyDefinitions: (org: string, target: 'CONTACT' | 'COMPANY') => Promise<PropertyDefinition[]>;
  /** Per-object hooks for resources with behaviour of their own. */
  beforeWrite?: Partial<Record<string, BeforeWrite>>;
}

const CUSTOM = 'customProperties';

export function createEngine({ store, propertyDefinitions, beforeWrite = {} }: EngineOptions) {
  const customTarget = (resource: Resource) => resource.fields[CUSTOM]?.customPropertiesTarget;

  /** The resource's catalog, with customProperties.<name> when the query names custom properties. */
  async function catalogFor(resource: Resource, org: string, rawQuery: string) {
    const target = customTarget(resource);
    if (!target || !rawQuery.includes(CUSTOM)) return resource.catalog;
    return withCustomProperties(resource.catalog, await propertyDefinitions(org, target));
  }

  async function checkCustom(resource: Resource, org: string, values: unknown): Promise<void> {
    const target = customTarget(resource);
    if (target && values && Object.keys(values).length)
      checkCustomProperties(values as Record<string, unknown>, await propertyDefinitions(org, target));
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

  const engine = {
    async list(resource: Resource, org: string, rawQuery: string) {
      const query = parseListQuery(rawQuery, await catalogFor(resource, org, rawQuery), {
        idPrefix: resource.idPrefix,
        mode: 'list',
      });
      const result = await executeList(store, resource.entity, org, query, planList(resource.entity, org, query));
      return {
        items: result.items.map((record) => selectFields(resource.present(record), query.select)),
        scannedCount: result.scannedCount,
      };
    },

    async count(resource: Resource, org: string, rawQuery: string) {
      const query = parseListQuery(rawQuery, await catalogFor(resource, org, rawQuery), {
        idPrefix: resource.idPrefix,
        mode: 'count',
      });
      const plan = planList(resource.entity, org, query);
      const { count, scannedCount } = await store.count({
        entity: resource.entity,
        org,
        index: plan.index,
        keyCondition: plan.keyCondition,
        includeDeleted: plan.includeDeleted,
        predicate: recordPredicate(plan.residual, query.search),
        projection:
          plan.residual.length || query.search
            ? [...plan.residual.map((filter) => filter.field.path.split('.')[0]!), '_search']
            : undefined,
      });
      return { count, scannedCount };
    },

    async get(resource: Resource, org: string, id: string) {
      validId(resource, id);
      const record = await store.get(resource.entity, org, id);
      if (!record) throw new NotFoundError(`No ${resource.object} with id ${id} exists.`);
      return resource.present(record);
    },

    /**
     * Validates a request body and prepares the record it creates, without writing it: `create` writes it alone, and the
     * import worker commits it together with the other records of a row. `trusted` data (set by the service, not the
     * caller) may fill read-only fields; `id` names the record for idempotent writers.
     */
    async prepareCreate(
      resource: Resource,
      ctx: WriteContext,
      body: unknown,
      trusted: Record<string, unknown> = {},
      options: { id?: string } = {},
    ) {
      const data = parseBody(resource.createSchema, body);
      checkRequiredOne(resource, data);
      await checkCustom(resource, ctx.org, data[CUSTOM]);
      const hook = beforeWrite[resource.object];
      const prepared = owned(resource, ctx.org, resource.withDefaults({ ...data, ...trusted }));
      return {
        entity: resource.entity,
        ctx,
        data: hook ? await hook({ org: ctx.org, data: prepared }) : prepared,
        id: options.id,
      };
    },

    /** Creates from a request body; see prepareCreate. */
    async create(
      resource: Resource,
      ctx: WriteContext,
      body: unknown,
      trusted: Record<string, unknown> = {},
      options: { id?: string } = {},
    ) {
      const { entity, data, id } = await engine.prepareCreate(resource, ctx, body, trusted, options);
      return resource.present(await store.create(entity, ctx, data, { id }));
    },

    async update(resource: Resource, ctx: WriteContext, id: string, body: unknown, schema = resource.updateSchema) {
      validId(resource, id);
      const patch = parseBody(schema, body);
      await checkCustom(resource, ctx.org, patch[CUSTOM]);
      const hook = beforeWrite[resource.object];
      // The hook may read other records; it runs before the store's read-modify-write so that a retry does not repeat it.
      const current = hook ? await store.get(resource.entity, ctx.org, id) : undefined;
      const extra = hook && current ? await hook({ org: ctx.org, data: patch, current }) : patch;
      const record = await store.update(resource.entity, ctx, id, (latest) => {
        checkRequiredOne(resource, { ...latest, ...extra });
        return patch[CUSTOM]
          ? {
              ...extra,
              [CUSTOM]: mergeCustomProperties(
                latest[CUSTOM] as Record<string, unknown>,
                patch[CUSTOM] as Record<string, unknown>,
              ),
            }
          : extra;
      });
      return resource.present(record);
    },

    async remove(resource: Resource, ctx: WriteContext, id: string) {
      validId(resource, id);
      return resource.present(await store.softDelete(resource.entity, ctx, id));
    },
  };
  return engine;
}

export type Engine = ReturnType<typeof createEngine>;
