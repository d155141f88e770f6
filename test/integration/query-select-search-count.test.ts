// Field selection (select[]), the case-insensitive `query` search and the count endpoint, with soft-deleted records
// left out unless a filter on deletedAt asks for them; contacts and companies, through HTTP.
import { expectStatus, qs, type ApiRecord } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';

type Params = Array<[string, string]>;

/** Live records, as the writes returned them. */
const contacts = new Map<string, ApiRecord>();
const companies = new Map<string, ApiRecord>();
const deletedContacts = new Map<string, ApiRecord>();
const deletedCompanies = new Map<string, ApiRecord>();

const companyBodies: Array<Record<string, unknown>> = [
  { name: 'Wombat Industries', nickname: 'Wombats', domain: 'wombat.test', industries: ['mining'] },
  { name: 'Quokka Labs', nickname: 'QL Research', domain: 'quokka.test', industries: ['research', 'biotech'] },
  { name: 'Plain Co', domain: 'plain.test', industries: [] },
  { name: 'Common Goods', nickname: null, domain: null, industries: ['retail'] },
  { name: 'Ærø Shipping', nickname: 'Æro', domain: 'aero.test', industries: ['shipping'] },
  { name: 'Gone Corp', domain: 'gone.test', industries: ['retail'] },
];

/** `company` is the index of a company above. */
const contactBodies: Array<Record<string, unknown> & { company?: number }> = [
  { name: 'Zebulon Quartz', email: 'z@plain.test', status: 'NEW', company: 2 },
  { name: 'Mr Smith', firstName: 'Marmaduke', lastName: 'Smith', status: 'CONTACTED' },
  { name: 'Ms Jones', firstName: 'Jo', lastName: 'Featherstonehaugh', status: 'NEW' },
  { name: 'Pelly', email: 'pelican.mail@birds.test', status: 'REPLIED' },
  { name: 'Phoney', phone: '+44 20 7946 0958', status: 'NEW' },
  { name: 'Worker One', status: 'CONTACTED', company: 0 },
  { name: 'Ærøskøbing Æble', email: 'aeble@aero.test', status: 'NEW', company: 4 },
  { name: 'Bob & Co Buyers', email: 'bob@buyers.test', status: 'REPLIED' },
  // Not searched: the city, nickname and bio of a contact.
  { name: 'Decoy', city: 'Quartzburg', nickname: 'Marmaduke', bio: 'Featherstonehaugh fan', status: 'NEW' },
  { name: 'Common Person 1', email: 'c1@common.test', status: 'NEW', tags: ['a'] },
  { name: 'COMMON PERSON 2', email: 'c2@common.test', status: 'CONTACTED', tags: ['a', 'b'] },
  { name: 'common person 3', email: 'c3@x.test', status: 'NEW', tags: [] },
  { name: 'Person 4', email: 'person4@uncommon.test', status: 'NEW', tags: ['b'] },
  { name: 'Person 5', firstName: 'Common', status: 'REPLIED', tags: ['a'] },
  { name: 'Person 6', email: 'p6@x.test', status: 'NEW', tags: ['a'], company: 3 },
  { name: 'Person 7', lastName: 'Commoner', status: 'NEW', tags: [] },
  { name: 'Common Person 8', email: 'c8@common.test', status: 'NEW', tags: ['b'] },
  { name: 'Common Person 9', email: 'c9@common.test', status: 'CONTACTED', tags: ['a'] },
  { name: 'Common Person 10', status: 'NEW', tags: ['a'], company: 1 },
  { name: null, email: 'just.an.email@common.test', status: 'NEW' },
  // Deleted below.
  { name: 'Common Person Deleted', email: 'cdel@common.test', status: 'NEW', tags: ['a'] },
  { name: 'Zebulon Quartz', email: 'zq.deleted@plain.test', status: 'NEW', company: 2 },
];

