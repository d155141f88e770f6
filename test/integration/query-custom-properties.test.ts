// Custom properties through HTTP: definitions at /v5/properties, values on contacts and companies checked against
// them, PATCH merging, and filter, orderBy and select[] on customProperties.<name> by the definition's type.
import { api, expectStatus, qs, type ApiError, type ApiRecord } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

type PropertyType = 'STRING' | 'NUMBER' | 'BOOLEAN' | 'DATE' | 'ARRAY';
type Params = Array<[string, string]>;

const contactProperties: Record<string, PropertyType> = {
  tier: 'STRING',
  seats: 'NUMBER',
  vip: 'BOOLEAN',
  renewalOn: 'DATE',
  labels: 'ARRAY',
};
const companyProperties: Record<string, PropertyType> = {
  segment: 'STRING',
  arr: 'NUMBER',
  partner: 'BOOLEAN',
  foundedOn: 'DATE',
  regions: 'ARRAY',
};

/** Custom property values per contact; a missing key is a contact without that value. */
const contactValues: Array<Record<string, unknown>> = [
  { tier: 'gold', seats: 2, vip: true, renewalOn: '2025-01-15T00:00:00.000Z', labels: ['alpha', 'beta'] },
  { tier: 'silver', seats: 10, vip: false, renewalOn: '2025-03-01T12:30:00.000Z', labels: ['beta'] },
  { tier: 'bronze', seats: 100, renewalOn: '2024-12-31T23:59:59.999Z', labels: [] },
  { tier: 'gold plus', seats: 9.5, vip: true, labels: ['gamma'] },
  { tier: 'silver', seats: -3, vip: false, renewalOn: '2025-03-01T00:00:00.000Z' },
  { tier: 'platinum', vip: true, renewalOn: '2026-06-30T08:00:00.000Z', labels: ['alpha'] },
  { seats: 10, vip: false, labels: ['alpha', 'gamma'] },
  { tier: 'Ünïcode tier', seats: 0, renewalOn: '2025-01-15T18:00:00.000Z', labels: ['beta', 'gamma'] },
  { tier: 'gold', seats: 25, vip: true, renewalOn: '2023-05-05T05:05:05.005Z', labels: ['delta'] },
  {},
  { tier: 'bronze', seats: 1000, vip: false, labels: ['alpha', 'beta', 'gamma'] },
  { tier: 'tin', seats: 3, renewalOn: '2025-02-28T00:00:00.000Z' },
  { tier: 'silver', seats: 10, vip: true, renewalOn: '2025-01-01T00:00:00.000Z', labels: ['beta'] },
  { seats: 20, labels: ['delta', 'alpha'] },
];
const companyValues: Array<Record<string, unknown>> = [
  {
    segment: 'enterprise',
    arr: 1_000_000,
    partner: true,
    foundedOn: '1999-01-01T00:00:00.000Z',
    regions: ['emea', 'amer'],
  },
  { segment: 'smb', arr: 9_000, partner: false, foundedOn: '2015-06-01T00:00:00.000Z', regions: ['apac'] },
  { segment: 'mid-market', arr: 250_000.5, foundedOn: '2010-03-15T00:00:00.000Z', regions: [] },
  { segment: 'smb', arr: 80, partner: true, regions: ['emea'] },
  { arr: 10_000, partner: false, foundedOn: '2020-12-31T00:00:00.000Z' },
  { segment: 'enterprise', arr: 9_999_999, partner: true, foundedOn: '1985-07-04T00:00:00.000Z', regions: ['amer'] },
  {},
  { segment: 'startup', arr: 0, partner: false, foundedOn: '2023-01-01T00:00:00.000Z', regions: ['apac', 'emea'] },
];

const contacts = new Map<string, ApiRecord>();
const companies = new Map<string, ApiRecord>();

