// Field paths are the declaration's: a built-in object property (toString, constructor, __proto__) is no field of any
// family's catalog, and a record's value at such a path is nothing, however the path is read.
import { resources } from '../../../lib/families/registry.js';
import { selectFields } from '../../../lib/platform/query/select.js';
import { valueAt } from '../../../lib/platform/field-path.js';
import { users } from '../../../lib/auth/organizations/users.js';
import { BUILT_IN_PATHS } from '../../support/built-in-paths.js';

it.each(resources.map((resource) => [resource.path, resource] as const))(
  'no built-in property is a field of %s, to select, filter or order by',
  (_path, resource) => {
    for (const path of BUILT_IN_PATHS) {
      expect({ path, selectable: resource.catalog.selectable(path) }).toEqual({ path, selectable: false });
      expect({ path, resolved: resource.catalog.resolve(path) }).toEqual({ path, resolved: undefined });
    }
  },
);

it('keeps the nested paths of open maps selectable, whatever their keys are named', () => {
  expect(users.catalog.selectable('displayPreferences.columns.anything')).toBe(true);
  expect(users.catalog.selectable('displayPreferences.nothing')).toBe(false);
});

it('reads only own properties along a path', () => {
  const record = { name: 'Ann', company: { name: 'Acme' }, tags: ['a'] };
  expect(valueAt(record, 'company.name')).toBe('Acme');
  expect(valueAt(record, 'tags.0')).toBe('a');
  for (const path of BUILT_IN_PATHS) expect({ path, value: valueAt(record, path) }).toEqual({ path, value: undefined });
});

it("selects a map's own __proto__ key as data, never as the selection's prototype", () => {
  const columns = JSON.parse('{"__proto__": {"polluted": true}, "name": true}') as Record<string, unknown>;
  const selected = selectFields({ displayPreferences: { columns } }, ['displayPreferences.columns.__proto__']);
  expect(JSON.stringify(selected)).toBe('{"displayPreferences":{"columns":{"__proto__":{"polluted":true}}}}');
  expect(Object.getPrototypeOf(selected)).toBe(Object.prototype);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