const contactSearchFields = ['name', 'firstName', 'lastName', 'email', 'phone'];
/** Words of a value: its space-separated chunks whole, and split at punctuation (`pelican.mail@birds.test`, `birds`). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .flatMap((chunk) => [chunk, ...chunk.split(/[^\p{L}\p{N}]+/u)])
    .filter(Boolean);
/** The reference search: every word of the query begins a word of a searched field, case-insensitively. */
function searchMatches(record: ApiRecord, query: string, fields: string[], alsoCompanyName: boolean): boolean {
  const values = [...fields.map((field) => record[field]), ...(alsoCompanyName ? [record.company?.name] : [])];
  const words = values.flatMap((value) => (typeof value === 'string' ? wordsOf(value) : []));
  return wordsOf(query.trim()).every((word) => words.some((own) => own.startsWith(word)));
}
const contactSearch = (query: string) => (record: ApiRecord) => searchMatches(record, query, contactSearchFields, true);
const companySearch = (query: string) => (record: ApiRecord) =>
  searchMatches(record, query, ['name', 'nickname', 'domain'], false);

const newestFirst = (records: Iterable<ApiRecord>) => [...records].sort((a, b) => (a.id < b.id ? 1 : -1));
const ids = (records: ApiRecord[]) => records.map((record) => record.id);

async function list(family: string, params: Params): Promise<ApiRecord[]> {
  return expectStatus(await t.api.get(`/v5/${family}${qs([...params, ['limit', '100']])}`), 200) as ApiRecord[];
}
async function count(family: string, params: Params): Promise<number> {
  return (expectStatus(await t.api.get(`/v5/${family}/count${qs(params)}`), 200) as { count: number }).count;
}

const t = useTestRuntime();
beforeAll(async () => {
  const createdCompanies = await Promise.all(
    companyBodies.map(async (body) => expectStatus(await t.api.post('/v5/companies', body), 201) as ApiRecord),
  );
  for (const company of createdCompanies) companies.set(company.id, company);
  const createdContacts = await Promise.all(
    contactBodies.map(
      async ({ company, ...body }) =>
        expectStatus(
          await t.api.post(
            '/v5/contacts',
            company === undefined ? body : { ...body, companyId: createdCompanies[company]!.id },
          ),
          201,
        ) as ApiRecord,
    ),
  );
  for (const contact of createdContacts) contacts.set(contact.id, contact);
  await Promise.all([
    ...createdContacts.slice(-2).map(async (record) => {
      const deleted = expectStatus(await t.api.delete(`/v5/contacts/${record.id}`), 200) as ApiRecord;
      contacts.delete(record.id);
      deletedContacts.set(record.id, deleted);
    }),
    (async () => {
      const record = createdCompanies.at(-1)!;
      const deleted = expectStatus(await t.api.delete(`/v5/companies/${record.id}`), 200) as ApiRecord;
      companies.delete(record.id);
      deletedCompanies.set(record.id, deleted);
    })(),
  ]);
});

describe('select[]', () => {
  it('returns only the selected fields, repeated select[] adding fields', async () => {
    const page = await list('contacts', [
      ['select[]', 'name'],
      ['select[]', 'email'],
    ]);
    expect(page).toEqual(newestFirst(contacts.values()).map((record) => ({ name: record.name, email: record.email })));
  });

  it('returns a nested field by its dotted path (company.name)', async () => {
    const page = await list('contacts', [
      ['select[]', 'id'],
      ['select[]', 'company.name'],
    ]);
    const expected = newestFirst(contacts.values());
    expect(ids(page as ApiRecord[])).toEqual(ids(expected));
    for (const [i, item] of page.entries()) {
      const record = expected[i]!;
      if (record.company) {
        expect(item).toEqual({ id: record.id, company: { name: record.company.name } });
      } else {
        // Without a company there is no name to show; nothing but the selected fields comes back.
        expect(Object.keys(item).every((key) => key === 'id' || key === 'company')).toBe(true);
        expect(item.company?.name ?? null).toBeNull();
      }
    }
    expect(page.filter((item) => item.company?.name).length).toBe(expected.filter((record) => record.company).length);
  });

  it('combines with filters, search, order and cursors', async () => {
    const expected = [...contacts.values()]
      .filter((record) => record.status === 'NEW' && contactSearch('common')(record))
      .sort(
        (a, b) =>
          Buffer.compare(Buffer.from(String(a.name ?? '\uffff')), Buffer.from(String(b.name ?? '\uffff'))) ||
          (a.id < b.id ? -1 : 1),
      );
    expect(expected.length).toBeGreaterThan(4);
    const walked: Array<Record<string, unknown>> = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const params: Params = [
        ['select[]', 'id'],
        ['select[]', 'name'],
        ['query', 'common'],
        ['filter.status.equals', 'NEW'],
        ['orderBy', 'name'],
        ['sort', 'asc'],
        ['limit', '2'],
      ];
      const page = expectStatus(
        await t.api.get(`/v5/contacts${qs(cursor ? [...params, ['startingAfter', cursor]] : params)}`),
        200,
      ) as ApiRecord[];
      walked.push(...page);
      if (page.length < 2) break;
      cursor = page.at(-1)!.id;
    }
    expect(walked).toEqual(expected.map((record) => ({ id: record.id, name: record.name })));
  });

  it('selects company fields, arrays included', async () => {
    const page = await list('companies', [
      ['select[]', 'name'],
      ['select[]', 'industries'],
      ['select[]', 'domain'],
    ]);
    expect(page).toEqual(
      newestFirst(companies.values()).map((record) => ({
        name: record.name,
        industries: record.industries,
        domain: record.domain,
      })),
    );
  });

  it('selects envelope fields', async () => {
    const page = await list('companies', [
      ['select[]', 'object'],
      ['select[]', 'createdAt'],
    ]);
    expect(page).toEqual(
      newestFirst(companies.values()).map((record) => ({ object: 'company', createdAt: record.createdAt })),
    );
  });
});

