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
export function forBedrock(schema: object): { [key: string]: JsonValue } {
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([keyword, value]) => !UNSUPPORTED_KEYWORDS.has(keyword) && value !== undefined)
      .map(([keyword, value]) => [keyword, jsonForBedrock(value)]),
  );
}

/** A value inside a JSON Schema, its objects without the keywords Bedrock cannot take; JSON's null for what JSON lacks. */
function jsonForBedrock(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.map(jsonForBedrock);
  if (typeof value === 'object' && value !== null) return forBedrock(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/**
 * The decision's schema for the forced tool. valibot's `check` (resumeOn is a real calendar date) has no JSON Schema
 * form; it is left out here and enforced when the caller validates.
 */
export const decisionToolSchema = forBedrock(
  toJsonSchema(decisionSchema, { target: 'draft-2020-12', ignoreActions: ['check'] }),
);
