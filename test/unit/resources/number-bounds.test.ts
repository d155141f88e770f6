// Numbers are kept exactly: a number field refuses what the store cannot hold (past 2^53 − 1, below 1e-130 in size),
// and the interface description states every record and body number's minimum and maximum.
import * as v from 'valibot';
import { serviceDocument } from '../../../lib/app/service-document.js';
import { contacts } from '../../../lib/crm/contacts.js';
import { MAX_NUMBER, MIN_MAGNITUDE, storableNumber } from '../../../lib/platform/schemas/common.js';

const issuesOf = (body: Record<string, unknown>) =>
  (v.safeParse(contacts.createSchema, body).issues ?? []).map((issue) => v.getDotPath(issue)).sort();

it.each([2 ** 53, -(2 ** 53), 1e20, -1e300, 1e-131, -5e-324])('refuses %d as a score and as a sort', (value) => {
  expect(issuesOf({ name: 'A', score: value, sort: value })).toEqual(['score', 'sort']);
});

it.each([MAX_NUMBER, -MAX_NUMBER, MIN_MAGNITUDE, -MIN_MAGNITUDE, 0, 0.1, 42])('takes %d', (value) => {
  expect(issuesOf({ name: 'A', score: value, sort: value })).toEqual([]);
});

it('narrows to the bounds it is given, never widens past the store', () => {
  expect(v.is(storableNumber({ min: 0, max: 1e300 }), 2 ** 53)).toBe(false);
  expect(v.is(storableNumber({ min: 0 }), -1)).toBe(false);
  expect(v.is(storableNumber({ exclusiveMin: 0 }), 0)).toBe(false);
  expect(v.is(storableNumber({ integer: true }), 1.5)).toBe(false);
});

/** Each number schema of `node` with where it is, that lacks a lower or an upper bound. */
function unbounded(node: unknown, at: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => unbounded(item, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Record<string, unknown>;
  const types = [schema.type].flat();
  const numeric = types.includes('number') || types.includes('integer');
  const bounded =
    (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined) &&
    (schema.maximum !== undefined || schema.exclusiveMaximum !== undefined);
  return [
    ...(numeric && !bounded ? [at] : []),
    ...Object.entries(schema).flatMap(([key, value]) => unbounded(value, `${at}/${key}`)),
  ];
}

it('states the minimum and maximum of every number of a record or a body in the document', () => {
  const schemas = (serviceDocument() as { components: { schemas: Record<string, unknown> } }).components.schemas;
  // A filter may name any finite number: past the bounds it matches nothing.
  const recordsAndBodies = Object.entries(schemas).filter(([name]) => !name.endsWith('Filter'));
  expect(recordsAndBodies.length).toBeGreaterThan(40);
  expect(recordsAndBodies.flatMap(([name, schema]) => unbounded(schema, name))).toEqual([]);
});
