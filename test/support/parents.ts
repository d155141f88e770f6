// Parent records that fixture bodies refer to (every family a reference field names), and a helper that points bodies at them.
import { ulid } from 'ulid';
import { idOf, resourceBodies, type WritableBodies } from '../fixtures/resource-bodies.js';
import { expectStatus, type Api, type ApiRecord } from './api-client.js';

/** Real ids per prefix: the first stands in for the fixtures' `idOf(prefix)`, the second for any other id of that prefix. */
export type Parents = Record<string, readonly [string, string]>;

/** An id as reference fields take it: a prefix, an underscore and the rest. */
const REFERENCE = /^([a-z]{3})_[0-9A-Za-z]{1,100}$/;

const writable = (path: string) => resourceBodies[path] as WritableBodies;
const unique = () => ulid().toLowerCase();

/**
 * Each parent family, after the families its fixture body refers to: its prefix, its path and what makes its n-th
 * parent distinct (names for the eye, unique values where the family has a unique constraint).
 */
const PARENT_FAMILIES: ReadonlyArray<[prefix: string, path: string, distinct: (n: number) => Record<string, unknown>]> =
  [
    ['com', 'companies', (n) => ({ name: `Parent ${n} of companies` })],
    ['vie', 'views', (n) => ({ name: `Parent ${n} of views` })],
    ['imp', 'imports', (n) => ({ name: `Parent ${n} of imports` })],
    ['pip', 'pipelines', (n) => ({ name: `Parent ${n} of pipelines` })],
    ['prp', 'properties', () => ({ name: `parent_${unique()}` })],
    ['tea', 'teams', (n) => ({ name: `Parent ${n} of teams` })],
    ['cnn', 'connections', () => ({ email: `parent-${unique()}@connections.example` })],
    ['con', 'contacts', (n) => ({ name: `Parent ${n} of contacts`, email: `parent-${unique()}@contacts.example` })],
    ['stg', 'pipeline-stages', (n) => ({ name: `Parent ${n} of stages` })],
    ['cam', 'campaigns', (n) => ({ name: `Parent ${n} of campaigns` })],
    ['dea', 'deals', (n) => ({ name: `Parent ${n} of deals` })],
    ['cst', 'campaign-steps', (n) => ({ subject: `Parent ${n} of steps` })],
  ];

/** A user registered through the API (in an organization of their own): a user the organization may refer to. */
async function registerUser(api: Api): Promise<string> {
  const response = await api.post<{ user: ApiRecord }>('/v5/register', {
    name: 'Parent User',
    company: 'Parent Company',
    website: 'https://parent.example',
    email: `parent-${unique()}@users.example`,
  });
  return expectStatus(response, 201).user.id;
}

/**
 * Creates two records of each family that fixture bodies refer to, through the API with `api`'s credentials (an
 * owner's access token: memberships and teams take the owner's role), and returns their ids by prefix. Users are
 * registered (they are nobody's members here yet, as a membership's userId must be); the two memberships are of two
 * further users.
 */
export async function createParents(api: Api): Promise<Parents> {
  const parents: Record<string, readonly [string, string]> = {};
  const pair = async (make: (n: number) => Promise<string>) => {
    const [first, second] = await Promise.all([make(1), make(2)]);
    return [first, second] as const;
  };
  const [users, members] = await Promise.all([pair(() => registerUser(api)), pair(() => registerUser(api))]);
  parents.usr = users;
  for (const [prefix, path, distinct] of PARENT_FAMILIES) {
    parents[prefix] = await pair(async (n) => {
      const body = { ...withParents(writable(path).create, parents), ...distinct(n) };
      return expectStatus<ApiRecord>(await api.post(`/v5/${path}`, body), 201).id;
    });
  }
  parents.mem = await pair(async (n) => {
    const body = { userId: members[n - 1], role: 'MEMBER', teamIds: [] };
    return expectStatus<ApiRecord>(await api.post('/v5/memberships', body), 201).id;
  });
  return parents;
}

/**
 * A copy of `body` whose references (top-level ids, and ids in top-level arrays) name real parents: a fixture id
 * `<prefix>_01JD000...0` becomes the first parent of that prefix, any other id of the prefix the second. Values that
 * are no well-formed id of a parent's prefix (the invalid bodies' `42`, `cam_`) are left as they are.
 */
export function withParents<T extends Record<string, unknown>>(body: T, parents: Parents): T {
  const parentOf = (value: unknown) => {
    const prefix = typeof value === 'string' ? REFERENCE.exec(value)?.[1] : undefined;
    const pair = prefix === undefined ? undefined : parents[prefix];
    return pair ? (value === idOf(prefix!) ? pair[0] : pair[1]) : value;
  };
  const copy: Record<string, unknown> = structuredClone(body);
  for (const [field, value] of Object.entries(copy))
    copy[field] = Array.isArray(value) ? value.map(parentOf) : parentOf(value);
  return copy as T;
}