const t = useTestRuntime();
beforeAll(async () => {
  const definitions = [
    ...Object.entries(contactProperties).map(([name, type]) => ({ name, type, target: 'CONTACT' })),
    ...Object.entries(companyProperties).map(([name, type]) => ({
      name,
      type,
      target: 'COMPANY',
      label: `Company ${name}`,
    })),
  ];
  await Promise.all(
    definitions.map(async (definition) => expectStatus(await t.api.post('/v5/properties', definition), 201)),
  );
  const [createdContacts, createdCompanies] = await Promise.all([
    Promise.all(
      contactValues.map(
        async (customProperties, i) =>
          expectStatus(await t.api.post('/v5/contacts', { name: `Contact ${i}`, customProperties }), 201) as ApiRecord,
      ),
    ),
    Promise.all(
      companyValues.map(
        async (customProperties, i) =>
          expectStatus(await t.api.post('/v5/companies', { name: `Company ${i}`, customProperties }), 201) as ApiRecord,
      ),
    ),
  ]);
  for (const record of createdContacts) contacts.set(record.id, record);
  for (const record of createdCompanies) companies.set(record.id, record);
});

// ---------------------------------------------------------------------------------------------------------------
// The reference: filters and orders on customProperties.<name> by the definition's type.

const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function referenceMatch(
  record: ApiRecord,
  parameter: string,
  raw: string,
  types: Record<string, PropertyType>,
): boolean {
  const [, , name, operator] = parameter.split('.') as [string, string, string, string];
  const type = types[name]!;
  const value = (record.customProperties as Record<string, unknown>)[name];
  if (raw === 'null' && operator === 'equals') return isEmptyValue(value);
  if (raw === 'null' && operator === 'not') return !isEmptyValue(value);
  const list = raw.split(',');
  switch (type) {
    case 'STRING': {
      const s = typeof value === 'string' ? value : undefined;
      return {
        equals: () => s === raw,
        not: () => s !== raw,
        contains: () => !!s?.includes(raw),
        startsWith: () => !!s?.startsWith(raw),
        endsWith: () => !!s?.endsWith(raw),
        in: () => s !== undefined && list.includes(s),
        notIn: () => !(s !== undefined && list.includes(s)),
      }[operator]!();
    }
    case 'NUMBER': {
      const n = typeof value === 'number' ? value : undefined;
      const x = Number(raw);
      return {
        equals: () => n === x,
        not: () => n !== x,
        gt: () => n !== undefined && n > x,
        gte: () => n !== undefined && n >= x,
        lt: () => n !== undefined && n < x,
        lte: () => n !== undefined && n <= x,
        in: () => n !== undefined && list.map(Number).includes(n),
      }[operator]!();
    }
    case 'BOOLEAN':
      return operator === 'equals' ? value === (raw === 'true') : value !== (raw === 'true');
    case 'DATE': {
      if (typeof value !== 'string') return false;
      const t = Date.parse(value);
      const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
      const start = Date.parse(dateOnly ? `${raw}T00:00:00.000Z` : raw);
      const end = dateOnly ? start + 86_400_000 : start;
      return {
        equals: () => (dateOnly ? t >= start && t < end : t === start),
        gt: () => (dateOnly ? t >= end : t > start),
        gte: () => t >= start,
        lt: () => t < start,
        lte: () => (dateOnly ? t < end : t <= start),
      }[operator]!();
    }
    case 'ARRAY': {
      const items = Array.isArray(value) ? (value as unknown[]) : [];
      return {
        has: () => items.includes(raw),
        hasEvery: () => list.every((item) => items.includes(item)),
        hasSome: () => list.some((item) => items.includes(item)),
        isEmpty: () => (items.length === 0) === (raw === 'true'),
      }[operator]!();
    }
  }
}

