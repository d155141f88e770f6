// The index audit on DynamoDB Local: no drift after creates, updates and deletes, and each kind of drift counted when planted.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EntityType } from '../../lib/platform/store/entity.js';
import { indexItems } from '../../lib/platform/store/index-items.js';
import type { WriteContext } from '../../lib/platform/store/records.js';
import { createStore } from '../../lib/platform/store/store.js';
import { provisionTestTable, testDocumentClient, uniqueTableName } from '../support/runtime.js';

const person: EntityType = {
  object: 'person',
  idPrefix: 'per',
  indexes: [{ slot: 1, sortBy: { field: 'name', type: 'string' } }],
  searchIndexed: true,
  searchFields: ['name'],
  memberships: ['tags'],
  tallied: ['tags'],
};

const client = testDocumentClient();
const tableName = uniqueTableName();
const store = createStore({ client, tableName });
const ctx: WriteContext = { org: 'org_D', actor: { type: 'system', id: 'test' }, requestId: 'req-d' };

beforeAll(() => provisionTestTable(tableName));

it('finds no drift after creates, updates and deletes, and counts a stale token, a missing one and a miscounted tally', async () => {
  const ada = await store.create(person, ctx, { name: 'Ada Lovelace', tags: ['vip', 'math'] });
  await store.update(person, ctx, ada.id, () => ({ name: 'Ada Byron', tags: ['poet'] }));
  const grace = await store.create(person, ctx, { name: 'Grace Hopper', tags: ['navy'] });
  await store.softDelete(person, ctx, grace.id);
  const mary = await store.create(person, ctx, { name: 'Mary Jackson' });
  // Another organization's drift is not this one's.
  await store.commit([store.tallies.addItem('org_E', 'person', '*', mary.id, 5)]);
  expect(await store.auditIndexing(ctx.org, [person])).toEqual({
    total: 0,
    byType: { person: { records: 2, missingIndexItems: 0, staleIndexItems: 0, tallyDrift: 0 } },
  });

  const [token] = indexItems(person, ctx.org, mary);
  await client.send(new DeleteCommand({ TableName: tableName, Key: token }));
  await client.send(new PutCommand({ TableName: tableName, Item: { ...token, SK: `${token!.SK}X` } }));
  await store.commit([store.tallies.addItem(ctx.org, 'person', 'tags=poet', mary.id, 1)]);
  const planted = {
    total: 3,
    byType: { person: { records: 2, missingIndexItems: 1, staleIndexItems: 1, tallyDrift: 1 } },
  };
  expect(await store.auditIndexing(ctx.org, [person])).toEqual(planted);
  // Read in segments (as a large table on disk is), every item is still seen once.
  expect(await store.auditIndexing(ctx.org, [person], { segments: 7 })).toEqual(planted);
});
