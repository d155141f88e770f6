// The token, membership and tally indexes through HTTP: a search sees the write before it, its cursors hold while
// others write, counts kept in transactions equal what a list finds, and tags filters answer as the unindexed read does.
import { type ApiRecord, expectStatus, qs } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';

type Params = Array<[string, string]>;

const t = useTestRuntime();

const create = async (body: Record<string, unknown>) =>
  expectStatus(await t.api.post('/v5/contacts', body), 201) as ApiRecord;
const list = async (params: Params) => expectStatus(await t.api.get(`/v5/contacts${qs(params)}`), 200) as ApiRecord[];
const count = async (params: Params) =>
  (expectStatus(await t.api.get(`/v5/contacts/count${qs(params)}`), 200) as { count: number }).count;
const ids = (records: ApiRecord[]) => records.map((record) => record.id);
/** The same filters read without any index item: a filter on deletedAt sends the read to the records themselves. */
const unindexed = (params: Params): Params => [...params, ['filter.deletedAt.equals', 'null']];

describe('a search reads its own writes', () => {
  it('finds a contact created, renamed and deleted in the request just before', async () => {
    const created = await create({ name: 'Ottoline Quillfeather', email: 'otto.quill@feathers.test' });
    expect(ids(await list([['query', 'quillfeather']]))).toEqual([created.id]);
    expect(ids(await list([['query', 'OTTO.QUI']]))).toEqual([created.id]);
    expect(ids(await list([['query', 'feathers otto']]))).toEqual([created.id]);
    expect(await count([['query', 'quillfeath']])).toBe(1);

    expectStatus(await t.api.patch(`/v5/contacts/${created.id}`, { name: 'Ottoline Brambleworth' }), 200);
    expect(await list([['query', 'quillfeather']])).toEqual([]);
    expect(ids(await list([['query', 'brambleworth']]))).toEqual([created.id]);

    expectStatus(await t.api.delete(`/v5/contacts/${created.id}`), 200);
    expect(await list([['query', 'brambleworth']])).toEqual([]);
    expect(await count([['query', 'brambleworth']])).toBe(0);
  });
});

describe('cursors over search results', () => {
  it('page through while others are created and deleted: none twice, none that stayed missed', async () => {
    const steady = [];
    for (let i = 0; i < 12; i++) steady.push(await create({ name: `Wanderer Steady ${i}` }));
    const doomed = await Promise.all([0, 1, 2, 3].map((i) => create({ name: `Wanderer Doomed ${i}` })));
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 20; page++) {
      const params: Params = [
        ['query', 'wanderer'],
        ['limit', '3'],
      ];
      const [records] = await Promise.all([
        list(cursor ? [...params, ['startingAfter', cursor]] : params),
        create({ name: `Wanderer Newcomer ${page}` }),
        doomed[page] ? t.api.delete(`/v5/contacts/${doomed[page]!.id}`) : undefined,
      ]);
      seen.push(...ids(records));
      if (records.length < 3) break;
      cursor = records.at(-1)!.id;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const record of steady) expect(seen).toContain(record.id);
    // Newest first: every page continues below the one before.
    expect([...seen].sort().reverse()).toEqual(seen);
  });
});

describe('counts kept in the write transactions', () => {
  it('equal the listed records after many parallel creates, deletes and changes', async () => {
    const statuses = ['NEW', 'CONTACTED', 'REPLIED'];
    const made = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        create({ name: `Tally ${i}`, status: statuses[i % 3], tags: i % 2 ? ['tally', 'odd'] : ['tally'] }),
      ),
    );
    await Promise.all(
      made.map((record, i) =>
        i % 4 === 0
          ? t.api.delete(`/v5/contacts/${record.id}`)
          : i % 4 === 1
            ? t.api.patch(`/v5/contacts/${record.id}`, { status: 'REPLIED', tags: ['odd'] })
            : i % 4 === 2
              ? create({ name: `Tally extra ${i}`, status: 'NEW', tags: ['tally'] })
              : Promise.resolve(),
      ),
    );
    for (const params of [
      [],
      [['filter.status.equals', 'REPLIED']],
      [['filter.status.equals', 'NEW']],
      [['filter.tags.has', 'tally']],
      [['filter.tags.has', 'odd']],
    ] as Params[]) {
      const listed = await list([...params, ['limit', '100']]);
      expect([params, await count(params)]).toEqual([params, listed.length]);
    }
  });
});

describe('tags filters through memberships', () => {
  it('answer has, hasSome and hasEvery as the unindexed read does, cursors and overflowing tags included', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `many${i}`);
    for (const tags of [['red'], ['red', 'blue'], ['blue'], [], ['green', 'red'], [...many, 'red'], ['blue', 'green']])
      await create({ name: 'Tagged', tags });
    for (const filter of [
      ['filter.tags.has', 'red'],
      ['filter.tags.has', 'many3'],
      ['filter.tags.hasSome', 'blue,green'],
      ['filter.tags.hasEvery', 'red,blue'],
      ['filter.tags.hasEvery', 'red,many11'],
    ] as Array<[string, string]>) {
      const expected = await list(unindexed([filter]));
      expect(expected.length).toBeGreaterThan(0);
      expect([filter, ids(await list([filter]))]).toEqual([filter, ids(expected)]);
      expect([filter, await count([filter])]).toEqual([filter, expected.length]);
      const second = await list([filter, ['limit', '1'], ['startingAfter', expected[0]!.id]]);
      expect(ids(second)).toEqual(ids(expected.slice(1, 2)));
      const ascending = await list([filter, ['sort', 'asc']]);
      expect(ids(ascending)).toEqual(ids(expected).reverse());
    }
  });
});