/** Numbers numerically, strings by UTF-8 bytes, dates as their text; empty values last in ascending order; ties by id. */
function referenceOrder(records: ApiRecord[], name: string, sort: 'asc' | 'desc'): ApiRecord[] {
  const valueIn = (record: ApiRecord) => (record.customProperties as Record<string, unknown>)[name];
  const compare = (a: unknown, b: unknown): number => {
    if (isEmptyValue(a) || isEmptyValue(b)) return Number(isEmptyValue(a)) - Number(isEmptyValue(b));
    if (typeof a === 'number') return Math.sign(a - (b as number));
    if (typeof a === 'boolean') return Number(a) - Number(b);
    return Buffer.compare(Buffer.from(String(a)), Buffer.from(String(b)));
  };
  const ascending = [...records].sort((x, y) => compare(valueIn(x), valueIn(y)) || (x.id < y.id ? -1 : 1));
  return sort === 'asc' ? ascending : ascending.reverse();
}

const ids = (records: ApiRecord[]) => records.map((record) => record.id);
const newestFirst = (records: Iterable<ApiRecord>) => [...records].sort((a, b) => (a.id < b.id ? 1 : -1));

// ---------------------------------------------------------------------------------------------------------------

describe('property definitions', () => {
  it('creates a definition of each type, returning the record', async () => {
    const created = expectStatus(
      await t.api.post('/v5/properties', { name: 'nps_score', type: 'NUMBER', target: 'CONTACT', label: 'NPS' }),
      201,
    );
    expect(created).toMatchObject({
      object: 'property',
      id: expect.stringMatching(/^prp_[0-9A-Z]{26}$/),
      name: 'nps_score',
      type: 'NUMBER',
      target: 'CONTACT',
      label: 'NPS',
      deletedAt: null,
    });
    const list = expectStatus(
      await t.api.get(`/v5/properties${qs({ 'filter.target.equals': 'CONTACT', limit: 100 })}`),
      200,
    ) as ApiRecord[];
    expect(list.map((record) => record.name).sort()).toEqual([...Object.keys(contactProperties), 'nps_score'].sort());
  });

  it('refuses a second definition of a name for the same target (409), but takes it for the other target', async () => {
    expect(await t.api.post('/v5/properties', { name: 'tier', type: 'NUMBER', target: 'CONTACT' })).toMatchObject({
      status: 409,
      body: { code: 'conflict' },
    });
    expect(await t.api.post('/v5/properties', { name: 'tier', type: 'STRING', target: 'COMPANY' })).toMatchObject({
      status: 201,
    });
  });

  it.each([
    ['a name starting with a digit', { name: '1tier', type: 'STRING', target: 'CONTACT' }, 'name'],
    ['a name with a dash', { name: 'my-tier', type: 'STRING', target: 'CONTACT' }, 'name'],
    ['an unknown type', { name: 'okname', type: 'TEXT', target: 'CONTACT' }, 'type'],
    ['an unknown target', { name: 'okname', type: 'STRING', target: 'DEAL' }, 'target'],
    ['no type', { name: 'okname', target: 'CONTACT' }, 'type'],
  ])('refuses %s (400)', async (_, body, field) => {
    const response = await t.api.post<ApiError>('/v5/properties', body);
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(response.body.description).toContain(field);
  });

  it('refuses to change a definition type once made', async () => {
    const created = expectStatus(
      await t.api.post('/v5/properties', { name: 'fixedType', type: 'STRING', target: 'COMPANY' }),
      201,
    );
    const response = await t.api.patch<ApiError>(`/v5/properties/${created.id}`, { type: 'NUMBER' });
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(response.body.description).toContain('type');
  });
});

