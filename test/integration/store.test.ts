// The single-table store on DynamoDB Local: transactions, unique guards, the event log, soft deletes, keyset pages and counts.
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { defineItem, part } from '../../lib/platform/store/item-type.js';
import { positionOf } from '../../lib/platform/store/page-query.js';
import type { EntityType } from '../../lib/platform/store/entity.js';
// The store's own errors, under the names the assertions use.
import {
  StoreConflictError as ConflictError,
  RecordNotFoundError as NotFoundError,
} from '../../lib/platform/store/errors.js';
import type { PageQuery } from '../../lib/platform/store/page-query.js';
import { createStore, type Store } from '../../lib/platform/store/store.js';
import type { StoredRecord, WriteContext } from '../../lib/platform/store/records.js';
import { encodeSortValue, indexSortKey } from '../../lib/platform/store/sort-key-encoding.js';
import { testDocumentClient, uniqueTableName, provisionTestTable } from '../support/runtime.js';

const widget: EntityType = {
  object: 'widget',
  idPrefix: 'wid',
  unique: [{ field: 'email', scope: 'organization', normalize: (v) => v.toLowerCase() }],
  indexes: [
    { slot: 1, sortBy: { field: 'name', type: 'string' } },
    { slot: 2, sortBy: { field: 'score', type: 'number' }, partitionBy: { field: 'status', type: 'string' } },
  ],
  searchFields: ['name', 'email'],
};

const client = testDocumentClient();
const tableName = uniqueTableName();
let store: Store;
const orgA: WriteContext = { org: 'org_A', actor: { type: 'user', id: 'usr_1' }, requestId: 'req-a' };
const orgB: WriteContext = { org: 'org_B', actor: { type: 'apiKey', id: 'key_1' }, requestId: 'req-b' };

beforeAll(async () => {
  await provisionTestTable(tableName);
  store = createStore({ client, tableName });
});

async function events(org: string, recordId: string) {
  const { Items = [] } = await client.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `ORG#${org}#event` },
    }),
  );
  return Items.filter((item) => item.recordId === recordId);
}

/** Every page of a query, following startAfter the way a client follows cursors. */
async function readAll(query: Omit<PageQuery, 'startAfter'>): Promise<StoredRecord[]> {
  const all: StoredRecord[] = [];
  let startAfter: PageQuery['startAfter'];
  for (;;) {
    const page = await store.queryPage({ ...query, startAfter });
    all.push(...page.items);
    if (page.items.length < query.limit) return all;
    startAfter = positionOf(query, page.items.at(-1)!);
  }
}

