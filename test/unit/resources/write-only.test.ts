// Write-only entries of object fields: bodies take them, the table and answers never hold them, the document marks them.
import * as v from 'valibot';
import { resourceSchemas } from '../../../lib/openapi/resource-schemas.js';
import { defineResource } from '../../../lib/platform/resources/define.js';
import { f } from '../../../lib/platform/resources/fields.js';

const vaults = defineResource({
  object: 'vault',
  idPrefix: 'vlt',
  path: 'vaults',
  description: 'A fixture with a write-only entry.',
  fields: {
    login: f.objectWithWriteOnly({ user: v.string(), secret: v.optional(v.string()) }, ['secret'], { nullable: true }),
  },
});

test('a body may give the write-only entry, on create and on update', () => {
  const body = { login: { user: 'ann', secret: 'open-sesame' } };
  expect(v.parse(vaults.createSchema, body)).toEqual(body);
  expect(v.parse(vaults.updateSchema, body)).toEqual(body);
});

test('a body may not give the marker that stands in for it', () => {
  expect(v.safeParse(vaults.createSchema, { login: { user: 'ann', secretSet: true } }).success).toBe(false);
});

test('what the table keeps: the marker, true when the write gave a value or the record already had one', () => {
  expect(vaults.storable({ login: { user: 'ann', secret: 'open-sesame' } })).toEqual({
    login: { user: 'ann', secretSet: true },
  });
  expect(vaults.storable({ login: { user: 'ann' } })).toEqual({ login: { user: 'ann', secretSet: false } });
  expect(vaults.storable({ login: { user: 'ann', secretSet: true } })).toEqual({
    login: { user: 'ann', secretSet: true },
  });
  expect(vaults.storable({ login: null })).toEqual({ login: null });
});

test('an answer never carries it, even from a record that held one', () => {
  const presented = vaults.present({ id: 'vlt_1', login: { user: 'ann', secret: 'open-sesame' } });
  expect(presented).toEqual({ id: 'vlt_1', login: { user: 'ann', secretSet: true } });
  expect(JSON.stringify(presented)).not.toContain('open-sesame');
});

test('select[] reaches the marker and not the entry', () => {
  expect(vaults.catalog.selectable('login.secretSet')).toBe(true);
  expect(vaults.catalog.selectable('login.user')).toBe(true);
  expect(vaults.catalog.selectable('login.secret')).toBe(false);
});

test('the interface description marks the entry writeOnly in bodies and shows the read-only marker in records', () => {
  const schemas = resourceSchemas(vaults);
  const bodyLogin = (name: string) => {
    const login = JSON.stringify((schemas[name] as { properties: Record<string, unknown> }).properties.login);
    return JSON.parse(login) as { anyOf: Array<{ properties?: Record<string, Record<string, unknown>> }> };
  };
  for (const name of ['VaultCreate', 'VaultUpdate']) {
    const object = bodyLogin(name).anyOf.find((schema) => schema.properties)!;
    expect(object.properties!.secret).toMatchObject({ type: 'string', writeOnly: true });
  }
  for (const name of ['Vault', 'VaultFields']) {
    const object = bodyLogin(name).anyOf.find((schema) => schema.properties)!;
    expect(Object.keys(object.properties!).sort()).toEqual(['secretSet', 'user']);
    expect(object.properties!.secretSet).toMatchObject({ type: 'boolean', readOnly: true });
  }
});