describe('values on contacts and companies', () => {
  it('stores a valid value of every type, on create', async () => {
    for (const [record, values] of [...contacts.values()].map((contact, i) => [contact, contactValues[i]!] as const)) {
      expect(record.customProperties).toEqual(values);
    }
    const stored = expectStatus(await t.api.get(`/v5/companies/${[...companies.keys()][0]}`), 200);
    expect(stored.customProperties).toEqual(companyValues[0]);
  });

  it('refuses an unknown property name, suggesting the near one (400)', async () => {
    const response = await t.api.post<ApiError>('/v5/contacts', { name: 'Typo', customProperties: { seat: 3 } });
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(response.body.description).toContain('customProperties.seat');
    expect(response.body.description).toMatch(/did you mean seats/i);
    expect(response.body.errors).toContainEqual({ path: 'customProperties.seat', message: expect.any(String) });
  });

  it('refuses a property defined for the other target', async () => {
    const response = await t.api.post<ApiError>('/v5/contacts', {
      name: 'Wrong target',
      customProperties: { segment: 'smb' },
    });
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(response.body.description).toContain('customProperties.segment');
  });

  it('refuses a property defined by another organization', async () => {
    const other = api(t.runtime, await seedApiKey(t.runtime));
    expectStatus(await other.post('/v5/properties', { name: 'theirs', type: 'STRING', target: 'CONTACT' }), 201);
    expect(await t.api.post('/v5/contacts', { name: 'Not ours', customProperties: { theirs: 'x' } })).toMatchObject({
      status: 400,
    });
    expect(await other.post('/v5/contacts', { name: 'Theirs', customProperties: { theirs: 'x' } })).toMatchObject({
      status: 201,
    });
  });

  it.each([
    ['STRING', { tier: 5 }],
    ['NUMBER', { seats: 'ten' }],
    ['NUMBER (numeric text)', { seats: '10' }],
    ['BOOLEAN', { vip: 'yes' }],
    ['DATE', { renewalOn: 'next tuesday' }],
    ['DATE (an impossible date)', { renewalOn: '2025-02-30T00:00:00.000Z' }],
    ['ARRAY', { labels: 'alpha' }],
    ['ARRAY (items that are not strings)', { labels: [1, 2] }],
  ])('refuses a value of the wrong type for a %s property (400)', async (_, customProperties) => {
    const name = Object.keys(customProperties)[0]!;
    const response = await t.api.post<ApiError>('/v5/contacts', { name: 'Wrong type', customProperties });
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(response.body.description).toContain(`customProperties.${name}`);
  });

  it('refuses wrong values on companies too', async () => {
    expect(await t.api.post('/v5/companies', { name: 'Bad', customProperties: { arr: 'lots' } })).toMatchObject({
      status: 400,
      body: { code: 'invalid_request' },
    });
    expect(await t.api.post('/v5/companies', { name: 'Bad', customProperties: { segmnt: 'smb' } })).toMatchObject({
      status: 400,
      body: { description: expect.stringMatching(/did you mean segment/i) },
    });
  });

  it('merges customProperties on PATCH: given names are set, null removes one, others stay', async () => {
    const created = expectStatus(
      await t.api.post('/v5/contacts', {
        name: 'Merge me',
        customProperties: { tier: 'gold', seats: 5, labels: ['a'] },
      }),
      201,
    );
    const patched = expectStatus(
      await t.api.patch(`/v5/contacts/${created.id}`, { customProperties: { seats: 7, vip: true } }),
      200,
    );
    expect(patched.customProperties).toEqual({ tier: 'gold', seats: 7, labels: ['a'], vip: true });
    const removed = expectStatus(
      await t.api.patch(`/v5/contacts/${created.id}`, { customProperties: { tier: null, labels: ['b', 'c'] } }),
      200,
    );
    expect(removed.customProperties).toEqual({ seats: 7, labels: ['b', 'c'], vip: true });
    // A PATCH without customProperties leaves them alone.
    const renamed = expectStatus(await t.api.patch(`/v5/contacts/${created.id}`, { name: 'Merged' }), 200);
    expect(renamed.customProperties).toEqual({ seats: 7, labels: ['b', 'c'], vip: true });
    expect(expectStatus(await t.api.get(`/v5/contacts/${created.id}`), 200).customProperties).toEqual({
      seats: 7,
      labels: ['b', 'c'],
      vip: true,
    });
    expect(await t.api.delete(`/v5/contacts/${created.id}`)).toMatchObject({ status: 200 });
  });

  it('checks PATCH values like create values, and leaves the record unchanged when refused', async () => {
    const created = expectStatus(
      await t.api.post('/v5/companies', { name: 'Patch checks', customProperties: { segment: 'smb' } }),
      201,
    );
    expect(await t.api.patch(`/v5/companies/${created.id}`, { customProperties: { arr: 'x' } })).toMatchObject({
      status: 400,
    });
    expect(await t.api.patch(`/v5/companies/${created.id}`, { customProperties: { nope: 1 } })).toMatchObject({
      status: 400,
    });
    const merged = expectStatus(
      await t.api.patch(`/v5/companies/${created.id}`, { customProperties: { arr: 12, segment: null } }),
      200,
    );
    expect(merged.customProperties).toEqual({ arr: 12 });
    expect(expectStatus(await t.api.get(`/v5/companies/${created.id}`), 200).customProperties).toEqual({ arr: 12 });
    expect(await t.api.delete(`/v5/companies/${created.id}`)).toMatchObject({ status: 200 });
  });
});