describe('query search', () => {
  it.each([
    ['name', 'QUARTZ'],
    ['firstName', 'marmaDUKE'],
    ['lastName', 'featherstonehaugh'],
    ['email', 'PELICAN.MAIL'],
    ['phone', '7946 0958'],
    ['the company name', 'WOMBAT'],
    ['unicode, case-insensitively', 'ÆRØSKØBING'],
    ['a value with & (encoded)', 'bob & co'],
    ['several fields and records', 'Common'],
  ])('finds contacts by %s', async (_, query) => {
    const expected = newestFirst([...contacts.values()].filter(contactSearch(query)));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(contacts.size);
    expect(ids(await list('contacts', [['query', query]]))).toEqual(ids(expected));
    expect(await count('contacts', [['query', query]])).toBe(expected.length);
  });

  it('finds nothing for a term no contact has', async () => {
    expect(await list('contacts', [['query', 'xylophone']])).toEqual([]);
    expect(await count('contacts', [['query', 'xylophone']])).toBe(0);
  });

  it('combines with filters (AND)', async () => {
    const params: Params = [
      ['query', 'common'],
      ['filter.tags.has', 'a'],
      ['filter.status.in', 'NEW,REPLIED'],
    ];
    const expected = newestFirst(
      [...contacts.values()].filter(
        (r) =>
          contactSearch('common')(r) && (r.tags as string[]).includes('a') && ['NEW', 'REPLIED'].includes(r.status),
      ),
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(await list('contacts', params))).toEqual(ids(expected));
    expect(await count('contacts', params)).toBe(expected.length);
  });

  it('combines with pagination in both directions', async () => {
    const expected = ids(newestFirst([...contacts.values()].filter(contactSearch('common'))));
    expect(expected.length).toBeGreaterThan(6);
    const forward: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const page = expectStatus(
        await t.api.get(
          `/v5/contacts${qs([['query', 'common'], ['limit', '3'], ...(cursor ? [['startingAfter', cursor] as [string, string]] : [])])}`,
        ),
        200,
      ) as ApiRecord[];
      forward.push(...ids(page));
      if (page.length < 3) break;
      cursor = page.at(-1)!.id;
    }
    expect(forward).toEqual(expected);
    const before = expectStatus(
      await t.api.get(`/v5/contacts${qs({ query: 'common', limit: 3, endingBefore: expected[4]! })}`),
      200,
    ) as ApiRecord[];
    expect(ids(before)).toEqual(expected.slice(1, 4));
  });

  it('searches company names, nicknames and domains case-insensitively', async () => {
    for (const query of ['quokka', 'ql research', 'WOMBAT.TEST', 'æro']) {
      const expected = newestFirst([...companies.values()].filter(companySearch(query)));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(await list('companies', [['query', query]]))).toEqual(ids(expected));
      expect(await count('companies', [['query', query]])).toBe(expected.length);
    }
  });

  it('follows changes: a renamed contact is found by its new name only, and by its new company', async () => {
    const target = [...contacts.values()].find((record) => record.name === 'Worker One')!;
    const plain = [...companies.values()].find((record) => record.name === 'Plain Co')!;
    const renamed = expectStatus(
      await t.api.patch(`/v5/contacts/${target.id}`, { name: 'Worker Renamed', companyId: plain.id }),
      200,
    ) as ApiRecord;
    contacts.set(renamed.id, renamed);
    expect(ids(await list('contacts', [['query', 'renamed']]))).toEqual([target.id]);
    expect(ids(await list('contacts', [['query', 'worker one']]))).toEqual([]);
    expect(ids(await list('contacts', [['query', 'wombat']]))).not.toContain(target.id);
    expect(ids(await list('contacts', [['query', 'plain co']]))).toContain(target.id);
  });
});

