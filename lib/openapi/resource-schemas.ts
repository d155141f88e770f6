// The component schemas of one resource family: its record, the fields a selection returns, its bodies and its filters.
import { operatorsByType, type Operator, type QueryType } from '../platform/query/types.js';
import type { Resource } from '../platform/resources/define.js';
import { type FieldSpec, valueSchema } from '../platform/resources/fields.js';
import { ENVELOPE_FIELDS } from '../platform/store/records.js';
import { type JsonSchema, jsonSchemaOf } from './json-schema.js';

/** The names of a family's component schemas, from its `object`: `contact` gives `Contact`, `ContactCreate`... */
export function schemaNames(resource: Pick<Resource, 'object'>) {
  const base = resource.object.charAt(0).toUpperCase() + resource.object.slice(1);
  return {
    record: base,
    fields: `${base}Fields`,
    create: `${base}Create`,
    update: `${base}Update`,
    filter: `${base}Filter`,
  };
}

const visibleFields = (resource: Resource) => Object.entries(resource.fields).filter(([, spec]) => !spec.hidden);

/** The visible fields by the names the query language takes: those records are presented with. */
export const queryFields = (resource: Resource): Array<[string, FieldSpec]> =>
  Object.entries(resource.presentedNames).flatMap(([name, stored]) => {
    const spec = resource.fields[stored];
    return spec && !spec.hidden ? [[name, spec] as [string, FieldSpec]] : [];
  });

const envelope: ReadonlySet<string> = new Set(ENVELOPE_FIELDS);

/** A field holds a value on every record when it is the envelope's, writable, defaulted or nullable. */
const alwaysPresent = (name: string, spec: FieldSpec) =>
  envelope.has(name) || !spec.readOnly || spec.required || spec.nullable || spec.default !== undefined;

function fieldSchema(spec: FieldSpec): JsonSchema {
  const schema = jsonSchemaOf(valueSchema(spec));
  return spec.readOnly ? { ...schema, readOnly: true } : schema;
}

/** The value a filter operator takes, as a query string carries it (what each form means is in FILTER_FORMS). */
function filterValueSchema(type: QueryType, operator: Operator): JsonSchema {
  if (operator === 'isEmpty') return { type: 'boolean' };
  if (type === 'number' && ['gt', 'gte', 'lt', 'lte'].includes(operator)) return { type: 'number' };
  if (type === 'boolean') return { type: 'boolean' };
  return { type: 'string' };
}

const FILTER_FORMS =
  'Each is sent as its own query parameter `filter.<field>.<operator>=<value>`, and all of them apply. ' +
  '`in`, `notIn`, `hasEvery` and `hasSome` take comma-separated lists; a date takes an ISO 8601 date-time, or a date ' +
  'alone for that whole UTC day; `equals=null` finds empty fields and `not=null` filled ones.';

/** Every `filter.<field>.<operator>` a family takes, as the properties of one form-exploded object parameter. */
function filterSchema(resource: Resource): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, spec] of queryFields(resource)) {
    if (!spec.filterable || !spec.queryType) continue;
    for (const operator of operatorsByType[spec.queryType])
      properties[`filter.${name}.${operator}`] = filterValueSchema(spec.queryType, operator);
  }
  const customTarget = Object.values(resource.fields).some((spec) => spec.customPropertiesTarget);
  return {
    type: 'object',
    description:
      FILTER_FORMS + (customTarget ? ' Custom properties filter as `filter.customProperties.<name>.<operator>`.' : ''),
    properties,
    // A custom property's value is of the type its definition gives: a string, a number or a boolean.
    ...(customTarget
      ? {
          patternProperties: {
            '^filter\\.customProperties\\.[^.]+\\.[A-Za-z]+$': { type: ['string', 'number', 'boolean'] },
          },
        }
      : {}),
    additionalProperties: false,
  };
}

/**
 * The record's properties and required names as the API presents them: a family whose `presentAs` renames fields (the
 * Generation shape) gets it applied to the schemas themselves, so that each schema lands under its presented name.
 */
function presented(resource: Resource): { properties: Record<string, JsonSchema | undefined>; required: string[] } {
  const fields = visibleFields(resource);
  const properties = Object.fromEntries(fields.map(([name, spec]) => [name, fieldSchema(spec)]));
  const required = fields.filter(([name, spec]) => alwaysPresent(name, spec)).map(([name]) => name);
  if (!resource.presentAs) return { properties, required };
  const sourceOf = resource.presentedNames;
  return {
    properties: resource.presentAs(properties),
    required: Object.keys(sourceOf).filter((name) => required.includes(sourceOf[name]!)),
  };
}

/** `schema` with no field required at any depth: what `select[]` may leave of it (`company.name` alone). */
function selection(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(selection);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'required' && Array.isArray(value)))
      .map(([key, value]) => [key, selection(value)]),
  );
}

/** The family's component schemas, by name. */
export function resourceSchemas(resource: Resource): Record<string, JsonSchema> {
  const names = schemaNames(resource);
  const { properties, required } = presented(resource);
  const schemas: Record<string, JsonSchema> = {
    [names.fields]: {
      type: 'object',
      description: `${resource.description} A list returns every field, or those \`select[]\` names (nested ones too).`,
      properties: selection(properties),
    },
    [names.record]: { type: 'object', description: resource.description, properties, required },
    [names.filter]: filterSchema(resource),
  };
  if (!resource.readOnly) {
    const create = jsonSchemaOf(resource.createSchema);
    // A body must give one of these at least (the engine refuses it otherwise).
    const oneOf = resource.requireOneOf?.map((name) => ({ required: [name] }));
    const conditions = resource.requiredWhen?.map(({ field, equals, required }) => ({
      if: { properties: { [field]: { const: equals } }, required: [field] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, in a document never awaited
      then: {
        required: [...required],
        properties: Object.fromEntries(required.map((name) => [name, { not: { type: 'null' } }])),
      },
    }));
    schemas[names.create] = {
      ...create,
      ...(oneOf ? { anyOf: oneOf } : {}),
      ...(conditions ? { allOf: conditions } : {}),
    };
    schemas[names.update] = jsonSchemaOf(resource.updateSchema);
  }
  return schemas;
}
