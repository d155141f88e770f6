// The reference check on an in-memory table: which fields it reads, in how many BatchGetItem calls, and what it refuses.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InvalidRequestError } from '../../../lib/platform/http/errors.js';
import { contacts } from '../../../lib/crm/contacts.js';
import { deals } from '../../../lib/crm/deals.js';
import { f } from '../../../lib/platform/resources/fields.js';
import { memberships } from '../../../lib/auth/organizations/memberships.js';
import { notes } from '../../../lib/crm/notes.js';
import { homeEntity } from '../../../lib/auth/organizations/organization-records.js';
import { createReferenceCheck, referenceRule } from '../../../lib/platform/resources/reference-check.js';
import type { Resource } from '../../../lib/platform/resources/define.js';
import { families, resourceByIdPrefix } from '../../../lib/families/registry.js';
import { users } from '../../../lib/auth/organizations/users.js';
import { recordKey } from '../../../lib/platform/store/keys.js';
import type { EntityType } from '../../../lib/platform/store/entity.js';
import { createStore } from '../../../lib/platform/store/store.js';

const ORG = 'org_01JD0000000000000000000000';
const OTHER_ORG = 'org_01JD0000000000000000000009';
const id = (prefix: string, n: number) => `${prefix}_01JD00000000000000000000${String(n).padStart(2, '0')}`;

/** A table of items in memory that answers BatchGetItem as DynamoDB does, and keeps the keys of each call. */
function memoryTable() {
  const items = new Map<string, Record<string, unknown>>();
  const calls: number[] = [];
  const client = {
    async send(command: unknown) {
      if (!(command instanceof BatchGetCommand)) throw new Error('the reference check only reads with BatchGetItem');
      const { Keys, ConsistentRead } = Object.values(command.input.RequestItems!)[0]!;
      if (Keys!.length > 100) throw new Error('BatchGetItem takes at most 100 keys');
      expect(ConsistentRead).toBe(true);
      calls.push(Keys!.length);
      const found = Keys!.map((key) => items.get(`${key.PK}|${key.SK}`)).filter(Boolean);
      return { Responses: { table: found } };
    },
  } as unknown as DynamoDBDocumentClient;
  const put = (entity: EntityType, org: string, recordId: string, fields: Record<string, unknown> = {}) => {
    const key = recordKey(org, entity.object, recordId);
    items.set(`${key.PK}|${key.SK}`, { ...key, id: recordId, deletedAt: null, ...fields });
  };
  const check = createReferenceCheck(createStore({ client, tableName: 'table' }), families);
  return { put, calls, check };
}

