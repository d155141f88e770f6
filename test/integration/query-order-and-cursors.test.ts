// Orders and cursor pagination through HTTP: every order walked page by page forwards (startingAfter) and backwards
// (endingBefore) equals the reference order; walks stay stable while records are created, updated and deleted.
import { api, expectStatus, qs, type Api, type ApiRecord } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { referenceOrder } from '../support/reference-order.js';
import { useTestRuntime } from '../support/test-runtime.js';

type Params = Array<[string, string]>;

const ids = (records: ApiRecord[]) => records.map((record) => record.id);

/** Walks every page forwards with startingAfter: returns the pages, and checks each full page has `limit` items. */
async function walkForward(
  client: Api,
  family: string,
  params: Params,
  limit: number,
  onPage?: (page: ApiRecord[], index: number) => Promise<void>,
): Promise<ApiRecord[][]> {
  const pages: ApiRecord[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const response = await client.get(
      `/v5/${family}${qs([...params, ['limit', String(limit)], ...(cursor ? [['startingAfter', cursor] as [string, string]] : [])])}`,
    );
    const page = expectStatus(response, 200) as ApiRecord[];
    expect(page.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    // Fewer than limit means the last page; exactly limit means more may exist (the next may be empty).
    if (page.length < limit) return pages;
    if (pages.length > 60) throw new Error('The walk does not end');
    cursor = page.at(-1)!.id;
    await onPage?.(page, pages.length - 1);
  }
}

/** Walks every page backwards with endingBefore, starting before `from`; returns the pages in the order they were read. */
async function walkBackward(
  client: Api,
  family: string,
  params: Params,
  limit: number,
  from: string,
  onPage?: (page: ApiRecord[], index: number) => Promise<void>,
): Promise<ApiRecord[][]> {
  const pages: ApiRecord[][] = [];
  let cursor = from;
  for (;;) {
    const response = await client.get(
      `/v5/${family}${qs([...params, ['limit', String(limit)], ['endingBefore', cursor]])}`,
    );
    const page = expectStatus(response, 200) as ApiRecord[];
    expect(page.length).toBeLessThanOrEqual(limit);
    pages.push(page);
    if (page.length < limit) return pages;
    if (pages.length > 60) throw new Error('The walk does not end');
    cursor = page[0]!.id;
    await onPage?.(page, pages.length - 1);
  }
}

// ---------------------------------------------------------------------------------------------------------------

const contactBodies: Array<Record<string, unknown>> = [
  {
    name: 'Dan Brown',
    lastName: 'Brown',
    email: 'dan1@ex.test',
    city: 'Berlin',
    score: 10,
    latitude: 52.5,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'adam smith',
    lastName: 'smith',
    email: 'adam.lower@ex.test',
    city: 'berlin',
    score: -3,
    latitude: -33.9,
    isActive: false,
    status: 'REPLIED',
  },
  {
    name: 'Adam Smith',
    lastName: 'Smith',
    email: 'Adam.Upper@ex.test',
    city: null,
    score: 0,
    latitude: null,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'Zoë Quinn',
    lastName: 'Quinn',
    email: 'zoe@ex.test',
    city: 'São Paulo',
    score: 2.5,
    latitude: -23.5,
    isActive: true,
    status: 'CONTACTED',
  },
  {
    name: null,
    email: 'only.email@ex.test',
    city: 'Zürich',
    score: 10,
    latitude: 47.4,
    isActive: false,
    status: 'NEW',
  },
  {
    name: 'Dan Brown',
    lastName: 'Brown',
    email: 'dan2@ex.test',
    city: 'Berlin',
    score: 10,
    latitude: 0,
    isActive: true,
    status: 'REPLIED',
  },
  {
    name: '李雷',
    lastName: '李',
    email: 'li@ex.test',
    city: 'Tōkyō',
    score: 100,
    latitude: 35.7,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'Ängel Ortiz',
    lastName: 'Ortiz',
    email: null,
    city: 'Madrid',
    score: -100,
    latitude: 40.4,
    isActive: false,
    status: 'NEW',
  },
  {
    name: 'émile zola',
    lastName: 'zola',
    email: 'emile@ex.test',
    city: 'Paris',
    score: 7,
    latitude: 48.9,
    isActive: true,
    status: 'CONTACTED',
  },
  {
    name: 'Bob',
    lastName: null,
    email: 'bob@ex.test',
    city: 'Berlin',
    score: 0,
    latitude: 52.5,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'Bobby',
    lastName: 'Tables',
    email: 'bobby@ex.test',
    city: null,
    score: -0.5,
    latitude: null,
    isActive: false,
    status: 'REPLIED',
  },
  {
    name: 'Dan Brown',
    lastName: 'Brown',
    email: 'dan3@ex.test',
    city: 'Exeter',
    score: 3,
    latitude: 50.7,
    isActive: true,
    status: 'NEW',
  },
  {
    name: null,
    email: 'another.email@ex.test',
    city: null,
    score: 10,
    latitude: 1,
    isActive: true,
    status: 'CONTACTED',
  },
  {
    name: 'Carla',
    lastName: 'Bruni',
    email: 'carla@ex.test',
    city: 'Paris',
    score: 55,
    latitude: 48.9,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'Carl',
    lastName: 'Sagan',
    email: 'carl@ex.test',
    city: 'Ithaca',
    score: -3,
    latitude: 42.4,
    isActive: false,
    status: 'REPLIED',
  },
  {
    name: 'Eve',
    lastName: 'Polastri',
    email: 'eve@ex.test',
    city: 'London',
    score: 1e6,
    latitude: 51.5,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'Frank',
    lastName: 'Ocean',
    email: null,
    city: 'Long Beach',
    score: -1e6,
    latitude: 33.8,
    isActive: true,
    status: 'CONTACTED',
  },
  {
    name: 'Grace',
    lastName: 'Hopper',
    email: 'grace@ex.test',
    city: 'New York',
    score: 99.99,
    latitude: 40.7,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'Hank',
    lastName: 'Hill',
    email: 'hank@ex.test',
    city: 'Arlen',
    score: 9,
    latitude: 32.9,
    isActive: false,
    status: 'NEW',
  },
  {
    name: 'Ivy',
    lastName: 'Chen',
    email: 'ivy@ex.test',
    city: 'Zürich',
    score: 10,
    latitude: 47.4,
    isActive: true,
    status: 'REPLIED',
  },
  {
    name: 'Jon',
    lastName: 'Snow',
    email: 'jon@ex.test',
    city: 'Winterfell',
    score: 0.1,
    latitude: 64.1,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'Kim',
    lastName: 'Wexler',
    email: 'kim@ex.test',
    city: 'Albuquerque',
    score: 77,
    latitude: 35.1,
    isActive: true,
    status: 'CONTACTED',
  },
  {
    name: 'Liam',
    lastName: 'Carson',
    email: 'liam@ex.test',
    city: 'London',
    score: -5,
    latitude: 51.5,
    isActive: false,
    status: 'NEW',
  },
  {
    name: 'Mia',
    lastName: 'Wallace',
    email: 'mia@ex.test',
    city: 'Los Angeles',
    score: 5,
    latitude: 34.1,
    isActive: true,
    status: 'REPLIED',
  },
  {
    name: 'Ned',
    lastName: 'Stark',
    email: 'ned@ex.test',
    city: 'Winterfell',
    score: 0,
    latitude: 64.1,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'Olga',
    lastName: 'Tokarczuk',
    email: 'olga@ex.test',
    city: 'Wrocław',
    score: 31,
    latitude: 51.1,
    isActive: true,
    status: 'NEW',
  },
  {
    name: 'Pam',
    lastName: 'Beesly',
    email: 'pam@ex.test',
    city: 'Scranton',
    score: 12,
    latitude: 41.4,
    isActive: true,
    status: 'CONTACTED',
  },
  {
    name: 'Quinn',
    lastName: 'Fabray',
    email: 'quinn@ex.test',
    city: 'Lima',
    score: 2.5,
    latitude: -12.1,
    isActive: false,
    status: 'NEW',
  },
];

const companyBodies: Array<Record<string, unknown>> = [
  { name: 'Acme', domain: 'acme.test', employeeCount: 120, revenue: 1_000_000 },
  { name: 'acme', domain: 'acme-lower.test', employeeCount: 120, revenue: null },
  { name: 'Globex', domain: null, employeeCount: null, revenue: 10 },
  { name: 'Ærø Shipping', domain: 'aero.test', employeeCount: 0, revenue: 0 },
  { name: 'Initech', domain: 'initech.test', employeeCount: 12, revenue: 250_000.5 },
  { name: 'Acme', domain: 'acme-two.test', employeeCount: 5000, revenue: 1_000_000 },
  { name: '株式会社テスト', domain: 'tesuto.test', employeeCount: null, revenue: 75_000 },
  { name: 'Hooli', domain: 'hooli.test', employeeCount: 5000, revenue: 9 },
  { name: 'Pied Piper', domain: null, employeeCount: 8, revenue: null },
  { name: 'Umbrella', domain: 'umbrella.test', employeeCount: 45, revenue: 100 },
  { name: 'Wayne', domain: 'wayne.test', employeeCount: 2500, revenue: 40_000_000 },
  { name: 'Stark', domain: 'stark.test', employeeCount: 2500, revenue: 50_000_000 },
];

const contacts = new Map<string, ApiRecord>();
const companies = new Map<string, ApiRecord>();

const t = useTestRuntime();
beforeAll(async () => {
  // Companies in parallel (the reference orders createdAt by id, the ULID minted at creation); contacts one at a time,
  // so that the default order can also be checked against their createdAt values.
  const createdCompanies = await Promise.all(
    companyBodies.map(async (body) => expectStatus(await t.api.post('/v5/companies', body), 201) as ApiRecord),
  );
  for (const company of createdCompanies) companies.set(company.id, company);
  const created: ApiRecord[] = [];
  for (const body of contactBodies)
    created.push(expectStatus(await t.api.post('/v5/contacts', body), 201) as ApiRecord);
  for (const contact of created) contacts.set(contact.id, contact);
  // Updates in an order unlike the creation order, so that updatedAt order differs from createdAt order.
  for (const index of [5, 17, 0, 22, 9, 3]) {
    const updated = expectStatus(
      await t.api.patch(`/v5/contacts/${created[index]!.id}`, { bio: `updated ${index}` }),
      200,
    ) as ApiRecord;
    contacts.set(updated.id, updated);
  }
  for (const index of [3, 1]) {
    const company = [...companies.values()][index]!;
    const updated = expectStatus(
      await t.api.patch(`/v5/companies/${company.id}`, { bio: 'updated' }),
      200,
    ) as ApiRecord;
    companies.set(updated.id, updated);
  }
  // A deleted record is never walked over.
  const deleted = expectStatus(
    await t.api.post('/v5/contacts', { name: 'Deleted Dan', email: 'deleted@ex.test', city: 'Berlin', score: 10 }),
    201,
  ) as ApiRecord;
  expectStatus(await t.api.delete(`/v5/contacts/${deleted.id}`), 200);
});

interface Order {
  title: string;
  orderBy?: string;
  sort?: 'asc' | 'desc';
  filters?: Params;
  where?: (record: ApiRecord) => boolean;
  limit: number;
}

const contactOrders: Order[] = [
  { title: 'createdAt desc (the default)', limit: 6 },
  { title: 'createdAt asc (sort alone)', sort: 'asc', limit: 8 },
  { title: 'name asc (index; ties, nulls, unicode, case)', orderBy: 'name', sort: 'asc', limit: 5 },
  { title: 'name desc', orderBy: 'name', sort: 'desc', limit: 6 },
  { title: 'score asc (index; negatives, decimals, ties)', orderBy: 'score', sort: 'asc', limit: 6 },
  { title: 'score desc, sort defaulting to desc', orderBy: 'score', limit: 7 },
  { title: 'email asc (index; nulls)', orderBy: 'email', sort: 'asc', limit: 7 },
  { title: 'updatedAt asc (index)', orderBy: 'updatedAt', sort: 'asc', limit: 6 },
  { title: 'updatedAt desc', orderBy: 'updatedAt', sort: 'desc', limit: 5 },
  { title: 'city asc (unindexed: sorted in memory)', orderBy: 'city', sort: 'asc', limit: 5 },
  { title: 'city desc (unindexed)', orderBy: 'city', sort: 'desc', limit: 6 },
  { title: 'latitude asc (unindexed number; negatives, nulls)', orderBy: 'latitude', sort: 'asc', limit: 8 },
  { title: 'isActive desc (unindexed boolean), ties broken by id', orderBy: 'isActive', sort: 'desc', limit: 7 },
  {
    title: 'updatedAt desc within status=NEW (status-partitioned index)',
    orderBy: 'updatedAt',
    sort: 'desc',
    filters: [['filter.status.equals', 'NEW']],
    where: (r) => r.status === 'NEW',
    limit: 3,
  },
  {
    title: 'name asc with an in-memory filter (score gte 0)',
    orderBy: 'name',
    sort: 'asc',
    filters: [['filter.score.gte', '0']],
    where: (r) => (r.score as number) >= 0,
    limit: 3,
  },
  {
    title: 'city asc with an index-served filter (name startsWith D)',
    orderBy: 'city',
    sort: 'asc',
    filters: [['filter.name.startsWith', 'D']],
    where: (r) => typeof r.name === 'string' && r.name.startsWith('D'),
    limit: 1,
  },
  {
    title: 'score asc within a query search',
    orderBy: 'score',
    sort: 'asc',
    filters: [['query', 'B']],
    // A word of a searched field begins with the query.
    where: (r) =>
      [r.name, r.email, r.lastName].some(
        (v) =>
          typeof v === 'string' &&
          v
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .some((word) => word.startsWith('b')),
      ),
    limit: 2,
  },
];

const companyOrders: Order[] = [
  { title: 'createdAt desc (the default)', limit: 5 },
  { title: 'name asc (index; ties, case, unicode)', orderBy: 'name', sort: 'asc', limit: 3 },
  { title: 'employeeCount desc (index; nulls, ties)', orderBy: 'employeeCount', sort: 'desc', limit: 4 },
  { title: 'domain asc (index; nulls)', orderBy: 'domain', sort: 'asc', limit: 5 },
  { title: 'revenue asc (unindexed; nulls, decimals)', orderBy: 'revenue', sort: 'asc', limit: 3 },
];

function expectedOrder(records: ApiRecord[], order: Order): ApiRecord[] {
  return referenceOrder(
    records.filter(order.where ?? (() => true)),
    order.orderBy ?? 'createdAt',
    order.sort ?? 'desc',
  );
}

function orderParams(order: Order): Params {
  return [
    ...(order.filters ?? []),
    ...(order.orderBy ? [['orderBy', order.orderBy] as [string, string]] : []),
    ...(order.sort ? [['sort', order.sort] as [string, string]] : []),
  ];
}

async function checkWalks(family: string, records: ApiRecord[], order: Order): Promise<void> {
  const expected = ids(expectedOrder(records, order));
  // A walk must cover several pages to mean anything.
  if (expected.length < order.limit * 2)
    throw new Error(`The order "${order.title}" has only ${expected.length} records`);
  const params = orderParams(order);

  const forward = await walkForward(t.api, family, params, order.limit);
  expect(forward.flat().map((record) => record.id)).toEqual(expected);

  const backward = await walkBackward(t.api, family, params, order.limit, expected.at(-1)!);
  // Each backward page is itself in the requested order; read in reverse, the pages and the starting record make the whole order.
  expect(
    [...backward]
      .reverse()
      .flat()
      .map((record) => record.id)
      .concat(expected.at(-1)!),
  ).toEqual(expected);
}

describe('contact orders, walked both ways', () => {
  it.each(contactOrders)('$title', (order) => checkWalks('contacts', [...contacts.values()], order));
});

describe('company orders, walked both ways', () => {
  it.each(companyOrders)('$title', (order) => checkWalks('companies', [...companies.values()], order));
});

describe('pages', () => {
  it('default createdAt order is by createdAt: the values never increase, and id order agrees', async () => {
    const page = expectStatus(await t.api.get('/v5/contacts?limit=100'), 200) as ApiRecord[];
    expect(page).toHaveLength(contacts.size);
    for (let i = 1; i < page.length; i++) {
      expect(page[i]!.createdAt <= page[i - 1]!.createdAt).toBe(true);
      expect(page[i]!.id < page[i - 1]!.id).toBe(true);
    }
  });

  it('returns 25 records when no limit is given, and the first page when no cursor is given', async () => {
    expect(contacts.size).toBeGreaterThan(25);
    const page = expectStatus(await t.api.get('/v5/contacts'), 200) as ApiRecord[];
    expect(ids(page)).toEqual(ids(referenceOrder([...contacts.values()], 'createdAt', 'desc')).slice(0, 25));
  });

  it('returns every record with limit=100, and a one-record page with limit=1', async () => {
    const all = expectStatus(await t.api.get('/v5/contacts?limit=100&orderBy=name&sort=asc'), 200) as ApiRecord[];
    expect(ids(all)).toEqual(ids(referenceOrder([...contacts.values()], 'name', 'asc')));
    const one = expectStatus(await t.api.get('/v5/contacts?limit=1&orderBy=name&sort=asc'), 200) as ApiRecord[];
    expect(ids(one)).toEqual(ids(all).slice(0, 1));
  });

  it('answers an empty page after the last record, in both directions', async () => {
    const order = ids(referenceOrder([...contacts.values()], 'score', 'asc'));
    expect(
      await t.api.get(`/v5/contacts${qs({ orderBy: 'score', sort: 'asc', startingAfter: order.at(-1)! })}`),
    ).toMatchObject({ status: 200, body: [] });
    expect(
      await t.api.get(`/v5/contacts${qs({ orderBy: 'score', sort: 'asc', endingBefore: order[0]! })}`),
    ).toMatchObject({ status: 200, body: [] });
  });

  it('walks one-record pages over a filtered set', async () => {
    const order: Order = {
      title: '',
      orderBy: 'name',
      sort: 'desc',
      filters: [['filter.city.equals', 'Berlin']],
      where: (r) => r.city === 'Berlin',
      limit: 1,
    };
    await checkWalks('contacts', [...contacts.values()], order);
  });

  it('takes a cursor that the current filter leaves out, and continues from its place in the order', async () => {
    const all = referenceOrder([...contacts.values()], 'name', 'asc');
    const outside = all.find((record) => record.status !== 'NEW' && all.indexOf(record) > 3)!;
    const position = all.indexOf(outside);
    const expected = all.slice(position + 1).filter((record) => record.status === 'NEW');
    const page = expectStatus(
      await t.api.get(
        `/v5/contacts${qs({ 'filter.status.equals': 'NEW', orderBy: 'name', sort: 'asc', limit: 100, startingAfter: outside.id })}`,
      ),
      200,
    );
    expect(ids(page)).toEqual(ids(expected));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Stability: each walk runs in an organization of its own, changing its records between page requests.

const stabilityBodies = (tag: string): Array<Record<string, unknown>> =>
  ['Ada', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kai', 'Lu', 'Max', 'Ned'].map((name, i) => ({
    name: `${name} ${tag}`,
    city: i % 5 === 0 ? null : ['Rome', 'Oslo', 'Kyiv', 'Lagos', 'Quito'][i % 5],
    score: (i * 7) % 11,
  }));

interface StabilityOrder {
  title: string;
  params: Params;
  direction: 'forward' | 'backward';
  /** Whether updating a record (its bio) moves it in this order. */
  updateMoves: boolean;
}

const stabilityOrders: StabilityOrder[] = [
  { title: 'createdAt desc, forward', params: [], direction: 'forward', updateMoves: false },
  { title: 'createdAt asc, backward', params: [['sort', 'asc']], direction: 'backward', updateMoves: false },
  {
    title: 'name desc (index), backward',
    params: [
      ['orderBy', 'name'],
      ['sort', 'desc'],
    ],
    direction: 'backward',
    updateMoves: false,
  },
  {
    title: 'city desc (in memory), forward',
    params: [
      ['orderBy', 'city'],
      ['sort', 'desc'],
    ],
    direction: 'forward',
    updateMoves: false,
  },
  {
    title: 'updatedAt desc (index; updates move records), forward',
    params: [
      ['orderBy', 'updatedAt'],
      ['sort', 'desc'],
    ],
    direction: 'forward',
    updateMoves: true,
  },
];

describe('cursor stability while data changes', () => {
  it.each(stabilityOrders)('$title', async ({ params, direction, updateMoves }) => {
    const other = api(t.runtime, await seedApiKey(t.runtime));
    const tag = direction === 'forward' ? 'f' : 'b';
    await Promise.all(
      stabilityBodies(tag).map(async (body) => expectStatus(await other.post('/v5/contacts', body), 201)),
    );
    const before = ids(expectStatus(await other.get(`/v5/contacts${qs([...params, ['limit', '100']])}`), 200));
    expect(before).toHaveLength(14);

    const limit = 3;
    const seen: string[] = [];
    const deletedBeforePage = new Map<string, number>();
    const changed = new Set<string>();
    let created = 0;
    // Between pages: create a record, update an unseen one and a seen one, delete an unseen one and a seen one, and
    // delete or update the cursor record itself.
    const mutate = async (page: ApiRecord[], index: number) => {
      const pageIds = ids(page);
      const cursor = direction === 'forward' ? pageIds.at(-1)! : pageIds[0]!;
      const available = (id: string) => !deletedBeforePage.has(id) && id !== cursor;
      const unseen = before.filter((id) => !seen.includes(id) && !pageIds.includes(id) && available(id));
      const already = [...seen, ...pageIds].filter(available);
      const remove = async (id: string | undefined) => {
        if (!id) return;
        expectStatus(await other.delete(`/v5/contacts/${id}`), 200);
        deletedBeforePage.set(id, index + 1);
      };
      const update = async (id: string | undefined) => {
        if (!id) return;
        expectStatus(await other.patch(`/v5/contacts/${id}`, { bio: `changed after page ${index}` }), 200);
        changed.add(id);
      };
      // From the far end of the unseen records, so that the next page still has unchanged records to show.
      const farUnseen = direction === 'forward' ? [...unseen].reverse() : unseen;
      await Promise.all([
        other
          .post('/v5/contacts', { name: `Mid ${tag} ${created++}`, city: 'Oslo', score: 5 })
          .then((response) => expectStatus(response, 201)),
        update(farUnseen[0]),
        update(already[0]),
        remove(farUnseen[1]),
        remove(already[1]),
        // The cursor record itself: deleted, or changed (which moves it in updatedAt order); either way the next page follows on.
        index % 2 === 0 ? remove(cursor) : update(cursor),
      ]);
      seen.push(...pageIds);
    };

    const pages =
      direction === 'forward'
        ? await walkForward(other, 'contacts', params, limit, mutate)
        : await walkBackward(other, 'contacts', params, limit, before.at(-1)!, mutate);
    // A backward walk reads the order from its end: put what it saw back in the requested order.
    const walked = direction === 'forward' ? pages.flat() : [...pages].reverse().flat();
    const walkedIds = ids(walked);

    // Never a record twice; never one that was deleted before the page that showed it was read.
    expect(new Set(walkedIds).size).toBe(walkedIds.length);
    pages.forEach((page, index) => {
      for (const record of page)
        expect({ id: record.id, deletedBeforePage: (deletedBeforePage.get(record.id) ?? Infinity) <= index }).toEqual({
          id: record.id,
          deletedBeforePage: false,
        });
    });
    // Every record that was there before and did not change (or whose change does not move it) is seen once, in its order.
    const unchanged = before.filter((id) => !deletedBeforePage.has(id) && !(updateMoves && changed.has(id)));
    const startId = direction === 'backward' ? before.at(-1)! : undefined;
    expect(walkedIds.filter((id) => unchanged.includes(id))).toEqual(unchanged.filter((id) => id !== startId));
    // The walk really ran over changes: several pages, deletes of cursors included.
    expect(pages.length).toBeGreaterThan(3);
    expect(deletedBeforePage.size).toBeGreaterThan(4);
  });

  it('keeps a deleted cursor record usable, in every kind of order and both directions', async () => {
    const other = api(t.runtime, await seedApiKey(t.runtime));
    const records = await Promise.all(
      stabilityBodies('d')
        .slice(0, 9)
        .map(async (body) => expectStatus(await other.post('/v5/contacts', body), 201) as ApiRecord),
    );
    // updatedAt too: a soft delete must not move the cursor record in the order it marks a place in.
    const orders: Array<[string, 'asc' | 'desc']> = [
      ['createdAt', 'desc'],
      ['name', 'asc'],
      ['score', 'desc'],
      ['city', 'asc'],
      ['updatedAt', 'desc'],
    ];
    const expectations = orders.map(([orderBy, sort]) => ids(referenceOrder(records, orderBy, sort)));
    // The record in the middle of each order is deleted; it still marks a place.
    const victims = expectations.map((order) => order[4]!);
    for (const id of new Set(victims)) expectStatus(await other.delete(`/v5/contacts/${id}`), 200);
    for (const [i, [orderBy, sort]] of orders.entries()) {
      const order = expectations[i]!.filter((id) => !victims.includes(id) || id === victims[i]);
      const at = order.indexOf(victims[i]!);
      const live = (list: string[]) => list.filter((id) => !victims.includes(id));
      const after = expectStatus(
        await other.get(`/v5/contacts${qs({ orderBy, sort, limit: 2, startingAfter: victims[i]! })}`),
        200,
      );
      expect({ orderBy, startingAfter: ids(after) }).toEqual({
        orderBy,
        startingAfter: live(order.slice(at + 1)).slice(0, 2),
      });
      const beforeIt = expectStatus(
        await other.get(`/v5/contacts${qs({ orderBy, sort, limit: 2, endingBefore: victims[i]! })}`),
        200,
      );
      expect({ orderBy, endingBefore: ids(beforeIt) }).toEqual({
        orderBy,
        endingBefore: live(order.slice(0, at)).slice(-2),
      });
    }
  });
});
