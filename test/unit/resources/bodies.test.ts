// Table-driven over the registry: sample bodies pass or fail where they should, unknown and service-owned fields are refused.
import * as v from 'valibot';
import { fieldErrors } from '../../../lib/platform/http/validate.js';
import type { Resource } from '../../../lib/platform/resources/define.js';
import { resources } from '../../../lib/families/registry.js';
import { recordOf } from '../../../lib/platform/resources/fields.js';
import { resourceBodies, type ReadOnlyBodies, type WritableBodies } from '../../fixtures/resource-bodies.js';

/** Dotted paths of the issues a body raises; empty when it is valid. */
function issuePaths(schema: v.GenericSchema, body: unknown): string[] {
  const result = v.safeParse(schema, body);
  return result.success ? [] : [...new Set(fieldErrors(result.issues).map((error) => error.path))];
}

const writable = resources
  .filter((resource) => !resource.readOnly)
  .map((resource) => [resource.path, resource, resourceBodies[resource.path] as WritableBodies] as const);
const readOnly = resources
  .filter((resource) => resource.readOnly)
  .map((resource) => [resource.path, resource, resourceBodies[resource.path] as ReadOnlyBodies] as const);
const serviceOwned = (resource: Resource) =>
  Object.keys(resource.fields).filter((name) => resource.fields[name]!.readOnly);

it('has bodies for exactly the registered families', () => {
  expect(Object.keys(resourceBodies).sort()).toEqual(resources.map((resource) => resource.path).sort());
  for (const resource of resources)
    expect([resource.path, resourceBodies[resource.path]!.create === null]).toEqual([
      resource.path,
      !!resource.readOnly,
    ]);
});

describe.each(writable)('%s bodies', (_path, resource, bodies) => {
  it('accepts the valid create and update', () => {
    expect(issuePaths(resource.createSchema, bodies.create)).toEqual([]);
    expect(Object.keys(bodies.update).length).toBeGreaterThan(0);
    expect(issuePaths(resource.updateSchema, bodies.update)).toEqual([]);
  });

  it('refuses the invalid create at its field', () => {
    expect(issuePaths(resource.createSchema, bodies.invalid)).toContain(bodies.invalidPath);
  });

  it('refuses unknown fields on create and update', () => {
    expect(issuePaths(resource.createSchema, { ...bodies.create, notAField: 1 })).toEqual(['notAField']);
    expect(issuePaths(resource.updateSchema, { ...bodies.update, notAField: 1 })).toEqual(['notAField']);
  });

  it('refuses the fields the service writes', () => {
    for (const name of serviceOwned(resource)) {
      expect(issuePaths(resource.createSchema, { ...bodies.create, [name]: null })).toEqual([name]);
      expect(issuePaths(resource.updateSchema, { [name]: null })).toEqual([name]);
    }
  });

  it('refuses immutable fields on update', () => {
    const immutable = Object.keys(resource.fields).filter((name) => resource.fields[name]!.immutable);
    for (const name of immutable)
      expect(issuePaths(resource.updateSchema, { [name]: bodies.create[name] ?? null })).toEqual([name]);
  });

  it('completes a create with valid values for every writable field, and a default or null for every read-only one', () => {
    const complete = resource.withDefaults(v.parse(resource.createSchema, bodies.create));
    const writableFields = Object.fromEntries(Object.entries(resource.fields).filter(([, spec]) => !spec.readOnly));
    const writable = Object.fromEntries(Object.entries(complete).filter(([name]) => name in writableFields));
    expect(issuePaths(recordOf(writableFields), writable)).toEqual([]);
    const storeOwned = ['object', 'id', 'createdAt', 'updatedAt', 'deletedAt'];
    for (const [name, spec] of Object.entries(resource.fields)) {
      if (!spec.readOnly || storeOwned.includes(name)) continue;
      // Read-only fields without a default that may not be empty (organizationId, a key's hash) are the service's to set.
      const expected =
        typeof spec.default === 'function'
          ? (spec.default as () => unknown)()
          : (spec.default ?? (spec.nullable ? null : undefined));
      expect([name, complete[name]]).toEqual([name, expected]);
    }
  });
});

describe.each(readOnly)('%s (read-only)', (_path, resource, bodies) => {
  it('is marked read-only and takes no field in a body', () => {
    expect(resource.readOnly).toBe(true);
    const { object: _o, id: _i, sort: _s, createdAt: _c, updatedAt: _u, deletedAt: _d, ...data } = bodies.record;
    for (const name of Object.keys(data))
      expect(issuePaths(resource.createSchema, { [name]: data[name] })).toEqual([name]);
  });

  it('describes the records the service writes: every field, each valid', () => {
    // Hidden fields are the service's storage (a session's rotated token hashes), never part of a returned record.
    const visible = Object.fromEntries(Object.entries(resource.fields).filter(([, spec]) => !spec.hidden));
    expect(Object.keys(bodies.record).sort()).toEqual(Object.keys(visible).sort());
    expect(issuePaths(recordOf(visible), bodies.record)).toEqual([]);
  });
});