// ---------------------------------------------------------------------------------------------------------------

const contactFilterCases: Params[] = [
  [['filter.customProperties.tier.equals', 'gold']],
  [['filter.customProperties.tier.not', 'silver']],
  [['filter.customProperties.tier.contains', 'ol']],
  [['filter.customProperties.tier.startsWith', 'gold']],
  [['filter.customProperties.tier.endsWith', 'tier']],
  [['filter.customProperties.tier.in', 'gold,tin,nothing']],
  [['filter.customProperties.tier.notIn', 'gold,silver']],
  [['filter.customProperties.tier.equals', 'null']],
  [['filter.customProperties.tier.not', 'null']],
  // Numbers compare as numbers: as text, '10' < '9.5' and '100' < '2'.
  [['filter.customProperties.seats.gt', '9']],
  [['filter.customProperties.seats.gte', '10']],
  [['filter.customProperties.seats.lt', '10']],
  [['filter.customProperties.seats.lte', '2']],
  [['filter.customProperties.seats.lt', '0']],
  [['filter.customProperties.seats.equals', '10']],
  [['filter.customProperties.seats.equals', '9.5']],
  [['filter.customProperties.seats.not', '10']],
  [['filter.customProperties.seats.in', '-3,0,100']],
  [['filter.customProperties.seats.equals', 'null']],
  [
    ['filter.customProperties.seats.gt', '2'],
    ['filter.customProperties.seats.lt', '100'],
  ],
  [['filter.customProperties.vip.equals', 'true']],
  [['filter.customProperties.vip.equals', 'false']],
  [['filter.customProperties.vip.not', 'true']],
  [['filter.customProperties.vip.equals', 'null']],
  [['filter.customProperties.renewalOn.gt', '2025-01-15']],
  [['filter.customProperties.renewalOn.gte', '2025-01-15']],
  [['filter.customProperties.renewalOn.equals', '2025-01-15']],
  [['filter.customProperties.renewalOn.lt', '2025-03-01T00:00:00Z']],
  [['filter.customProperties.renewalOn.lte', '2025-03-01T14:30:00+02:00']],
  [['filter.customProperties.renewalOn.equals', 'null']],
  [['filter.customProperties.labels.has', 'alpha']],
  [['filter.customProperties.labels.hasEvery', 'alpha,beta']],
  [['filter.customProperties.labels.hasSome', 'gamma,delta']],
  [['filter.customProperties.labels.isEmpty', 'true']],
  [['filter.customProperties.labels.isEmpty', 'false']],
  // With other filters and with each other.
  [
    ['filter.customProperties.vip.equals', 'true'],
    ['filter.customProperties.seats.gte', '9'],
  ],
  [
    ['filter.customProperties.tier.startsWith', 'gold'],
    ['filter.name.not', 'Contact 0'],
  ],
  [
    ['filter.customProperties.labels.has', 'beta'],
    ['filter.customProperties.renewalOn.lt', '2025-02-01'],
  ],
];

