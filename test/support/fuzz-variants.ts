// Malformed requests for one documented operation: hostile paths, query strings, headers and bodies, picked by a seeded source.
import { leastValue, wrongValues } from './document-values.js';
import type { DocumentedOperation } from './openapi-operations.js';
import type { Random } from './seeded-random.js';

/** One malformed request, relative to the operation's well-formed one. */
export interface Variant {
  label: string;
  /** Raw values of path parameters (already percent-encoded where meant to be). */
  pathValues?: Record<string, string>;
  /** A raw query string, without `?`. */
  query?: string;
  /** Headers added to (or, with null, removed from) the credential's. */
  headers?: Record<string, string | null>;
  /** The raw body; a well-formed request's body when left out. */
  body?: string | Buffer;
}

const LONG = 3000;
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];
const BROKEN_ESCAPES = ['%ZZ', '%', '%E0%A4%A', '%FF', '%ED%A0%80', '%C0%AF'];

/** A JSON text nested `depth` arrays and objects deep. */
const deeplyNested = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

function pathVariants(op: DocumentedOperation, random: Random): Variant[] {
  return Object.entries(op.pathPatterns).flatMap(([name, { pattern }]) => {
    const prefix = /^\^([a-z]+)_/.exec(pattern)?.[1] ?? '';
    const id = (rest: string) => ({ [name]: prefix ? `${prefix}_${rest}` : rest });
    return [
      { label: `${name} of 1,100 characters`, pathValues: id('A'.repeat(1100)) },
      { label: `${name} of 101 characters`, pathValues: id('B'.repeat(101)) },
      { label: `${name} a prototype name`, pathValues: { [name]: random.pick(PROTOTYPE_NAMES) } },
      { label: `${name} with NUL`, pathValues: id('A%00B') },
      { label: `${name} with a broken escape`, pathValues: id(`A${random.pick(BROKEN_ESCAPES)}`) },
      { label: `${name} with an emoji`, pathValues: id('%F0%9F%98%80') },
      { label: `${name} of another family`, pathValues: { [name]: `zzz_${'A'.repeat(26)}` } },
      { label: `${name} a number`, pathValues: { [name]: random.pick(['9007199254740993', '-0', '1e308', 'NaN']) } },
    ];
  });
}

function listVariants(op: DocumentedOperation, random: Random): Variant[] {
  if (!op.query.filter && !op.query['select[]']) return [];
  const filters = op.filterNames.length ? op.filterNames : ['filter.name.equals'];
  const numeric = filters.filter((name) => /\.(gt|gte|lt|lte)$/.test(name));
  const filter = () => random.pick(filters);
  const proto = () => random.pick(PROTOTYPE_NAMES);
  return [
    { label: 'a filter value that does not decode', query: `${filter()}=${random.pick(BROKEN_ESCAPES)}` },
    { label: 'a filter value of 3,000 characters', query: `${filter()}=${'c'.repeat(LONG)}` },
    { label: 'a filter on a prototype name', query: `filter.${proto()}.equals=x` },
    { label: 'a filter on a nested prototype name', query: `filter.${proto()}.name.equals=x` },
    { label: 'a filter with an unknown operator', query: `${filter().replace(/\.\w+$/, '')}.${proto()}=x` },
    {
      label: 'a number filter beyond the finite',
      query: `${random.pick(numeric.length ? numeric : filters)}=${random.pick(['1e309', 'NaN', '-0', '9007199254740993', '0x10'])}`,
    },
    { label: 'select[] a prototype path', query: `select[]=${proto()}.polluted` },
    { label: 'select[] a prototype name', query: `select[]=${proto()}` },
    { label: 'select[] of 3,000 characters', query: `select[]=${'s'.repeat(LONG)}` },
    { label: 'orderBy a prototype name', query: `orderBy=${proto()}` },
    {
      label: 'limit beyond the finite',
      query: `limit=${random.pick(['1e308', '-0', 'NaN', '9007199254740993', '1.5'])}`,
    },
    { label: 'a cursor of 1,100 characters', query: `startingAfter=${'A'.repeat(1100)}` },
    { label: 'query that does not decode', query: `query=${random.pick(BROKEN_ESCAPES)}` },
    { label: 'query of 3,000 characters with NUL', query: `query=${'q'.repeat(LONG)}%00` },
    { label: 'two values for one parameter', query: 'limit=1&limit=2&sort=asc&sort=sideways' },
  ];
}

