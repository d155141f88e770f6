// The parameters of a family's list and count: search, selection, page size, cursors, order and filters.
import { DEFAULT_ORDER_BY } from '../platform/query/parse-order-by.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../platform/query/types.js';
import type { Resource } from '../platform/resources/define.js';
import type { JsonSchema } from './json-schema.js';
import { queryFields, schemaNames } from './resource-schemas.js';

const parameterRef = (name: string) => ({ $ref: `#/components/parameters/${name}` });

/** Parameters every family's list shares, kept once in the components. */
export const sharedListParameters: Record<string, JsonSchema> = {
  query: {
    name: 'query',
    in: 'query',
    description: "Case-insensitive search over the family's text fields.",
    schema: { type: 'string', maxLength: 10000 },
  },
  select: {
    name: 'select[]',
    in: 'query',
    description: 'Return only these fields (repeat the parameter; dots name nested fields: `company.name`).',
    style: 'form',
    explode: true,
    schema: { type: 'array', items: { type: 'string' } },
  },
  limit: {
    name: 'limit',
    in: 'query',
    description: `Records per page, 1 to ${MAX_LIMIT}.`,
    schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
  },
  sort: {
    name: 'sort',
    in: 'query',
    description: 'The direction of `orderBy`.',
    schema: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  },
};

const ULID = '[0-9A-HJKMNP-TV-Z]{26}';

/** The sortable fields `orderBy` may name; custom properties order as `customProperties.<name>`. */
function orderBySchema(resource: Resource): JsonSchema {
  const sortable = queryFields(resource)
    .filter(([, spec]) => spec.sortable && spec.queryType)
    .map(([name]) => name);
  const byEnum = { type: 'string', enum: sortable, default: DEFAULT_ORDER_BY };
  const custom = Object.values(resource.fields).some((spec) => spec.customPropertiesTarget);
  return custom ? { anyOf: [byEnum, { type: 'string', pattern: '^customProperties\\.[^.]+$' }] } : byEnum;
}

function cursor(name: 'startingAfter' | 'endingBefore', resource: Resource): JsonSchema {
  const which = name === 'startingAfter' ? 'last' : 'first';
  return {
    name,
    in: 'query',
    description: `The id of the ${which} record of the current page (give one cursor at most).`,
    schema: { type: 'string', pattern: `^${resource.idPrefix}_${ULID}$` },
  };
}

/** The filters of a family: one object parameter, form-exploded, so each property is its own query parameter. */
function filterParameter(resource: Resource): JsonSchema {
  return {
    name: 'filter',
    in: 'query',
    description:
      'Each property is sent as its own query parameter, `filter.<field>.<operator>=<value>` (for example ' +
      '`filter.createdAt.gte=2026-01-01`). Soft-deleted records are left out unless a filter on `deletedAt` asks for them.',
    style: 'form',
    explode: true,
    schema: { $ref: `#/components/schemas/${schemaNames(resource).filter}` },
  };
}

/** The parameters of `GET /v5/<family>`. */
export function listParameters(resource: Resource): JsonSchema[] {
  return [
    parameterRef('query'),
    filterParameter(resource),
    parameterRef('select'),
    parameterRef('limit'),
    cursor('startingAfter', resource),
    cursor('endingBefore', resource),
    {
      name: 'orderBy',
      in: 'query',
      description: 'The field to order by.',
      schema: orderBySchema(resource),
    },
    parameterRef('sort'),
  ];
}

/** The parameters of `GET /v5/<family>/count`: the search and the filters. */
export function countParameters(resource: Resource): JsonSchema[] {
  return [parameterRef('query'), filterParameter(resource)];
}