const companyFilterCases: Params[] = [
  [['filter.customProperties.segment.equals', 'smb']],
  [['filter.customProperties.segment.in', 'enterprise,startup']],
  [['filter.customProperties.segment.equals', 'null']],
  [['filter.customProperties.arr.gt', '9000']],
  [['filter.customProperties.arr.lte', '250000.5']],
  [['filter.customProperties.partner.equals', 'true']],
  [['filter.customProperties.foundedOn.lt', '2011-01-01']],
  [['filter.customProperties.foundedOn.gte', '2015-06-01T00:00:00Z']],
  [['filter.customProperties.regions.hasSome', 'apac,amer']],
  [['filter.customProperties.regions.isEmpty', 'true']],
  [
    ['filter.customProperties.partner.not', 'true'],
    ['filter.customProperties.arr.gte', '0'],
  ],
];

const title = (params: Params) =>
  params.map(([name, value]) => `${name.slice('filter.customProperties.'.length)}=${value}`).join(' & ');

async function checkFilter(
  family: 'contacts' | 'companies',
  records: ApiRecord[],
  types: Record<string, PropertyType>,
  params: Params,
) {
  const expected = newestFirst(
    records.filter((record) =>
      params.every(([name, value]) =>
        name.startsWith('filter.customProperties.')
          ? referenceMatch(record, name, value, types)
          : name === 'filter.name.not'
            ? record.name !== value
            : true,
      ),
    ),
  );
  if (expected.length === 0 || expected.length === records.length)
    throw new Error(`${title(params)} matches ${expected.length} of ${records.length}: it cannot fail`);
  const [list, count] = await Promise.all([
    t.api.get(`/v5/${family}${qs([...params, ['limit', '100']])}`),
    t.api.get(`/v5/${family}/count${qs(params)}`),
  ]);
  expect(list.status).toBe(200);
  expect(ids(list.body)).toEqual(ids(expected));
  expect(count.body).toEqual({ count: expected.length });
}

describe('filters on custom properties', () => {
  it.each(contactFilterCases.map((params) => [title(params), params] as const))('contacts: %s', (_, params) =>
    checkFilter('contacts', [...contacts.values()], contactProperties, [...params]),
  );
  it.each(companyFilterCases.map((params) => [title(params), params] as const))('companies: %s', (_, params) =>
    checkFilter('companies', [...companies.values()], companyProperties, [...params]),
  );

  it.each([
    ['an operator the type does not take (number contains)', 'filter.customProperties.seats.contains', '1'],
    ['an operator the type does not take (boolean gt)', 'filter.customProperties.vip.gt', 'true'],
    ['an operator the type does not take (array equals)', 'filter.customProperties.labels.equals', 'alpha'],
    ['an operator the type does not take (string gt)', 'filter.customProperties.tier.gt', 'a'],
    ['a malformed number', 'filter.customProperties.seats.gt', 'ten'],
    ['a malformed boolean', 'filter.customProperties.vip.equals', 'yes'],
    ['a malformed date', 'filter.customProperties.renewalOn.gt', '2025-13-01'],
    ['an undefined property', 'filter.customProperties.seat.gt', '1'],
    ['a property of the other target', 'filter.customProperties.segment.equals', 'smb'],
  ])('refuses %s (400 invalid_filter naming the parameter)', async (_, name, value) => {
    for (const path of ['/v5/contacts', '/v5/contacts/count']) {
      const response = await t.api.get<ApiError>(`${path}${qs([[name, value]])}`);
      expect(response).toMatchObject({ status: 400, body: { code: 'invalid_filter' } });
      expect(response.body.description).toContain(name);
    }
  });

  it('suggests the defined property for a misspelt one', async () => {
    const response = await t.api.get<ApiError>(`/v5/contacts${qs({ 'filter.customProperties.seat.gt': '1' })}`);
    expect(response.body.description).toMatch(/did you mean customProperties\.seats/i);
  });
});