/** Variants every operation gets, whatever it reads: stray parameters and headers. */
function commonVariants(random: Random): Variant[] {
  return [
    { label: 'an unknown query parameter', query: `zz${Math.floor(random.next() * 1e6)}=1` },
    { label: 'a prototype name as a parameter', query: `${random.pick(PROTOTYPE_NAMES)}[polluted]=1` },
    { label: 'a parameter name that does not decode', query: `${random.pick(BROKEN_ESCAPES)}=1` },
    { label: 'an unknown parameter of 3,000 characters', query: `unknown=${'u'.repeat(LONG)}` },
    { label: '1,000 parameters', query: Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&') },
    {
      label: 'an organization id of 1,100 characters',
      headers: { 'Service-Organization-ID': `org_${'A'.repeat(1100)}` },
    },
    {
      label: 'an organization id a prototype name',
      headers: { 'Service-Organization-ID': random.pick(PROTOTYPE_NAMES) },
    },
    { label: 'a bearer of 3,000 characters', headers: { Authorization: `Bearer ${'k'.repeat(LONG)}` } },
    { label: 'a Basic credential', headers: { Authorization: 'Basic Zm9vOmJhcg==' } },
    { label: 'an empty bearer', headers: { Authorization: 'Bearer ' } },
    { label: 'no organization id', headers: { 'Service-Organization-ID': null } },
    { label: 'an Accept of XML only', headers: { Accept: 'application/xml' } },
    { label: 'a forwarded address that is none', headers: { 'X-Forwarded-For': 'not-an-address, ::zz' } },
    { label: 'a value with NUL', query: 'x=a%00b' },
    { label: 'a lone surrogate in UTF-8', query: 'x=%ED%A0%80' },
    { label: 'an emoji as a parameter name', query: '%F0%9F%98%80=1' },
    { label: 'empty parameter names', query: '=1&&=&' },
    { label: 'a parameter name of 3,000 characters', query: `${'n'.repeat(LONG)}=1` },
    { label: 'one parameter 200 times', query: Array.from({ length: 200 }, () => 'limit=1').join('&') },
    { label: 'select[] a prototype path anywhere', query: `select[]=${random.pick(PROTOTYPE_NAMES)}.x` },
    { label: 'a filter on a prototype name anywhere', query: `filter.${random.pick(PROTOTYPE_NAMES)}.equals=x` },
  ];
}

/** Each query parameter of the operation (but the list language's, which listVariants covers) given hostile values. */
function queryVariants(op: DocumentedOperation, random: Random): Variant[] {
  return Object.entries(op.query)
    .filter(([name]) => name !== 'filter' && name !== 'select[]')
    .flatMap(([name, schema]) => [
      { label: `${name} that does not decode`, query: `${name}=${random.pick(BROKEN_ESCAPES)}` },
      { label: `${name} of 3,000 characters`, query: `${name}=${'v'.repeat(LONG)}` },
      {
        label: `${name} beyond the finite`,
        query: `${name}=${random.pick(['1e309', 'NaN', '-0', '9007199254740993'])}`,
      },
      { label: `${name} a prototype name`, query: `${name}=${random.pick(PROTOTYPE_NAMES)}` },
      {
        label: `${name} of the wrong kind`,
        query: `${name}=${encodeURIComponent(random.pick(wrongValues(schema)))}`,
      },
    ]);
}

function bodyVariants(op: DocumentedOperation, random: Random): Variant[] {
  const body = op.body;
  if (body?.type !== 'application/json') return [];
  const least = leastValue(body.schema) as Record<string, unknown>;
  const withProperty = (name: string, json: string) => {
    const rest = JSON.stringify({ ...least, [name]: undefined });
    return rest === '{}'
      ? `{${JSON.stringify(name)}:${json}}`
      : `${rest.slice(0, -1)},${JSON.stringify(name)}:${json}}`;
  };
  const properties = body.properties.flatMap(({ name, schema }) =>
    wrongValues(schema).map((json) => ({ label: `${name}: ${json.slice(0, 40)}`, body: withProperty(name, json) })),
  );
  const leastJson = JSON.stringify(least);
  return [
    ...random.shuffled(properties).slice(0, 10),
    { label: 'null', body: 'null' },
    { label: 'an empty body', body: '' },
    { label: 'an array for the object', body: '[]' },
    { label: 'a string for the object', body: '"x"' },
    { label: 'JSON that ends early', body: '{"a":' },
    { label: 'JSON nested 5,000 deep', body: deeplyNested(5000) },
    { label: '__proto__ as a key', body: `{"__proto__":{"polluted":true},${leastJson.slice(1)}` },
    { label: 'constructor as a key', body: `{"constructor":{"prototype":{"polluted":true}},${leastJson.slice(1)}` },
    { label: 'a lone surrogate as a key', body: '{"\\ud800":1}' },
    { label: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: leastJson },
    { label: 'no Content-Type', headers: { 'Content-Type': null }, body: Buffer.from(leastJson) },
    { label: 'application/xml', headers: { 'Content-Type': 'application/xml' }, body: '<a/>' },
    { label: 'gzip, not compressed', headers: { 'Content-Encoding': 'gzip' }, body: leastJson },
    { label: 'UTF-16 charset', headers: { 'Content-Type': 'application/json; charset=utf-16' }, body: leastJson },
  ];
}

/** `count` malformed requests for the operation, its own first, in an order the source decides. */
export function variantsOf(op: DocumentedOperation, random: Random, count: number): Variant[] {
  const own = random.shuffled([
    ...pathVariants(op, random),
    ...listVariants(op, random),
    ...queryVariants(op, random),
    ...bodyVariants(op, random),
  ]);
  // A few of the variants every operation shares, however many of its own it has: they reach its route's credential check.
  return [...own.slice(0, count - 3), ...random.shuffled(commonVariants(random))].slice(0, count);
}
