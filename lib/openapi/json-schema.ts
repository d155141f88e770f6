// Turns valibot schemas into the JSON Schema (2020-12, OpenAPI 3.1's dialect) that the interface description embeds.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/** A JSON Schema as the document holds it. */
export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of `schema`. Checks JSON Schema cannot say (a finite number, a real time zone, a lower-cased email)
 * are left out: the service still applies them, so the document is as strict as it can be and never stricter.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' });
  return converted;
}

/** A reference to a schema of the document's components. */
export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