describe('create and get', () => {
  it('creates a record with the envelope, a prefixed ULID id and millisecond UTC timestamps', async () => {
    const record = await store.create(widget, orgA, {
      name: 'Alpha',
      email: 'alpha@example.com',
      score: 3,
      status: 'ACTIVE',
    });
    expect(record).toMatchObject({ object: 'widget', sort: 0, deletedAt: null, name: 'Alpha' });
    expect(record.id).toMatch(/^wid_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(record.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(record.updatedAt).toBe(record.createdAt);
    expect(await store.get(widget, 'org_A', record.id)).toEqual(record);
  });

  it('never returns the store’s own attributes', async () => {
    const record = await store.create(widget, orgA, { name: 'Beta' });
    const fetched = await store.get(widget, 'org_A', record.id);
    expect(
      Object.keys(fetched!).filter((k) => k.startsWith('GSI') || k.startsWith('_') || k === 'PK' || k === 'SK'),
    ).toEqual([]);
  });

  it('keeps organizations apart: the same id is not found through another organization', async () => {
    const record = await store.create(widget, orgA, { name: 'Private' });
    expect(await store.get(widget, 'org_B', record.id)).toBeUndefined();
    await expect(store.update(widget, orgB, record.id, () => ({ name: 'Stolen' }))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(store.softDelete(widget, orgB, record.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await store.get(widget, 'org_A', record.id))!.name).toBe('Private');
  });

  it('refuses a second record with the same unique value, compared after normalising, within one organization only', async () => {
    await store.create(widget, orgA, { name: 'One', email: 'dup@example.com' });
    await expect(store.create(widget, orgA, { name: 'Two', email: 'DUP@example.com' })).rejects.toMatchObject({
      kind: 'conflict',
      field: 'email',
    });
    await expect(store.create(widget, orgB, { name: 'Other org', email: 'dup@example.com' })).resolves.toMatchObject({
      name: 'Other org',
    });
  });

  it('writes nothing of a create whose unique value is taken: no record and no event', async () => {
    await store.create(widget, orgA, { name: 'Taken', email: 'taken@example.com' });
    const before = await store.count({ entity: widget, org: 'org_A' });
    await expect(store.create(widget, orgA, { name: 'Loser', email: 'taken@example.com' })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(await store.count({ entity: widget, org: 'org_A' })).toEqual(before);
  });

  it('refuses to create a record under an id that exists, so that idempotent writers can tell', async () => {
    const id = 'wid_01JZZZZZZZZZZZZZZZZZZZZZZZ';
    await store.create(widget, orgA, { name: 'First' }, { id });
    await expect(store.create(widget, orgA, { name: 'Again' }, { id })).rejects.toMatchObject({ kind: 'conflict', id });
    expect((await store.get(widget, 'org_A', id))!.name).toBe('First');
  });

  it('appends a created event with the actor, request id and fields, in the same write', async () => {
    const record = await store.create(widget, orgA, { name: 'Logged', score: 1 });
    const [event] = await events('org_A', record.id);
    expect(event).toMatchObject({
      object: 'event',
      type: 'widget.created',
      recordObject: 'widget',
      recordId: record.id,
      actor: { type: 'user', id: 'usr_1' },
      requestId: 'req-a',
    });
    expect(event!.id).toMatch(/^evt_/);
    expect(event!.changes).toEqual(expect.arrayContaining(['name', 'score']));
    expect(event!.expiresAtEpoch).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('update', () => {
  it('changes fields, moves updatedAt on, keeps createdAt, and logs the changed field names', async () => {
    // Its own clock, moved on a millisecond between the writes, which the machine's clock need not do.
    let at = Date.parse('2030-01-01T00:00:00.000Z');
    const store = createStore({ client, tableName, now: () => new Date(at) });
    const record = await store.create(widget, orgA, { name: 'Old', score: 1 });
    at += 1;
    const updated = await store.update(widget, orgA, record.id, () => ({ name: 'New' }));
    expect(updated).toMatchObject({ id: record.id, name: 'New', score: 1, createdAt: record.createdAt });
    expect(updated.updatedAt > record.updatedAt).toBe(true);
    const logged = (await events('org_A', record.id)).find((e) => e.type === 'widget.updated');
    expect(logged!.changes).toEqual(['name']);
  });

  it('moves a unique value: the old one is free again and the new one is taken', async () => {
    const record = await store.create(widget, orgA, { name: 'Mover', email: 'old@example.com' });
    await store.update(widget, orgA, record.id, () => ({ email: 'new@example.com' }));
    await expect(store.create(widget, orgA, { name: 'Reuse', email: 'old@example.com' })).resolves.toBeDefined();
    await expect(store.create(widget, orgA, { name: 'Clash', email: 'new@example.com' })).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('refuses to move a unique value onto one that is taken, and changes nothing', async () => {
    const a = await store.create(widget, orgA, { name: 'A', email: 'a-owner@example.com' });
    const b = await store.create(widget, orgA, { name: 'B', email: 'b-owner@example.com' });
    await expect(
      store.update(widget, orgA, b.id, () => ({ email: 'a-owner@example.com', name: 'B2' })),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await store.get(widget, 'org_A', b.id)).toMatchObject({ name: 'B', email: 'b-owner@example.com' });
    expect((await store.get(widget, 'org_A', a.id))!.email).toBe('a-owner@example.com');
  });

  it('loses no concurrent update: each is applied to the version it read', async () => {
    const record = await store.create(widget, orgA, { name: 'Counter', score: 0 });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        store.update(widget, orgA, record.id, (current) => ({ score: Number(current.score) + 1 })),
      ),
    );
    expect((await store.get(widget, 'org_A', record.id))!.score).toBe(5);
  });
});

describe('soft delete', () => {
  it('sets deletedAt, hides the record from get, lists and counts, and frees its unique values', async () => {
    const org = 'org_del';
    const ctx = { ...orgA, org };
    const keep = await store.create(widget, ctx, { name: 'Keep' });
    const gone = await store.create(widget, ctx, { name: 'Gone', email: 'gone@example.com' });
    const deleted = await store.softDelete(widget, ctx, gone.id);
    expect(deleted.deletedAt).toMatch(/Z$/);
    expect(await store.get(widget, org, gone.id)).toBeUndefined();
    expect((await store.get(widget, org, gone.id, { includeDeleted: true }))!.deletedAt).toBe(deleted.deletedAt);
    const base = await store.queryPage({ entity: widget, org, direction: 'desc', limit: 10 });
    expect(base.items.map((r) => r.id)).toEqual([keep.id]);
    const byName = await store.queryPage({
      entity: widget,
      org,
      index: { slot: 1 },
      direction: 'asc',
      limit: 10,
    });
    expect(byName.items.map((r) => r.id)).toEqual([keep.id]);
    expect((await store.count({ entity: widget, org })).count).toBe(1);
    expect((await store.count({ entity: widget, org, includeDeleted: true })).count).toBe(2);
    await expect(store.create(widget, ctx, { name: 'Again', email: 'gone@example.com' })).resolves.toBeDefined();
    await expect(store.update(widget, ctx, gone.id, () => ({ name: 'Zombie' }))).rejects.toBeInstanceOf(NotFoundError);
    expect((await events(org, gone.id)).map((e) => e.type).sort()).toEqual(['widget.created', 'widget.deleted']);
  });
});

describe('pages and counts', () => {
  const org = 'org_pages';
  const ctx = { ...orgA, org };
  const created: StoredRecord[] = [];
  const names = ['delta', 'alpha', 'charlie', 'alpha', 'bravo', 'echo', 'Zulu', 'alpha', 'foxtrot', 'golf', 'hotel'];

  beforeAll(async () => {
    for (const [i, name] of names.entries()) {
      created.push(
        await store.create(widget, ctx, {
          name,
          score: (i % 4) - 1.5,
          status: i % 2 ? 'ACTIVE' : 'PAUSED',
          email: i === 3 ? null : `${name}${i}@example.com`,
        }),
      );
    }
    await store.create(widget, { ...ctx, org: 'org_noise' }, { name: 'alpha', status: 'ACTIVE' });
  });

  it('lists in id order, which is creation order, newest first by default, across pages without repeats or gaps', async () => {
    const all = await readAll({ entity: widget, org, direction: 'desc', limit: 3 });
    expect(all.map((r) => r.id)).toEqual(created.map((r) => r.id).reverse());
    const asc = await readAll({ entity: widget, org, direction: 'asc', limit: 4 });
    expect(asc.map((r) => r.id)).toEqual(created.map((r) => r.id));
  });

  it('orders by an indexed string field in byte order, ties broken by id, in both directions', async () => {
    const expected = [...created].sort((a, b) =>
      a.name === b.name ? (a.id < b.id ? -1 : 1) : String(a.name) < String(b.name) ? -1 : 1,
    );
    const asc = await readAll({ entity: widget, org, index: { slot: 1 }, direction: 'asc', limit: 2 });
    expect(asc.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const desc = await readAll({ entity: widget, org, index: { slot: 1 }, direction: 'desc', limit: 5 });
    expect(desc.map((r) => r.id)).toEqual(expected.map((r) => r.id).reverse());
  });

  it('serves equality on an indexed field as a key condition: reads only what it returns', async () => {
    const page = await store.queryPage({
      entity: widget,
      org,
      index: { slot: 1 },
      keyCondition: { op: 'begins_with', value: `${encodeSortValue('string', 'alpha')}#` },
      direction: 'asc',
      limit: 10,
    });
    expect(page.items.map((r) => r.name)).toEqual(['alpha', 'alpha', 'alpha']);
    expect(page.scannedCount).toBe(3);
  });

  it('serves "status = X ordered by score" from a partitioned slot, negative numbers in order', async () => {
    const page = await store.queryPage({
      entity: widget,
      org,
      index: { slot: 2, partitionValue: 'ACTIVE' },
      direction: 'asc',
      limit: 100,
    });
    const active = created.filter((r) => r.status === 'ACTIVE');
    expect(page.items.map((r) => r.id).sort()).toEqual(active.map((r) => r.id).sort());
    const scores = page.items.map((r) => Number(r.score));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(page.scannedCount).toBe(active.length);
  });

  it('fills a page through a predicate, reading on past items it drops', async () => {
    const page = await store.queryPage({
      entity: widget,
      org,
      predicate: (item) => item.status === 'PAUSED',
      direction: 'asc',
      limit: 4,
    });
    expect(page.items).toHaveLength(4);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((r) => r.status === 'PAUSED')).toBe(true);
    expect(page.scannedCount).toBeGreaterThan(4);
  });

  it('keeps a cursor working after its record is soft-deleted', async () => {
    const query = { entity: widget, org, index: { slot: 1 }, direction: 'asc' as const, limit: 3 };
    const first = await store.queryPage(query);
    const cursorRecord = first.items.at(-1)!;
    await store.softDelete(widget, ctx, cursorRecord.id);
    const next = await store.queryPage({ ...query, startAfter: positionOf(query, cursorRecord) });
    const all = await readAll({ ...query, limit: 100 });
    const after = all.slice(
      all.findIndex(
        (r) => indexSortKey('string', r.name, r.id) > indexSortKey('string', cursorRecord.name, cursorRecord.id),
      ),
    );
    expect(next.items.map((r) => r.id)).toEqual(after.slice(0, 3).map((r) => r.id));
  });

  it('counts with a predicate, within one organization', async () => {
    const active = await store.count({
      entity: widget,
      org,
      predicate: (item) => item.status === 'ACTIVE',
    });
    const live = await readAll({ entity: widget, org, direction: 'asc', limit: 100 });
    expect(active.count).toBe(live.filter((r) => r.status === 'ACTIVE').length);
    expect(active.count).toBeGreaterThan(0);
    expect((await store.count({ entity: widget, org: 'org_noise' })).count).toBe(1);
  });
});

describe('index slots', () => {
  const org = 'org_slots';
  const ctx = { ...orgA, org };
  const slotOne = { entity: widget, org, index: { slot: 1 }, direction: 'asc' as const, limit: 10 };

  it('carry keys, id and deletedAt only; a page reads its records, whole, from the table', async () => {
    const made = await store.create(widget, ctx, { name: 'keyed', email: 'keyed@example.com', status: 'ACTIVE' });
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `ORG#${org}#widget` },
      }),
    );
    expect(Items.map((item) => Object.keys(item).sort())).toEqual([
      ['GSI1PK', 'GSI1SK', 'PK', 'SK', 'deletedAt', 'id'],
    ]);
    expect((await store.queryPage(slotOne)).items).toEqual([made]);
    expect(await store.count({ ...slotOne, predicate: (item) => item.email === 'keyed@example.com' })).toEqual({
      count: 1,
      scannedCount: 1,
    });
  });

  it('leave out a record that moved in the slot between the index read and the table read', async () => {
    const moving = await store.create(widget, ctx, { name: 'moving', status: 'ACTIVE' });
    // A store whose first index read is followed, before its records are read, by a write that renames one of them:
    // on AWS an index follows the table a moment behind, and this is what a read sees in that moment.
    const racing = testDocumentClient();
    let raced = false;
    racing.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        if (context.commandName === 'QueryCommand' && !raced) {
          raced = true;
          await store.update(widget, ctx, moving.id, () => ({ name: 'aaa moved' }));
        }
        return result;
      },
      { step: 'initialize' },
    );
    const page = await createStore({ client: racing, tableName }).queryPage({
      ...slotOne,
      keyCondition: { op: 'begins_with', value: encodeSortValue('string', 'moving') },
    });
    racing.destroy();
    expect(raced).toBe(true);
    expect(page.items).toEqual([]);
    const now = await store.queryPage(slotOne);
    expect(now.items.map((record) => record.name)).toEqual(['aaa moved', 'keyed']);
  });
});

describe('findByUnique', () => {
  it('finds the record that holds a unique value, and nothing once it is deleted', async () => {
    const record = await store.create(widget, orgA, { name: 'Findable', email: 'find.me@example.com' });
    const constraint = widget.unique![0]!;
    expect(await store.findByUnique(widget, constraint, 'org_A', 'FIND.me@example.com')).toEqual({
      org: 'org_A',
      record,
    });
    await store.softDelete(widget, orgA, record.id);
    expect(await store.findByUnique(widget, constraint, 'org_A', 'find.me@example.com')).toBeUndefined();
  });
});

describe('batched puts of declared items', () => {
  it('sends again what DynamoDB leaves unprocessed, until every item is taken', async () => {
    const parked = defineItem({
      name: 'parked test item',
      partition: ['TEST', part('batch')],
      sort: [part('n')],
      attributes: v.object({ value: v.string() }),
    });
    // The first BatchWriteItem is answered as if DynamoDB had been throttled: every request back, none written.
    const throttling = Object.create(client) as typeof client;
    let refused = 0;
    throttling.send = ((command: BatchWriteCommand) => {
      if (command instanceof BatchWriteCommand && refused === 0) {
        refused++;
        return Promise.resolve({ UnprocessedItems: command.input.RequestItems });
      }
      return client.send(command as never);
    }) as typeof client.send;
    const batch = `b${Date.now()}`;
    const entries = Array.from({ length: 5 }, (_, n) => ({
      key: { batch, n: String(n) },
      attributes: { value: `v${n}` },
    }));
    await createStore({ client: throttling, tableName }).items(parked).putMany(entries);
    expect(refused).toBe(1);
    const kept = await store.items(parked).getMany(entries.map((entry) => entry.key));
    expect(kept.map((item) => item?.value)).toEqual(['v0', 'v1', 'v2', 'v3', 'v4']);
  });
});

describe('writeOne', () => {
  it('writes one planned item as a plain conditional write, not a transaction; its failed condition is a lost race', async () => {
    const commands: string[] = [];
    const watching = Object.create(client) as typeof client;
    watching.send = ((command: { constructor: { name: string } }) => {
      commands.push(command.constructor.name);
      return client.send(command as never);
    }) as typeof client.send;
    const single = createStore({ client: watching, tableName });
    const Item = { PK: `SINGLE#${Date.now()}`, SK: 'x', value: 1 };
    const put = { Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(PK)' } };
    await single.writeOne(put);
    await expect(single.writeOne(put)).rejects.toMatchObject({ kind: 'write-race', reason: 'ConditionalCheckFailed' });
    // A commit, even of one item, is a transaction.
    await expect(single.commit([put])).rejects.toMatchObject({ kind: 'write-race', failedIndex: 0 });
    expect(commands).toEqual(['PutCommand', 'PutCommand', 'TransactWriteCommand']);
    const { Items = [] } = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': Item.PK },
      }),
    );
    expect(Items).toEqual([Item]);
  });
});