describe('count and soft-deleted records', () => {
  it('counts every live record without filters', async () => {
    expect(await count('contacts', [])).toBe(contacts.size);
    expect(await count('companies', [])).toBe(companies.size);
  });

  it('counts with filters and a search together', async () => {
    const params: Params = [
      ['query', 'common'],
      ['filter.status.equals', 'NEW'],
      ['filter.tags.isEmpty', 'false'],
    ];
    const expected = [...contacts.values()].filter(
      (r) => contactSearch('common')(r) && r.status === 'NEW' && (r.tags as string[]).length > 0,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(await count('contacts', params)).toBe(expected.length);
  });

  it('leaves soft-deleted records out of lists, searches and counts', async () => {
    const listed = ids(await list('contacts', []));
    expect(listed).toEqual(ids(newestFirst(contacts.values())));
    for (const id of deletedContacts.keys()) expect(listed).not.toContain(id);
    expect(ids(await list('contacts', [['query', 'zebulon']]))).toEqual(
      ids([...contacts.values()].filter(contactSearch('zebulon'))),
    );
    expect(
      ids(
        await list('contacts', [
          ['filter.status.equals', 'NEW'],
          ['filter.tags.has', 'a'],
        ]),
      ),
    ).toEqual(
      ids(newestFirst([...contacts.values()].filter((r) => r.status === 'NEW' && (r.tags as string[]).includes('a')))),
    );
    expect(await count('contacts', [['filter.email.endsWith', '@common.test']])).toBe(
      [...contacts.values()].filter((r) => String(r.email).endsWith('@common.test')).length,
    );
    expect(ids(await list('companies', []))).toEqual(ids(newestFirst(companies.values())));
    // One retail company is live and one deleted.
    expect(await count('companies', [['filter.industries.has', 'retail']])).toBe(
      [...companies.values()].filter((r) => (r.industries as string[]).includes('retail')).length,
    );
  });

  it('shows soft-deleted records, and only those, when filtering on deletedAt', async () => {
    const params: Params = [['filter.deletedAt.gte', '2000-01-01']];
    const deleted = await list('contacts', params);
    expect(ids(deleted)).toEqual(ids(newestFirst(deletedContacts.values())));
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted.every((record) => typeof record.deletedAt === 'string')).toBe(true);
    expect(await count('contacts', params)).toBe(deletedContacts.size);
    expect(ids(await list('companies', params))).toEqual([...deletedCompanies.keys()]);
    expect(await count('companies', params)).toBe(deletedCompanies.size);
  });

  it('combines a deletedAt filter with other filters and an order', async () => {
    const params: Params = [
      ['filter.deletedAt.gte', '2000-01-01'],
      ['filter.name.startsWith', 'Common'],
      ['filter.tags.has', 'a'],
    ];
    const expected = [...deletedContacts.values()].filter((r) => String(r.name).startsWith('Common'));
    expect(expected).toHaveLength(1);
    expect(ids(await list('contacts', [...params, ['orderBy', 'name'], ['sort', 'asc']]))).toEqual(ids(expected));
    expect(await count('contacts', params)).toBe(expected.length);
  });

  it('combines a deletedAt filter with a search: deleted records are still found by their text', async () => {
    const params: Params = [
      ['filter.deletedAt.gte', '2000-01-01'],
      ['query', 'ZEBULON'],
    ];
    const expected = [...deletedContacts.values()].filter(contactSearch('zebulon'));
    expect(expected).toHaveLength(1);
    expect(ids(await list('contacts', params))).toEqual(ids(expected));
    expect(await count('contacts', params)).toBe(expected.length);
  });

  it('with deletedAt equals=null, lists live records only', async () => {
    const params: Params = [['filter.deletedAt.equals', 'null']];
    expect(ids(await list('contacts', params))).toEqual(ids(newestFirst(contacts.values())));
    expect(await count('contacts', params)).toBe(contacts.size);
  });
});
