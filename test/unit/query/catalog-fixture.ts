// Shared by the query parser tests: a fake FieldCatalog with a field of every type, and an error assertion.
import type { HttpError } from '../../../lib/platform/http/errors.js';
import type { FieldCatalog, QueryField } from '../../../lib/platform/query/types.js';

const both = { sortable: true, filterable: true };

const fields: Record<string, QueryField> = {
  id: { path: 'id', type: 'string', ...both },
  name: { path: 'name', type: 'string', ...both },
  email: { path: 'email', type: 'string', ...both },
  score: { path: 'score', type: 'number', ...both },
  createdAt: { path: 'createdAt', type: 'date', ...both },
  updatedAt: { path: 'updatedAt', type: 'date', ...both },
  isActive: { path: 'isActive', type: 'boolean', ...both },
  tags: { path: 'tags', type: 'array', elementType: 'string', sortable: false, filterable: true },
  luckyNumbers: { path: 'luckyNumbers', type: 'array', elementType: 'number', sortable: false, filterable: true },
  meetings: { path: 'meetings', type: 'array', elementType: 'date', sortable: false, filterable: true },
  'customProperties.tier': { path: 'customProperties.tier', type: 'string', ...both },
  'customProperties.seats': { path: 'customProperties.seats', type: 'number', ...both },
  'company.name': { path: 'company.name', type: 'string', sortable: false, filterable: true },
  lastSeenAt: { path: 'lastSeenAt', type: 'date', sortable: true, filterable: false },
};

/** Paths select[] may name besides the fields: objects and their nested paths. */
const objectPaths = [
  'bio',
  'company',
  'customProperties',
  'displayPreferences',
  'displayPreferences.columns',
  'displayPreferences.density',
];

export const catalog: FieldCatalog = {
  resolve: (path) => (Object.hasOwn(fields, path) ? fields[path] : undefined),
  selectable: (path) => Object.hasOwn(fields, path) || objectPaths.includes(path),
  known: () => [...Object.keys(fields), ...objectPaths],
};

export function field(path: string): QueryField {
  const found = fields[path];
  if (!found) throw new Error(`No fixture field ${path}`);
  return found;
}

/** Runs `fn`, expecting an HttpError of `type` whose description mentions every string in `mentions`. */
export function expectRefusal(
  fn: () => unknown,
  type: abstract new (...args: never[]) => HttpError,
  code: string,
  ...mentions: string[]
): HttpError {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(type);
  const error = thrown as HttpError;
  expect(error.status).toBe(400);
  expect(error.code).toBe(code);
  for (const mention of mentions) expect(error.description).toContain(mention);
  return error;
}
