// Examples for every operation of the document, made from its own schemas: a request body and each JSON success
// answer get an `example`, and each operation a curl command (`x-codeSamples`), which the reference page shows.
import type { JsonSchema } from './json-schema.js';

/** A made-up ULID, so that example ids look like the service's. */
const ULID = '01JD8Z6Q1X2Y3Z4A5B6C7D8E9F';
const AT = '2026-11-30T09:00:00.000Z';

/** Values for the patterns the document uses, each valid against its pattern. */
const PATTERN_EXAMPLES: ReadonlyArray<readonly [RegExp, (pattern: string) => string]> = [
  [/^\^[a-z]+_/, (pattern) => `${/^\^([a-z]+_)/.exec(pattern)![1]}${ULID}`],
  [/^\^\\d\{4\}-\\d\{2\}-\\d\{2\}T/, () => AT],
  [/^\^\\d\{4\}-\(0/, () => '2026-11'],
  [/^\^\(\[01\]/, () => '09:00'],
  [/^\^\\d\{6\}\$$/, () => '123456'],
  [/^\^\\d\+\$$/, () => '1'],
  [/^\^\[A-Z\]\{2\}\$$/, () => 'DE'],
  [/^\^\(\?!-\)/, () => 'acme.example'],
  [/^\^customProperties/, () => 'customProperties.tier'],
  [/^\^\[\^\\s:\]/, () => 'contacts:read'],
  [/^\^\(\\\*\|/, () => 'contact.created'],
  [/^\^\[A-Za-z\]\[A-Za-z0-9_\]\*\$$/, () => 'tier'],
  [/^\^\[\\w-\]\+\\\./, () => 'header.payload.signature'],
];

/** Values by a property's name, where its schema says only "a string". */
const NAMED_EXAMPLES: Record<string, unknown> = {
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.example',
  phone: '+49 30 1234567',
  title: 'Head of Operations',
  subject: 'Hello {{ firstName }}',
  body: 'Hi {{ firstName }}, have a look at https://acme.example/tour',
  text: 'Sounds interesting, can we talk next week?',
  url: 'https://hooks.acme.example/outreach',
  website: 'https://acme.example',
  domain: 'acme.example',
  timeZone: 'Europe/Berlin',
  description: 'Autumn outreach to operations leads',
  query: 'ada',
};

/** Optional fields a request example shows besides its required ones and the named ones above. */
const REQUEST_FIELDS = new Set([
  'schedule',
  'fromConnectionId',
  'companyId',
  'contactId',
  'campaignId',
  'tags',
  'score',
  'events',
  'type',
  'delayDays',
  'mode',
  'target',
  'status',
]);

interface Context {
  components: JsonSchema;
  /** A request body leaves out what the service sets (readOnly). */
  request: boolean;
  /** References being expanded: a schema that refers to itself stops there. */
  expanding: Set<string>;
}

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringExample(schema: JsonSchema, name: string | undefined): string {
  if (typeof schema.pattern === 'string') {
    const pattern = schema.pattern;
    const known = PATTERN_EXAMPLES.find(([test]) => test.test(pattern));
    if (known) return known[1](pattern);
  }
  if (schema.format === 'email') return 'ada@acme.example';
  if (schema.format === 'date-time') return AT;
  if (schema.format === 'uri') return 'https://acme.example';
  const named = name === undefined ? undefined : NAMED_EXAMPLES[name];
  if (typeof named === 'string') return named;
  const least = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return 'text'.padEnd(Math.max(4, least), 'x');
}

function numberExample({ minimum, maximum }: JsonSchema): number {
  if (typeof minimum === 'number' && minimum > 1) return minimum;
  if (typeof maximum === 'number' && maximum < 1) return maximum;
  return 1;
}

/** An example value of `schema`, valid against it where the document says enough to make one. */
function exampleOf(schema: unknown, ctx: Context, name?: string, depth = 0): unknown {
  if (!isObject(schema) || depth > 8) return undefined;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (typeof schema.$ref === 'string') {
    const ref = schema.$ref;
    if (ctx.expanding.has(ref)) return undefined;
    ctx.expanding.add(ref);
    const value = exampleOf(ctx.components[ref.split('/').pop() ?? ''], ctx, name, depth + 1);
    ctx.expanding.delete(ref);
    return value;
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema && schema.default !== null) return schema.default;
  const objectLike = schema.type === 'object' || isObject(schema.properties);
  for (const key of objectLike ? [] : (['anyOf', 'oneOf'] as const)) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const option = options.find((candidate) => isObject(candidate) && candidate.type !== 'null') ?? options[0];
      return exampleOf(option, ctx, name, depth + 1);
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  // Parts of an allOf (a record and what an answer adds to it; conditions on a body) merge with the own properties.
  if (Array.isArray(schema.allOf) || type === 'object' || isObject(schema.properties)) {
    const parts = (Array.isArray(schema.allOf) ? schema.allOf : []).map((part) =>
      exampleOf(part, ctx, name, depth + 1),
    );
    const own = type === 'object' || isObject(schema.properties) ? objectExample(schema, ctx, depth) : {};
    return Object.assign({}, ...parts.filter(isObject), own);
  }
  if (type === 'array') {
    const item = exampleOf(schema.items, ctx, name, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (type === 'string') return stringExample(schema, name);
  if (type === 'integer' || type === 'number') return numberExample(schema);
  if (type === 'boolean') return true;
  return undefined;
}

/**
 * The values an allOf's `if` conditions name, by property (an SMTP connection needs `smtp`): an example picks another
 * value of such an enum, so that it needs nothing more.
 */
function conditionedValues(schema: JsonSchema): Map<string, unknown[]> {
  const named = new Map<string, unknown[]>();
  for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const condition = isObject(part) && isObject(part.if) && isObject(part.if.properties) ? part.if.properties : {};
    for (const [name, rule] of Object.entries(condition))
      if (isObject(rule) && 'const' in rule) named.set(name, [...(named.get(name) ?? []), rule.const]);
  }
  return named;
}

function objectExample(schema: JsonSchema, ctx: Context, depth: number): Record<string, unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const example: Record<string, unknown> = {};
  const conditioned = conditionedValues(schema);
  const unconditioned = (values: unknown[], name: string) =>
    conditioned.has(name) ? values.find((value) => !conditioned.get(name)!.includes(value)) : undefined;
  for (const [name, property] of Object.entries(properties)) {
    if (ctx.request && isObject(property) && property.readOnly === true) continue;
    // A request shows what it needs and the fields a caller most often sets; an answer shows every field.
    if (ctx.request && !required.has(name) && !(name in NAMED_EXAMPLES) && !REQUEST_FIELDS.has(name)) continue;
    const free = isObject(property) && Array.isArray(property.enum) ? unconditioned(property.enum, name) : undefined;
    // A live record's deletedAt is null.
    const value = name === 'deletedAt' ? null : (free ?? exampleOf(property, ctx, name, depth + 1));
    if (value !== undefined) example[name] = value;
  }
  return example;
}

const JSON_MEDIA = 'application/json';

/** The shell variable a path parameter is written as in a curl example: `{id}` as `$ID`. */
const shellPath = (path: string) => path.replace(/\{([^}]+)\}/g, (_, name: string) => `$${name.toUpperCase()}`);

/** The curl command of an operation, with the guide's `$API` and headers `H` (docs/GUIDE.md). */
function curlOf(method: string, path: string, operation: JsonSchema, body: unknown): string {
  const credential = Array.isArray(operation.security) && operation.security.length > 0;
  const parts = [`curl -s${method === 'get' || method === 'post' ? '' : ` -X ${method.toUpperCase()}`}`];
  parts.push(`"$API${shellPath(path)}"`);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell array, as the guide keeps its headers.
  if (credential) parts.push('"${H[@]}"');
  if (body !== undefined) parts.push(`-d '${JSON.stringify(body).replaceAll("'", "'\\''")}'`);
  else if (method === 'post') parts.push('-X POST');
  return parts.join(' ');
}

/** `value[key]` when it is an object. */
const child = (value: unknown, key: string): JsonSchema | undefined => {
  const found = isObject(value) ? value[key] : undefined;
  return isObject(found) ? found : undefined;
};

/** Adds examples and curl commands to every operation of `document` (its paths, in place), from its components. */
export function addExamples(document: JsonSchema): JsonSchema {
  const components = child(child(document, 'components'), 'schemas') ?? {};
  for (const [path, operations] of Object.entries(child(document, 'paths') ?? {})) {
    for (const [method, operation] of Object.entries(isObject(operations) ? operations : {})) {
      if (!isObject(operation)) continue;
      const media = child(child(child(operation, 'requestBody'), 'content'), JSON_MEDIA);
      let body: unknown;
      if (media?.schema) {
        body = exampleOf(media.schema, { components, request: true, expanding: new Set() });
        if (body !== undefined) media.example = body;
      }
      for (const [status, response] of Object.entries(child(operation, 'responses') ?? {})) {
        const answer = child(child(response, 'content'), JSON_MEDIA);
        if (!status.startsWith('2') || !answer?.schema) continue;
        const example = exampleOf(answer.schema, { components, request: false, expanding: new Set() });
        if (example !== undefined) answer.example = example;
      }
      operation['x-codeSamples'] = [{ lang: 'Shell', label: 'curl', source: curlOf(method, path, operation, body) }];
    }
  }
  return document;
}
