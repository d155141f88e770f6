// The JSON Schema of the decision, derived from the valibot schema, in the subset every Bedrock model's tool use takes.
import { toJsonSchema } from '@valibot/to-json-schema';
import { decisionSchema } from './decision.js';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Keywords some Bedrock models refuse or ignore in a tool's input schema: `$schema` (the draft pointer, which Converse
 * does not need and some models reject) and `format` (not every model takes it). The schema only guides the model: the
 * caller validates the output against the valibot schema, which still checks what these said (an email, a real date).
 */
const UNSUPPORTED_KEYWORDS = new Set(['$schema', 'format']);

/** A JSON Schema without the keywords Bedrock cannot take, at any depth. */
export function forBedrock(schema: JsonValue): JsonValue {
  if (Array.isArray(schema)) return schema.map(forBedrock);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([keyword]) => !UNSUPPORTED_KEYWORDS.has(keyword))
      .map(([keyword, value]) => [keyword, forBedrock(value)]),
  );
}

/**
 * The decision's schema for the forced tool. valibot's `check` (resumeOn is a real calendar date) has no JSON Schema
 * form; it is left out here and enforced when the caller validates.
 */
export const decisionToolSchema = forBedrock(
  toJsonSchema(decisionSchema, { target: 'draft-2020-12', ignoreActions: ['check'] }) as JsonValue,
) as { [key: string]: JsonValue };