describe('orderBy custom properties', () => {
  async function walk(family: string, params: Params, limit: number): Promise<string[]> {
    const walked: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 30; pages++) {
      const page = expectStatus(
        await t.api.get(
          `/v5/${family}${qs([...params, ['limit', String(limit)], ...(cursor ? [['startingAfter', cursor] as [string, string]] : [])])}`,
        ),
        200,
      ) as ApiRecord[];
      walked.push(...ids(page));
      if (page.length < limit) return walked;
      cursor = page.at(-1)!.id;
    }
    throw new Error('The walk does not end');
  }

  it.each([
    ['contacts', 'seats', 'asc'],
    ['contacts', 'seats', 'desc'],
    ['contacts', 'tier', 'asc'],
    ['contacts', 'renewalOn', 'desc'],
    ['contacts', 'vip', 'asc'],
    ['companies', 'arr', 'desc'],
    ['companies', 'foundedOn', 'asc'],
  ] as const)(
    '%s by customProperties.%s %s, page by page both ways, numbers as numbers',
    async (family, name, sort) => {
      const records = [...(family === 'contacts' ? contacts : companies).values()];
      const expected = ids(referenceOrder(records, name, sort));
      const params: Params = [
        ['orderBy', `customProperties.${name}`],
        ['sort', sort],
      ];
      expect(await walk(family, params, 3)).toEqual(expected);
      // Backwards from the last record.
      const backward: string[] = [];
      let cursor = expected.at(-1)!;
      for (let pages = 0; pages < 30; pages++) {
        const page = expectStatus(
          await t.api.get(`/v5/${family}${qs([...params, ['limit', '4'], ['endingBefore', cursor]])}`),
          200,
        ) as ApiRecord[];
        backward.unshift(...ids(page));
        if (page.length < 4) break;
        cursor = page[0]!.id;
      }
      expect([...backward, expected.at(-1)!]).toEqual(expected);
    },
  );

  it('orders numbers numerically, not as text', async () => {
    const page = expectStatus(
      await t.api.get(
        `/v5/contacts${qs({ orderBy: 'customProperties.seats', sort: 'asc', 'filter.customProperties.seats.not': 'null', limit: 100 })}`,
      ),
      200,
    ) as ApiRecord[];
    const seats = page.map((record) => record.customProperties.seats as number);
    expect(seats).toEqual([...seats].sort((a, b) => a - b));
    expect(seats).toContain(100);
    expect(seats.indexOf(9.5)).toBeLessThan(seats.indexOf(100));
  });

  it('refuses an undefined property as the order (400 invalid_parameter)', async () => {
    const response = await t.api.get<ApiError>(`/v5/contacts${qs({ orderBy: 'customProperties.seat' })}`);
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_parameter' } });
    expect(response.body.description).toContain('orderBy');
  });
});

describe('select[] on custom properties', () => {
  it('returns only the selected custom properties', async () => {
    const page = expectStatus(
      await t.api.get(
        `/v5/contacts${qs([
          ['select[]', 'name'],
          ['select[]', 'customProperties.tier'],
          ['select[]', 'customProperties.seats'],
          ['limit', '100'],
        ])}`,
      ),
      200,
    ) as ApiRecord[];
    const expected = newestFirst(contacts.values()).map((record) => {
      const { tier, seats } = record.customProperties as Record<string, unknown>;
      const custom = { ...(tier !== undefined ? { tier } : {}), ...(seats !== undefined ? { seats } : {}) };
      return { name: record.name, ...(Object.keys(custom).length ? { customProperties: custom } : {}) };
    });
    expect(page).toEqual(expected);
  });

  it('refuses an undefined custom property in select[] (400 invalid_parameter)', async () => {
    const response = await t.api.get<ApiError>(`/v5/contacts${qs([['select[]', 'customProperties.seat']])}`);
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_parameter' } });
    expect(response.body.description).toContain('customProperties.seat');
  });
});
