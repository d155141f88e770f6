// Values the document says a schema takes (the least that fits) and values of the wrong kind for it, for fuzzed bodies.
import { ulid } from 'ulid';
import { nonNull, resolved } from './openapi-operations.js';

type Node = Record<string, any>;

const SAMPLE_TIME = '2026-01-01T00:00:00.000Z';

/** A string the schema's pattern takes, for the patterns the document uses; undefined when none is known. */
function stringFitting(schema: Node): string | undefined {
  if (schema.format === 'email') return 'fuzz@example.com';
  const pattern: string | undefined = schema.pattern;
  const idPrefix = /^\^([a-z]+)_\[/.exec(pattern ?? '')?.[1];
  if (idPrefix) return `${idPrefix}_${ulid()}`;
  const candidates = [
    SAMPLE_TIME,
    '2026-01',
    'fuzz@example.com',
    'https://example.com/fuzz',
    'example.com',
    'Europe/Paris',
    'FR',
    'EUR',
    '09:00',
    'fuzz',
  ];
  const fits = (value: string) =>
    (!pattern || new RegExp(pattern, 'u').test(value)) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (!pattern) return 'f'.repeat(Math.max(schema.minLength ?? 4, 4));
  return candidates.find(fits);
}

/** The least value the schema takes: an example, the first enum value, the minimum, or an object of its required properties. */
export function leastValue(schema: Node): unknown {
  const at = nonNull(schema);
  if (at.const !== undefined) return at.const;
  if (Array.isArray(at.examples) && at.examples.length) return at.examples[0];
  if (at.example !== undefined) return at.example;
  if (Array.isArray(at.enum)) return at.enum[0];
  // A body that needs one of several properties gets the first.
  if (Array.isArray(at.anyOf) && at.type === 'object') {
    const least = leastValue({ ...at, anyOf: undefined }) as Record<string, unknown>;
    const [first] = (at.anyOf[0]?.required ?? []) as string[];
    return first ? { ...least, [first]: leastValue(resolved(at.properties?.[first])) } : least;
  }
  if (at.allOf) return Object.assign({}, ...(at.allOf as Node[]).map((part) => leastValue(resolved(part))));
  switch (at.type) {
    case 'string':
      return stringFitting(at);
    case 'integer':
    case 'number':
      return at.minimum ?? (at.exclusiveMinimum !== undefined ? at.exclusiveMinimum + 1 : 0);
    case 'boolean':
      return false;
    case 'array':
      return at.minItems ? Array.from({ length: at.minItems }, () => leastValue(resolved(at.items))) : [];
    case 'object':
    case undefined: {
      const object: Record<string, unknown> = {};
      for (const name of (at.required ?? []) as string[]) object[name] = leastValue(resolved(at.properties?.[name]));
      return object;
    }
    default:
      return null;
  }
}

/** JSON texts of values a property of this schema must refuse, or at least survive: other kinds, extremes, oddities. */
export function wrongValues(schema: Node): string[] {
  const at = nonNull(schema);
  const long = JSON.stringify('x'.repeat(Math.max(3000, (at.maxLength ?? 0) + 1)));
  const odd = ['"\\ud800"', '"a\\u0000b"', '"\\udfff\\ud800"', '"__proto__"', '{"__proto__":{"polluted":true}}'];
  const extremes = ['9007199254740992', '1e308', '1e309', '-0', '-1e308', '1e-400', '"NaN"', '"Infinity"'];
  switch (at.type) {
    case 'string':
      return ['12345', 'true', '{}', '[]', long, ...odd];
    case 'integer':
    case 'number':
      return ['"1"', 'true', '[]', '{}', '1.5', ...extremes];
    case 'boolean':
      return ['"true"', '0', '[]', '{}', 'null'];
    case 'array':
      return ['{}', '"x"', '42', '[null]', '[[[]]]', JSON.stringify(Array.from({ length: 1001 }, () => 'x')), long];
    default:
      return ['[]', '"x"', '42', 'true', long, ...odd];
  }
}