/** What the check refused: each error's path and message, or undefined when it let the body through. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as InvalidRequestError).options.errors;
  }
}

const family = (prefix: string) => resourceByIdPrefix(prefix)!;

describe('the reference check', () => {
  it('reads nothing for a body that sets no reference (absent or null)', async () => {
    const { check, calls } = memoryTable();
    await check(notes, ORG, { body: 'x', contactId: null });
    expect(calls).toEqual([]);
  });

  it('reads every reference of a body in one BatchGetItem, and returns the records by id', async () => {
    const { put, check, calls } = memoryTable();
    const body = {
      pipelineId: id('pip', 1),
      stageId: id('stg', 1),
      contactId: id('con', 1),
      companyId: id('com', 1),
      ownerId: id('mem', 1),
    };
    for (const value of Object.values(body)) put(family(value.slice(0, 3)).entity, ORG, value, { name: value });
    const found = await check(deals, ORG, { name: 'Deal', ...body });
    expect(calls).toEqual([5]);
    expect([...found.keys()].sort()).toEqual(Object.values(body).sort());
    expect(found.get(id('com', 1))?.name).toBe(id('com', 1));
  });

  it("refuses ids of no record, of a deleted one and of another organization's, one error per field", async () => {
    const { put, check } = memoryTable();
    put(contacts.entity, OTHER_ORG, id('con', 1));
    put(family('com').entity, ORG, id('com', 1), { deletedAt: '2026-01-01T00:00:00.000Z' });
    put(family('dea').entity, ORG, id('dea', 1));
    const errors = await refusal(
      check(notes, ORG, { body: 'x', contactId: id('con', 1), companyId: id('com', 1), dealId: id('dea', 1) }),
    );
    expect(errors).toEqual([
      { path: 'contactId', message: `does not name a live contact of this organization (${id('con', 1)})` },
      { path: 'companyId', message: `does not name a live company of this organization (${id('com', 1)})` },
    ]);
  });

  it('names an array field once, with the ids of it that fail', async () => {
    const { put, check } = memoryTable();
    put(family('tea').entity, ORG, id('tea', 1));
    put(homeEntity, id('usr', 1), id('usr', 1), { org: OTHER_ORG });
    put(users.entity, OTHER_ORG, id('usr', 1));
    const errors = await refusal(
      check(memberships, ORG, { userId: id('usr', 1), teamIds: [id('tea', 1), id('tea', 2), id('tea', 3)] }),
    );
    expect(errors).toEqual([
      {
        path: 'teamIds',
        message: `does not name a live team of this organization (${id('tea', 2)}, ${id('tea', 3)})`,
      },
    ]);
  });

  it("finds a user through the pointer in the user's own namespace, then in their home organization: two reads", async () => {
    const { put, check, calls } = memoryTable();
    put(homeEntity, id('usr', 1), id('usr', 1), { org: OTHER_ORG });
    put(users.entity, OTHER_ORG, id('usr', 1), { name: 'Ada' });
    const found = await check(memberships, ORG, { userId: id('usr', 1), teamIds: [] });
    expect(found.get(id('usr', 1))?.name).toBe('Ada');
    expect(calls).toEqual([1, 1]);
  });

  it('refuses a user without a home pointer after one read, and a deleted user after two', async () => {
    const { put, check, calls } = memoryTable();
    const message = (user: string) => [
      { path: 'userId', message: `does not name a live user of the service (${user})` },
    ];
    expect(await refusal(check(memberships, ORG, { userId: id('usr', 1) }))).toEqual(message(id('usr', 1)));
    expect(calls).toEqual([1]);
    put(homeEntity, id('usr', 2), id('usr', 2), { org: OTHER_ORG });
    put(users.entity, OTHER_ORG, id('usr', 2), { deletedAt: '2026-01-01T00:00:00.000Z' });
    expect(await refusal(check(memberships, ORG, { userId: id('usr', 2) }))).toEqual(message(id('usr', 2)));
    expect(calls).toEqual([1, 1, 1]);
  });

  it('reads 100 teams and a user in two BatchGetItem calls of at most 100 keys, sent together', async () => {
    const { put, check, calls } = memoryTable();
    const teamIds = Array.from({ length: 100 }, (_, n) => id('tea', n));
    for (const team of teamIds) put(family('tea').entity, ORG, team);
    put(homeEntity, id('usr', 1), id('usr', 1), { org: ORG });
    put(users.entity, ORG, id('usr', 1));
    await check(memberships, ORG, { userId: id('usr', 1), teamIds: [...teamIds, teamIds[0]] });
    expect(calls.slice(0, 2).sort()).toEqual([1, 100]);
    expect(calls.slice(2)).toEqual([1]);
  });

  it('leaves fields the service sets, and prefixes of no family (root contacts), to the schema', async () => {
    const { check, calls } = memoryTable();
    await check(contacts, ORG, { name: 'x', importId: id('imp', 1), rootContactId: id('rcn', 1) });
    expect(calls).toEqual([]);
  });
});

describe('reference fields', () => {
  it('carry the prefix they name, on arrays too', () => {
    expect(f.ref('con').references).toBe('con');
    expect(f.array(f.ref('tea')).references).toBe('tea');
    expect(f.text().references).toBeUndefined();
  });

  it.each<[string, Resource, string, string | undefined]>([
    ['a contact reference', notes, 'contactId', 'names a live contact of this organization'],
    ['a team list', memberships, 'teamIds', 'names a live team of this organization'],
    ['a user reference', memberships, 'userId', 'names a live user of the service'],
    ['a field the service sets', contacts, 'importId', undefined],
    ['a root contact (no family here)', contacts, 'rootContactId', undefined],
    ['a field that is no reference', contacts, 'name', undefined],
  ])('are documented: %s', (_, resource, field, rule) => {
    expect(referenceRule(resource.fields[field]!, families)).toBe(rule);
  });
});
