// Custom properties: values checked against the organization's property definitions, and customProperties.<name> in queries.
import * as v from 'valibot';
import { InvalidRequestError, type FieldError } from '../http/errors.js';
import { suggest } from '../query/did-you-mean.js';
import type { FieldCatalog, QueryField, QueryType } from '../query/types.js';
import { boundedString, storableNumber } from '../schemas/common.js';
import { utcDateTime } from '../schemas/formats.js';

type PropertyType = 'STRING' | 'NUMBER' | 'BOOLEAN' | 'DATE' | 'ARRAY';

export interface PropertyDefinition {
  name: string;
  type: PropertyType;
  target: 'CONTACT' | 'COMPANY';
}

const PREFIX = 'customProperties.';

/** Each property type's value schema and query type; DATE values are UTC timestamps so that they order as text. */
const byType: Record<PropertyType, { schema: v.GenericSchema; queryType: QueryType }> = {
  STRING: { schema: boundedString(0), queryType: 'string' },
  NUMBER: { schema: storableNumber(), queryType: 'number' },
  BOOLEAN: { schema: v.boolean(), queryType: 'boolean' },
  DATE: { schema: utcDateTime, queryType: 'date' },
  ARRAY: { schema: v.pipe(v.array(boundedString(0)), v.maxLength(1000)), queryType: 'array' },
};

/**
 * Checks a customProperties map against the definitions: every name must be defined for the target and every value
 * of its type; null removes a value. Throws a 400 that lists every offending property.
 */
export function checkCustomProperties(values: object, definitions: readonly PropertyDefinition[]): void {
  const errors: FieldError[] = [];
  const known = new Map(definitions.map((definition) => [definition.name, definition]));
  for (const [name, value] of Object.entries(values)) {
    const definition = known.get(name);
    if (!definition) {
      const hint = suggest(name, [...known.keys()]);
      errors.push({
        path: PREFIX + name,
        message: `is not a defined property${hint ? `; did you mean ${hint}?` : ''} (define it at /v5/properties)`,
      });
    } else if (value !== null && !v.is(byType[definition.type].schema, value)) {
      errors.push({ path: PREFIX + name, message: `must be a ${definition.type} value` });
    }
  }
  if (errors.length)
    throw new InvalidRequestError(
      `Invalid custom properties: ${errors.map((e) => `${e.path} (${e.message})`).join('; ')}.`,
      errors,
    );
}

/** Applies a PATCH's customProperties to the stored map: given names are set, null removes one. */
export function mergeCustomProperties(current: unknown, patch: object): Record<string, unknown> {
  const merged: Record<string, unknown> = typeof current === 'object' && current !== null ? { ...current } : {};
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

/** The catalog extended with customProperties.<name> for each definition, typed by the definition. */
export function withCustomProperties(catalog: FieldCatalog, definitions: readonly PropertyDefinition[]): FieldCatalog {
  const fields = new Map<string, QueryField>(
    definitions.map((definition) => {
      const queryType = byType[definition.type].queryType;
      const path = PREFIX + definition.name;
      return [
        path,
        {
          path,
          type: queryType,
          elementType: queryType === 'array' ? 'string' : undefined,
          sortable: queryType !== 'array',
          filterable: true,
        },
      ];
    }),
  );
  return {
    resolve: (path) => fields.get(path) ?? catalog.resolve(path),
    selectable: (path) => fields.has(path) || catalog.selectable(path),
    known: () => [...catalog.known(), ...fields.keys()],
  };
}
