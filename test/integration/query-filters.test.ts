// Every filter operator of every type, for contacts and companies, through HTTP against the real runtime; each
// expected result is computed from the seeded records by a small reference filter and compared with list and count.
import { expectStatus, qs, type ApiRecord } from '../support/api-client.js';
import { isEmptyValue, referenceOrder, valueAt } from '../support/reference-order.js';
import { useTestRuntime } from '../support/test-runtime.js';

type FieldType = 'string' | 'number' | 'date' | 'boolean' | 'array';
type Params = Array<[string, string]>;

const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------------------------
// The reference: what each operator means, from the specification, applied to the records the writes returned.

/** Whether a record passes one filter parameter; `caseInsensitive` is only used to check the test data is unambiguous. */
function referenceMatch(
  record: ApiRecord,
  parameter: string,
  raw: string,
  types: Record<string, FieldType>,
  caseInsensitive = false,
): boolean {
  const rest = parameter.slice('filter.'.length);
  const path = rest.slice(0, rest.lastIndexOf('.'));
  const operator = rest.slice(rest.lastIndexOf('.') + 1);
  const type = types[path];
  if (!type) throw new Error(`The reference does not know ${path}`);
  const value = valueAt(record, path);
  if (raw === 'null' && operator === 'equals') return isEmptyValue(value);
  if (raw === 'null' && operator === 'not') return !isEmptyValue(value);
  const list = raw.split(',');
  switch (type) {
    case 'string': {
      const fold = (s: string) => (caseInsensitive ? s.toLowerCase() : s);
      const text = typeof value === 'string' ? fold(value) : undefined;
      const operand = fold(raw);
      const inList = text !== undefined && list.map(fold).includes(text);
      const ops: Record<string, () => boolean> = {
        equals: () => text === operand,
        not: () => text !== operand,
        contains: () => text?.includes(operand) === true,
        startsWith: () => text?.startsWith(operand) === true,
        endsWith: () => text?.endsWith(operand) === true,
        in: () => inList,
        notIn: () => !inList,
      };
      return ops[operator]!();
    }
    case 'number': {
      const n = typeof value === 'number' ? value : undefined;
      const x = Number(raw);
      const ops: Record<string, () => boolean> = {
        equals: () => n === x,
        not: () => n !== x,
        gt: () => n !== undefined && n > x,
        gte: () => n !== undefined && n >= x,
        lt: () => n !== undefined && n < x,
        lte: () => n !== undefined && n <= x,
        in: () => n !== undefined && list.map(Number).includes(n),
      };
      return ops[operator]!();
    }
    case 'date': {
      if (typeof value !== 'string') return false;
      const t = Date.parse(value);
      // A date-only value is its whole UTC day.
      const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
      const start = Date.parse(dateOnly ? `${raw}T00:00:00.000Z` : raw);
      if (Number.isNaN(start)) throw new Error(`The reference cannot read the date ${raw}`);
      const end = dateOnly ? start + DAY : start;
      const ops: Record<string, () => boolean> = {
        equals: () => (dateOnly ? t >= start && t < end : t === start),
        gt: () => (dateOnly ? t >= end : t > start),
        gte: () => t >= start,
        lt: () => t < start,
        lte: () => (dateOnly ? t < end : t <= start),
      };
      return ops[operator]!();
    }
    case 'boolean':
      return operator === 'equals' ? value === (raw === 'true') : value !== (raw === 'true');
    case 'array': {
      const items = Array.isArray(value) ? (value as unknown[]) : [];
      const ops: Record<string, () => boolean> = {
        has: () => items.includes(raw),
        hasEvery: () => list.every((item) => items.includes(item)),
        hasSome: () => list.some((item) => items.includes(item)),
        isEmpty: () => (items.length === 0) === (raw === 'true'),
      };
      return ops[operator]!();
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The data set: varied values, nulls, negatives, unicode, repeated values.

const companyBodies: Array<Record<string, unknown>> = [
  {
    name: 'Acme Corp',
    nickname: 'Acme',
    domain: 'acme.test',
    website: 'https://acme.test',
    location: 'Berlin',
    revenue: 1_000_000,
    employeeCount: 120,
    funding: 5_000_000,
    industries: ['software', 'hardware'],
    tags: ['enterprise'],
    sort: -3,
  },
  {
    name: 'Globex',
    domain: 'globex.test',
    location: 'São Paulo',
    revenue: null,
    employeeCount: 45,
    industries: ['energy'],
    tags: [],
    sort: 0,
  },
  {
    name: 'Initech',
    nickname: 'Initech LLC',
    domain: 'initech.test',
    location: 'Austin',
    revenue: 250_000.5,
    employeeCount: 12,
    funding: 0,
    industries: ['software'],
    tags: ['smb'],
    sort: 5,
  },
  {
    name: 'Umbrella & Sons',
    domain: 'umbrella.test',
    website: 'https://umbrella.test/home?a=1&b=2',
    location: 'Zürich',
    revenue: 0,
    employeeCount: 0,
    industries: ['pharma', 'biotech'],
    tags: ['enterprise', 'regulated'],
    sort: -10,
  },
  { name: 'Ærø Shipping', location: 'Ærøskøbing', employeeCount: null, industries: [], tags: ['smb'], sort: 2 },
  {
    name: 'Acme Corp',
    nickname: 'Acme Two',
    domain: 'acme-two.test',
    location: 'Berlin',
    revenue: 1_000_000,
    employeeCount: 120,
    industries: ['hardware'],
    tags: ['enterprise'],
    sort: -3,
  },
  {
    name: '株式会社テスト',
    domain: 'tesuto.test',
    location: 'Tōkyō',
    revenue: 75_000,
    employeeCount: 300,
    industries: ['software', 'finance'],
    tags: [],
    sort: 1,
  },
  {
    name: 'Hooli',
    nickname: 'Hooli XYZ',
    domain: 'hooli.test',
    website: 'https://hooli.test',
    location: 'Palo Alto',
    revenue: 9_000_000,
    employeeCount: 5000,
    funding: 100_000_000,
    industries: ['software', 'media'],
    tags: ['enterprise', 'partner'],
    sort: 7,
  },
  {
    name: 'Pied Piper',
    domain: 'piedpiper.test',
    location: 'Palo Alto',
    revenue: 1_500.75,
    employeeCount: 8,
    funding: 250_000,
    industries: ['software', 'compression'],
    tags: ['startup'],
    sort: 0,
  },
  {
    name: 'Stark Industries',
    nickname: 'Stark',
    domain: 'stark.test',
    location: 'New York',
    revenue: 50_000_000,
    employeeCount: 2500,
    industries: ['hardware', 'defense'],
    tags: ['enterprise', 'regulated'],
    sort: -1,
  },
  {
    name: 'Wayne Enterprises',
    domain: 'wayne.test',
    location: 'Gotham',
    revenue: 40_000_000,
    employeeCount: 2500,
    industries: ['finance', 'defense', 'media'],
    tags: ['enterprise'],
    sort: 4,
  },
  {
    name: 'Soylent',
    location: null,
    revenue: 12_345,
    employeeCount: 45,
    industries: ['food'],
    tags: ['startup', 'regulated'],
    sort: -7,
  },
  {
    name: 'Tyrell Corp',
    domain: 'tyrell.test',
    location: 'Los Angeles',
    revenue: null,
    employeeCount: null,
    industries: ['biotech'],
    tags: [],
    sort: 3,
  },
  {
    name: 'Cyberdyne',
    domain: 'cyberdyne.test',
    location: 'Sunnyvale',
    revenue: 3_000_000,
    employeeCount: 600,
    funding: 1_000_000,
    industries: ['defense', 'software'],
    tags: ['partner'],
    sort: 6,
  },
  {
    name: 'Éclair Pâtisserie',
    domain: 'eclair.test',
    location: 'Paris',
    revenue: 80_000,
    employeeCount: 9,
    industries: ['food'],
    tags: ['smb', 'startup'],
    sort: -2,
  },
  {
    name: 'Oscorp',
    domain: 'oscorp.test',
    location: 'New York',
    revenue: 7_000_000,
    employeeCount: 1200,
    industries: ['biotech', 'defense'],
    tags: ['regulated'],
    sort: 8,
  },
  {
    name: 'Vandelay Industries',
    domain: 'vandelay.test',
    location: 'New York',
    revenue: 500,
    employeeCount: 3,
    industries: ['import', 'export'],
    tags: ['startup'],
    sort: 9,
  },
  {
    name: 'Gringotts',
    domain: 'gringotts.test',
    location: 'London',
    revenue: 99_999_999,
    employeeCount: 150,
    industries: ['finance'],
    tags: ['enterprise', 'regulated'],
    sort: -5,
  },
  {
    name: 'Dunder Mifflin',
    domain: 'dundermifflin.test',
    location: 'Scranton',
    revenue: 2_000_000,
    employeeCount: 60,
    industries: ['paper'],
    tags: ['smb'],
    sort: 10,
  },
  {
    name: 'Monsters Inc',
    domain: 'monsters.test',
    location: 'Monstropolis',
    revenue: 4_500_000,
    employeeCount: 900,
    industries: ['energy', 'media'],
    tags: ['partner'],
    sort: -4,
  },
  // Deleted below: never in a list or count.
  {
    name: 'Deleted Corp',
    domain: 'deleted.test',
    location: 'Berlin',
    revenue: 1_000_000,
    employeeCount: 120,
    industries: ['software'],
    tags: ['enterprise'],
    sort: -3,
  },
  {
    name: 'Acme Ghost',
    domain: 'ghost.test',
    location: 'Berlin',
    employeeCount: 45,
    industries: ['software'],
    tags: ['smb'],
    sort: 0,
  },
];

/** A contact body; `company` is the index of its company above. */
const contactBodies: Array<Record<string, unknown> & { company?: number }> = [
  {
    name: 'Ann Lee',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann+sales@acme.test',
    phone: '+1 555 0100',
    city: 'Berlin',
    status: 'NEW',
    score: 10,
    latitude: 52.52,
    tags: ['vip', 'beta'],
    isVerified: true,
    company: 0,
  },
  {
    name: 'ann lee',
    firstName: 'ann',
    lastName: 'lee',
    email: 'ann.lee@globex.test',
    city: 'berlin',
    status: 'CONTACTED',
    score: 10,
    latitude: 0,
    tags: ['beta'],
    company: 1,
  },
  {
    name: 'Anna Bell',
    firstName: 'Anna',
    lastName: 'Bell',
    email: 'anna@initech.test',
    city: 'Zürich',
    status: 'REPLIED',
    score: -5,
    latitude: 47.37,
    tags: [],
    emailOptOut: true,
    company: 2,
  },
  {
    name: 'Bob & Co Buyers',
    firstName: 'Bob',
    lastName: 'Buyers',
    email: 'bob@acme.test',
    phone: '+44 20 7946 0958',
    city: 'New York',
    status: 'INTERESTED',
    score: 0,
    latitude: 40.71,
    tags: ['r&d team'],
    company: 0,
  },
  {
    name: 'Björn Ångström',
    firstName: 'Björn',
    lastName: 'Ångström',
    email: 'bjorn@umbrella.test',
    city: 'Köln',
    status: 'NEW',
    score: 2.5,
    latitude: 50.94,
    tags: ['vip'],
    isActive: false,
    company: 3,
  },
  {
    name: 'Zoë Quinn',
    firstName: 'Zoë',
    lastName: 'Quinn',
    email: 'zoe@globex.test',
    city: 'São Paulo',
    status: 'BOUNCED',
    score: -0.5,
    latitude: -23.55,
    tags: ['beta', 'partner'],
    company: 1,
  },
  {
    name: '李雷',
    firstName: '雷',
    lastName: '李',
    email: 'li.lei@tesuto.test',
    city: 'Tōkyō',
    status: 'NEW',
    score: 42,
    latitude: 35.68,
    tags: ['vip', 'partner'],
    isVerified: true,
    company: 6,
  },
  {
    name: 'Émile Zola',
    firstName: 'Émile',
    lastName: 'Zola',
    email: null,
    city: 'Paris',
    status: 'UNSUBSCRIBED',
    score: 7,
    latitude: 48.86,
    tags: [],
    emailOptOut: true,
    isActive: false,
  },
  { name: null, email: 'noname@acme.test', city: null, status: 'NEW', score: 0, tags: ['churned'], company: 0 },
  {
    name: null,
    email: 'nobody@initech.test',
    city: 'Berlin',
    status: 'CONTACTED',
    score: -100,
    latitude: null,
    tags: [],
  },
  {
    name: 'Carl Sagan',
    firstName: 'Carl',
    lastName: 'Sagan',
    email: 'carl@cyberdyne.test',
    city: 'Ithaca',
    status: 'REPLIED',
    score: 100,
    latitude: 42.44,
    tags: ['vip'],
    isVerified: true,
    company: 13,
  },
  {
    name: 'Carla Bruni',
    firstName: 'Carla',
    lastName: 'Bruni',
    email: 'carla@eclair.test',
    city: 'Paris',
    status: 'INTERESTED',
    score: 55,
    latitude: 48.86,
    tags: ['beta'],
    company: 14,
  },
  {
    name: 'Dan Brown',
    firstName: 'Dan',
    lastName: 'Brown',
    email: 'dan@globex.test',
    city: 'Exeter',
    status: 'NEW',
    score: 10,
    latitude: 50.72,
    tags: ['vip', 'beta', 'partner'],
    company: 1,
  },
  {
    name: 'Dan Brown',
    firstName: 'Dan',
    lastName: 'Brown',
    email: 'dan.brown@hooli.test',
    city: null,
    status: 'NOT_INTERESTED',
    score: 3,
    tags: ['vip'],
    isActive: false,
    company: 7,
  },
  {
    name: 'Eve Polastri',
    firstName: 'Eve',
    lastName: 'Polastri',
    email: 'eve@acme.test',
    phone: '+44 20 7946 0000',
    city: 'London',
    status: 'NEW',
    score: -20,
    latitude: 51.51,
    tags: ['partner'],
    company: 0,
  },
  {
    name: 'Frank Ocean',
    firstName: 'Frank',
    lastName: 'Ocean',
    email: 'frank@piedpiper.test',
    city: 'Long Beach',
    status: 'CONTACTED',
    score: 1,
    latitude: 33.77,
    tags: [],
    blockedAt: '2024-03-01T12:00:00.000Z',
    company: 8,
  },
  {
    name: 'Grace Hopper',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@stark.test',
    city: 'New York',
    status: 'REPLIED',
    score: 99.9,
    latitude: 40.71,
    tags: ['vip', 'partner'],
    isVerified: true,
    company: 9,
  },
  {
    name: 'Hank Hill',
    firstName: 'Hank',
    lastName: 'Hill',
    email: 'hank@dundermifflin.test',
    city: 'Arlen',
    status: 'NEW',
    score: -1,
    latitude: 32.9,
    tags: ['churned'],
    blockedAt: '2024-08-15T08:30:00.000Z',
    company: 18,
  },
  {
    name: 'Ivy Chen',
    firstName: 'Ivy',
    lastName: 'Chen',
    email: 'ivy@oscorp.test',
    city: 'Zürich',
    status: 'BOUNCED',
    score: 18,
    latitude: 47.37,
    tags: ['beta'],
    isActive: false,
    company: 15,
  },
  {
    name: 'Jon Snow',
    firstName: 'Jon',
    lastName: 'Snow',
    email: 'jon@wayne.test',
    city: 'Winterfell',
    status: 'NEW',
    score: 0,
    latitude: 64.1,
    tags: ['vip', 'churned'],
    emailOptOut: true,
    company: 10,
  },
  {
    name: 'Kim Wexler',
    firstName: 'Kim',
    lastName: 'Wexler',
    email: 'kim@hooli.test',
    city: 'Albuquerque',
    status: 'INTERESTED',
    score: 77,
    latitude: 35.08,
    tags: ['partner'],
    blockedAt: '2023-12-31T23:59:59.999Z',
    company: 7,
  },
  {
    name: 'Liam Carson',
    firstName: 'Liam',
    lastName: 'Carson',
    email: 'liam@gringotts.test',
    city: 'London',
    status: 'CONTACTED',
    score: -5,
    latitude: 51.51,
    tags: ['beta', 'churned'],
    company: 17,
  },
  {
    name: 'Mia Wallace',
    firstName: 'Mia',
    lastName: 'Wallace',
    email: 'mia@monsters.test',
    city: 'Los Angeles',
    status: 'NEW',
    score: 5,
    latitude: 34.05,
    tags: [],
    isVerified: true,
    company: 19,
  },
  {
    name: 'Ned Stark',
    firstName: 'Ned',
    lastName: 'Stark',
    email: 'ned@stark.test',
    city: 'Winterfell',
    status: 'NOT_INTERESTED',
    score: 0,
    latitude: 64.1,
    tags: ['vip'],
    company: 9,
  },
  {
    name: 'Olga Tokarczuk',
    firstName: 'Olga',
    lastName: 'Tokarczuk',
    email: 'olga@initech.test',
    city: 'Wrocław',
    status: 'REPLIED',
    score: 31,
    latitude: 51.11,
    tags: ['beta', 'partner'],
    company: 2,
  },
  {
    name: 'Pam Beesly',
    firstName: 'Pam',
    lastName: 'Beesly',
    email: 'pam@dundermifflin.test',
    city: 'Scranton',
    status: 'NEW',
    score: 12,
    latitude: 41.41,
    tags: ['vip', 'beta'],
    company: 18,
  },
  {
    name: 'Quinn Fabray',
    firstName: 'Quinn',
    lastName: 'Fabray',
    email: 'quinn@acme.test',
    city: 'Lima',
    status: 'CONTACTED',
    score: 2.5,
    latitude: -12.05,
    tags: ['partner'],
    isActive: false,
  },
  {
    name: 'Rita Hanson',
    firstName: 'Rita',
    lastName: 'Hanson',
    email: 'rita@vandelay.test',
    city: 'New York',
    status: 'NEW',
    score: -0.5,
    latitude: 40.71,
    tags: ['beta'],
    emailOptOut: true,
    company: 16,
  },
  {
    name: 'Sam Spade',
    firstName: 'Sam',
    lastName: 'Spade',
    email: 'sam@wayne.test',
    city: 'San Francisco',
    status: 'INTERESTED',
    score: 8,
    latitude: 37.77,
    tags: ['vip', 'beta', 'partner'],
    company: 10,
  },
  {
    name: 'Tina Fey',
    firstName: 'Tina',
    lastName: 'Fey',
    email: 'tina@globex.test',
    city: 'New York',
    status: 'NEW',
    score: 10,
    latitude: 40.71,
    tags: ['beta'],
    isVerified: true,
    company: 1,
  },
  // Deleted below: never in a list or count.
  {
    name: 'Ann Deleted',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann.deleted@acme.test',
    city: 'Berlin',
    status: 'NEW',
    score: 10,
    tags: ['vip', 'beta'],
    company: 0,
  },
  {
    name: 'Dan Brown',
    firstName: 'Dan',
    lastName: 'Brown',
    email: 'dan.deleted@globex.test',
    city: 'Berlin',
    status: 'NEW',
    score: 10,
    tags: ['vip'],
    company: 1,
  },
];

const contactTypes: Record<string, FieldType> = {
  name: 'string',
  firstName: 'string',
  lastName: 'string',
  email: 'string',
  phone: 'string',
  city: 'string',
  status: 'string',
  companyId: 'string',
  score: 'number',
  latitude: 'number',
  createdAt: 'date',
  updatedAt: 'date',
  blockedAt: 'date',
  tags: 'array',
  emailOptOut: 'boolean',
  isActive: 'boolean',
  isVerified: 'boolean',
};
const companyTypes: Record<string, FieldType> = {
  name: 'string',
  nickname: 'string',
  domain: 'string',
  location: 'string',
  website: 'string',
  revenue: 'number',
  employeeCount: 'number',
  funding: 'number',
  sort: 'number',
  createdAt: 'date',
  updatedAt: 'date',
  industries: 'array',
  tags: 'array',
};

// ---------------------------------------------------------------------------------------------------------------

/** Live records as the writes returned them, by id. */
const contacts = new Map<string, ApiRecord>();
const companies = new Map<string, ApiRecord>();
const companyIds: string[] = [];

/** Values the cases read from the data: instants and ids that only exist once the data is seeded. */
interface Data {
  today: string;
  yesterday: string;
  tomorrow: string;
  /** The createdAt of the record in the middle of the creation order. */
  contactMid: string;
  companyMid: string;
  /** The last createdAt before any update: records updated later have a later updatedAt. */
  contactsSeededAt: string;
  companiesSeededAt: string;
  /** The exact updatedAt of one updated contact. */
  updatedContactAt: string;
  companyId: (index: number) => string;
}
let data: Data;

/** Shows an instant at a +02:00 offset, to check that offsets (sent as %2B) are understood. */
function atPlusTwo(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 2 * 3_600_000).toISOString();
  return shifted.replace('Z', '+02:00');
}

const t = useTestRuntime();
beforeAll(async () => {
  // In parallel: the default order is id order, which the reference follows for createdAt (ids are ULIDs minted at creation).
  const createdCompanies = await Promise.all(
    companyBodies.map(async (body) => expectStatus(await t.api.post('/v5/companies', body), 201) as ApiRecord),
  );
  for (const company of createdCompanies) {
    companies.set(company.id, company);
    companyIds.push(company.id);
  }
  const createdContacts = await Promise.all(
    contactBodies.map(
      async ({ company, ...body }) =>
        expectStatus(
          await t.api.post('/v5/contacts', company === undefined ? body : { ...body, companyId: companyIds[company] }),
          201,
        ) as ApiRecord,
    ),
  );
  for (const contact of createdContacts) contacts.set(contact.id, contact);
  const latest = (records: ApiRecord[]) =>
    records
      .map((record) => record.updatedAt as string)
      .sort()
      .at(-1)!;
  const contactsSeededAt = latest(createdContacts);
  const companiesSeededAt = latest(createdCompanies);

  // Updates move updatedAt away from createdAt for some records; deletes must hide the last two of each.
  const contactUpdates: Array<[number, Record<string, unknown>]> = [
    [2, { bio: 'updated once' }],
    [6, { score: 43 }],
    [12, { status: 'REPLIED' }],
    [20, { tags: ['vip', 'r&d team'] }],
    [27, { bio: 'updated too' }],
  ];
  const companyUpdates: Array<[number, Record<string, unknown>]> = [
    [1, { revenue: 10 }],
    [8, { tags: ['startup', 'partner'] }],
    [15, { nickname: 'Oz' }],
  ];
  const [updatedContacts, updatedCompanies] = await Promise.all([
    Promise.all(
      contactUpdates.map(
        async ([index, patch]) =>
          expectStatus(await t.api.patch(`/v5/contacts/${createdContacts[index]!.id}`, patch), 200) as ApiRecord,
      ),
    ),
    Promise.all(
      companyUpdates.map(
        async ([index, patch]) =>
          expectStatus(await t.api.patch(`/v5/companies/${createdCompanies[index]!.id}`, patch), 200) as ApiRecord,
      ),
    ),
    ...createdContacts
      .slice(-2)
      .map(async (record) => expectStatus(await t.api.delete(`/v5/contacts/${record.id}`), 200)),
    ...createdCompanies
      .slice(-2)
      .map(async (record) => expectStatus(await t.api.delete(`/v5/companies/${record.id}`), 200)),
  ]);
  for (const record of updatedContacts) contacts.set(record.id, record);
  for (const record of updatedCompanies) companies.set(record.id, record);
  for (const record of [...createdContacts.slice(-2), ...createdCompanies.slice(-2)])
    (record.object === 'contact' ? contacts : companies).delete(record.id);
  const updatedContactAt = updatedContacts[0]!.updatedAt as string;
  const byId = (records: ApiRecord[]) => [...records].sort((a, b) => (a.id < b.id ? -1 : 1));
  const contactList = byId([...contacts.values()]);
  const companyList = byId([...companies.values()]);

  const today = contactList[0]!.createdAt.slice(0, 10);
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00.000Z`) + offset * DAY).toISOString().slice(0, 10);
  data = {
    today,
    yesterday: day(-1),
    tomorrow: day(1),
    contactMid: contactList[Math.floor(contactList.length / 2)]!.createdAt,
    companyMid: companyList[Math.floor(companyList.length / 2)]!.createdAt,
    contactsSeededAt,
    companiesSeededAt,
    updatedContactAt,
    companyId: (index) => companyIds[index]!,
  };
});

interface Case {
  title: string;
  params: (d: Data) => Params;
  orderBy?: string;
  sort?: 'asc' | 'desc';
  /** The expected result may be empty or everything (date-only bounds around today). */
  trivial?: boolean;
}

/**
 * Runs one case against list and count: the list (limit 100, all fit) must be exactly the reference's matches in the
 * requested order, and count their number.
 */
async function check(
  family: 'contacts' | 'companies',
  records: ApiRecord[],
  types: Record<string, FieldType>,
  testCase: Case,
): Promise<void> {
  const params = testCase.params(data);
  const expected = referenceOrder(
    records.filter((record) => params.every(([name, value]) => referenceMatch(record, name, value, types))),
    testCase.orderBy ?? 'createdAt',
    testCase.sort ?? 'desc',
  );
  // Guards on the test data: a case must tell results apart, and must not depend on the unspecified case-sensitivity of contains/startsWith/endsWith.
  if (!testCase.trivial && (expected.length === 0 || expected.length === records.length)) {
    throw new Error(
      `The case "${testCase.title}" matches ${expected.length} of ${records.length} records: it cannot fail`,
    );
  }
  for (const [name, value] of params.filter(([name]) => /\.(contains|startsWith|endsWith)$/.test(name))) {
    const folded = records.filter((record) => referenceMatch(record, name, value, types, true)).length;
    const exact = records.filter((record) => referenceMatch(record, name, value, types)).length;
    if (folded !== exact)
      throw new Error(`The case "${testCase.title}" depends on letter case (${exact} exact, ${folded} ignoring case)`);
  }

  const order: Params = [
    ...(testCase.orderBy ? [['orderBy', testCase.orderBy] as [string, string]] : []),
    ...(testCase.sort ? [['sort', testCase.sort] as [string, string]] : []),
  ];
  const [list, count] = await Promise.all([
    t.api.get(`/v5/${family}${qs([...params, ...order, ['limit', '100']])}`),
    t.api.get(`/v5/${family}/count${qs(params)}`),
  ]);
  expect(list.status).toBe(200);
  expect((list.body as ApiRecord[]).map((record) => record.id)).toEqual(expected.map((record) => record.id));
  expect(count).toMatchObject({ status: 200, body: { count: expected.length } });
}

// ---------------------------------------------------------------------------------------------------------------

const contactCases: Case[] = [
  // String: equals (case-sensitive, index-served on name, email, lastName, status, companyId), with special values.
  { title: 'name equals (index), case-sensitive', params: () => [['filter.name.equals', 'Ann Lee']] },
  { title: 'name equals a lower-case variant', params: () => [['filter.name.equals', 'ann lee']] },
  { title: 'name equals a value with spaces and &', params: () => [['filter.name.equals', 'Bob & Co Buyers']] },
  { title: 'name equals a unicode value', params: () => [['filter.name.equals', 'Zoë Quinn']] },
  { title: 'name equals a CJK value', params: () => [['filter.name.equals', '李雷']] },
  { title: 'name equals a value two records share', params: () => [['filter.name.equals', 'Dan Brown']] },
  { title: 'firstName equals (in memory)', params: () => [['filter.firstName.equals', 'Dan']] },
  {
    title: 'email equals an address with + (sent as %2B)',
    params: () => [['filter.email.equals', 'ann+sales@acme.test']],
  },
  { title: 'lastName equals (index)', params: () => [['filter.lastName.equals', 'Brown']] },
  { title: 'status equals (index)', params: () => [['filter.status.equals', 'REPLIED']] },
  { title: 'companyId equals (index)', params: (d) => [['filter.companyId.equals', d.companyId(0)]] },
  { title: 'city equals a unicode value (in memory)', params: () => [['filter.city.equals', 'Zürich']] },
  { title: 'name equals=null (index)', params: () => [['filter.name.equals', 'null']] },
  { title: 'email equals=null (index)', params: () => [['filter.email.equals', 'null']] },
  { title: 'city equals=null (in memory)', params: () => [['filter.city.equals', 'null']] },
  { title: 'companyId equals=null (index)', params: () => [['filter.companyId.equals', 'null']] },
  { title: 'phone equals=null', params: () => [['filter.phone.equals', 'null']] },
  // not
  { title: 'name not', params: () => [['filter.name.not', 'Dan Brown']] },
  { title: 'city not (empty cities are not Berlin)', params: () => [['filter.city.not', 'Berlin']] },
  { title: 'status not', params: () => [['filter.status.not', 'NEW']] },
  { title: 'city not=null', params: () => [['filter.city.not', 'null']] },
  { title: 'email not=null', params: () => [['filter.email.not', 'null']] },
  // contains, startsWith, endsWith
  { title: 'name contains', params: () => [['filter.name.contains', 'ar']] },
  { title: 'name contains a unicode fragment', params: () => [['filter.name.contains', 'ngstr']] },
  { title: 'city contains', params: () => [['filter.city.contains', 'Paul']] },
  { title: 'phone contains', params: () => [['filter.phone.contains', '7946']] },
  { title: 'name startsWith (index prefix)', params: () => [['filter.name.startsWith', 'Car']] },
  { title: 'name startsWith a unicode prefix', params: () => [['filter.name.startsWith', 'Zoë']] },
  { title: 'name startsWith a value with & and a space', params: () => [['filter.name.startsWith', 'Bob & ']] },
  { title: 'email startsWith (index prefix)', params: () => [['filter.email.startsWith', 'dan']] },
  { title: 'lastName startsWith (index prefix)', params: () => [['filter.lastName.startsWith', 'B']] },
  { title: 'firstName startsWith (in memory)', params: () => [['filter.firstName.startsWith', 'Ca']] },
  { title: 'email endsWith (in memory)', params: () => [['filter.email.endsWith', '@globex.test']] },
  { title: 'name endsWith', params: () => [['filter.name.endsWith', 'son']] },
  // in, notIn (comma-separated values)
  { title: 'status in', params: () => [['filter.status.in', 'NEW,REPLIED']] },
  {
    title: 'name in, including a value no record has',
    params: () => [['filter.name.in', 'Ann Lee,Tina Fey,Nobody Here']],
  },
  { title: 'email in, with + in a value', params: () => [['filter.email.in', 'ann+sales@acme.test,dan@globex.test']] },
  { title: 'companyId in', params: (d) => [['filter.companyId.in', `${d.companyId(0)},${d.companyId(1)}`]] },
  { title: 'status notIn', params: () => [['filter.status.notIn', 'NEW,BOUNCED']] },
  {
    title: 'city notIn (empty cities are in none of them)',
    params: () => [['filter.city.notIn', 'Berlin,Zürich,New York']],
  },
  // Number
  { title: 'score equals (index)', params: () => [['filter.score.equals', '10']] },
  { title: 'score equals a negative number', params: () => [['filter.score.equals', '-5']] },
  { title: 'score equals a decimal', params: () => [['filter.score.equals', '2.5']] },
  { title: 'score equals 0', params: () => [['filter.score.equals', '0']] },
  { title: 'score not', params: () => [['filter.score.not', '0']] },
  { title: 'score gt (in memory, createdAt order)', params: () => [['filter.score.gt', '0']] },
  {
    title: 'score gt, ordered by score (index range)',
    params: () => [['filter.score.gt', '0']],
    orderBy: 'score',
    sort: 'asc',
  },
  {
    title: 'score gte, ordered by score desc',
    params: () => [['filter.score.gte', '10']],
    orderBy: 'score',
    sort: 'desc',
  },
  {
    title: 'score lt a negative, ordered by score',
    params: () => [['filter.score.lt', '-0.5']],
    orderBy: 'score',
    sort: 'asc',
  },
  { title: 'score lte a negative decimal', params: () => [['filter.score.lte', '-0.5']] },
  {
    title: 'score gt and lt together, ordered by score',
    params: () => [
      ['filter.score.gt', '-10'],
      ['filter.score.lt', '50'],
    ],
    orderBy: 'score',
    sort: 'asc',
  },
  {
    title: 'score gte and lte together (in memory)',
    params: () => [
      ['filter.score.gte', '-5'],
      ['filter.score.lte', '2.5'],
    ],
  },
  { title: 'score in, with negatives and decimals', params: () => [['filter.score.in', '-5,0,2.5']] },
  { title: 'latitude equals=null', params: () => [['filter.latitude.equals', 'null']] },
  { title: 'latitude not=null', params: () => [['filter.latitude.not', 'null']] },
  { title: 'latitude lt 0', params: () => [['filter.latitude.lt', '0']] },
  { title: 'latitude gte 0 (0 included)', params: () => [['filter.latitude.gte', '0']] },
  { title: 'latitude equals 0', params: () => [['filter.latitude.equals', '0']] },
  { title: 'latitude not (empty latitudes are not 40.71)', params: () => [['filter.latitude.not', '40.71']] },
  { title: 'latitude in', params: () => [['filter.latitude.in', '40.71,47.37']] },
  // Date: date-times (with Z and with an offset) and date-only values on createdAt, updatedAt and blockedAt.
  { title: 'createdAt gt a date-time', params: (d) => [['filter.createdAt.gt', d.contactMid]] },
  { title: 'createdAt gte a date-time', params: (d) => [['filter.createdAt.gte', d.contactMid]] },
  { title: 'createdAt lt a date-time', params: (d) => [['filter.createdAt.lt', d.contactMid]] },
  { title: 'createdAt lte a date-time', params: (d) => [['filter.createdAt.lte', d.contactMid]] },
  { title: 'createdAt equals a date-time', params: (d) => [['filter.createdAt.equals', d.contactMid]] },
  { title: 'createdAt gt a date-time at +02:00', params: (d) => [['filter.createdAt.gt', atPlusTwo(d.contactMid)]] },
  {
    title: 'createdAt between two date-times',
    params: (d) => [
      ['filter.createdAt.gt', d.contactMid],
      ['filter.createdAt.lte', d.contactsSeededAt],
    ],
  },
  {
    title: 'createdAt equals today (date-only: the whole day)',
    params: (d) => [['filter.createdAt.equals', d.today]],
    trivial: true,
  },
  { title: 'createdAt equals yesterday', params: (d) => [['filter.createdAt.equals', d.yesterday]], trivial: true },
  { title: 'createdAt gt today', params: (d) => [['filter.createdAt.gt', d.today]], trivial: true },
  { title: 'createdAt gt yesterday', params: (d) => [['filter.createdAt.gt', d.yesterday]], trivial: true },
  { title: 'createdAt gte today', params: (d) => [['filter.createdAt.gte', d.today]], trivial: true },
  { title: 'createdAt gte tomorrow', params: (d) => [['filter.createdAt.gte', d.tomorrow]], trivial: true },
  { title: 'createdAt lt today', params: (d) => [['filter.createdAt.lt', d.today]], trivial: true },
  { title: 'createdAt lt tomorrow', params: (d) => [['filter.createdAt.lt', d.tomorrow]], trivial: true },
  { title: 'createdAt lte today', params: (d) => [['filter.createdAt.lte', d.today]], trivial: true },
  { title: 'createdAt lte yesterday', params: (d) => [['filter.createdAt.lte', d.yesterday]], trivial: true },
  {
    title: 'updatedAt gt the end of seeding, ordered by updatedAt (index range)',
    params: (d) => [['filter.updatedAt.gt', d.contactsSeededAt]],
    orderBy: 'updatedAt',
    sort: 'desc',
  },
  {
    title: 'updatedAt gt the end of seeding (createdAt order)',
    params: (d) => [['filter.updatedAt.gt', d.contactsSeededAt]],
  },
  {
    title: 'updatedAt lte the end of seeding, ordered by updatedAt asc',
    params: (d) => [['filter.updatedAt.lte', d.contactsSeededAt]],
    orderBy: 'updatedAt',
    sort: 'asc',
  },
  {
    title: 'updatedAt equals an exact instant (index)',
    params: (d) => [['filter.updatedAt.equals', d.updatedContactAt]],
  },
  {
    title: 'updatedAt lt tomorrow and gte today',
    params: (d) => [
      ['filter.updatedAt.lt', d.tomorrow],
      ['filter.updatedAt.gte', d.today],
    ],
    trivial: true,
  },
  { title: 'blockedAt equals=null', params: () => [['filter.blockedAt.equals', 'null']] },
  { title: 'blockedAt gt a date-only value', params: () => [['filter.blockedAt.gt', '2024-03-01']] },
  {
    title: 'blockedAt equals a date-only value (the whole day)',
    params: () => [['filter.blockedAt.equals', '2024-03-01']],
  },
  {
    title: 'blockedAt lte a date-only value (the whole day included)',
    params: () => [['filter.blockedAt.lte', '2024-03-01']],
  },
  { title: 'blockedAt lt a date-time', params: () => [['filter.blockedAt.lt', '2024-01-01T00:00:00Z']] },
  {
    title: 'blockedAt gte a date-time with an offset',
    params: () => [['filter.blockedAt.gte', '2024-03-01T14:00:00+02:00']],
  },
  // Array
  { title: 'tags has', params: () => [['filter.tags.has', 'vip']] },
  { title: 'tags has a value with & and a space', params: () => [['filter.tags.has', 'r&d team']] },
  { title: 'tags hasEvery', params: () => [['filter.tags.hasEvery', 'vip,beta']] },
  { title: 'tags hasSome', params: () => [['filter.tags.hasSome', 'churned,partner']] },
  { title: 'tags isEmpty=true', params: () => [['filter.tags.isEmpty', 'true']] },
  { title: 'tags isEmpty=false', params: () => [['filter.tags.isEmpty', 'false']] },
  {
    title: 'tags has, repeated: both apply',
    params: () => [
      ['filter.tags.has', 'vip'],
      ['filter.tags.has', 'partner'],
    ],
  },
  // Boolean
  { title: 'isActive equals false', params: () => [['filter.isActive.equals', 'false']] },
  { title: 'isVerified equals true', params: () => [['filter.isVerified.equals', 'true']] },
  { title: 'emailOptOut not true', params: () => [['filter.emailOptOut.not', 'true']] },
  { title: 'isActive not false', params: () => [['filter.isActive.not', 'false']] },
  // Several filters, AND-ed: index-served ones with in-memory ones.
  {
    title: 'status equals and score gte',
    params: () => [
      ['filter.status.equals', 'NEW'],
      ['filter.score.gte', '0'],
    ],
  },
  {
    title: 'status equals, ordered by updatedAt (status-partitioned index)',
    params: () => [['filter.status.equals', 'REPLIED']],
    orderBy: 'updatedAt',
    sort: 'desc',
  },
  {
    title: 'status equals and updatedAt gt, ordered by updatedAt asc',
    params: (d) => [
      ['filter.status.equals', 'REPLIED'],
      ['filter.updatedAt.gt', d.contactsSeededAt],
    ],
    orderBy: 'updatedAt',
    sort: 'asc',
  },
  {
    title: 'status equals, ordered by updatedAt asc, with an in-memory filter',
    params: () => [
      ['filter.status.equals', 'NEW'],
      ['filter.tags.has', 'vip'],
    ],
    orderBy: 'updatedAt',
    sort: 'asc',
  },
  {
    title: 'name startsWith, tags has and isActive equals',
    params: () => [
      ['filter.name.startsWith', 'Dan'],
      ['filter.tags.has', 'vip'],
      ['filter.isActive.equals', 'true'],
    ],
  },
  {
    title: 'email endsWith, city not=null and score lt',
    params: () => [
      ['filter.email.endsWith', '@acme.test'],
      ['filter.city.not', 'null'],
      ['filter.score.lt', '50'],
    ],
  },
  {
    title: 'companyId equals and status in',
    params: (d) => [
      ['filter.companyId.equals', d.companyId(1)],
      ['filter.status.in', 'NEW,CONTACTED'],
    ],
  },
  {
    title: 'lastName equals, ordered by name',
    params: () => [['filter.lastName.equals', 'Brown']],
    orderBy: 'name',
    sort: 'asc',
  },
  {
    title: 'email equals=null and name not=null',
    params: () => [
      ['filter.email.equals', 'null'],
      ['filter.name.not', 'null'],
    ],
  },
  {
    title: 'createdAt gt and tags isEmpty=false, ordered by email',
    params: (d) => [
      ['filter.createdAt.gt', d.contactMid],
      ['filter.tags.isEmpty', 'false'],
    ],
    orderBy: 'email',
    sort: 'asc',
  },
];

const companyCases: Case[] = [
  { title: 'name equals (index), shared by two', params: () => [['filter.name.equals', 'Acme Corp']] },
  { title: 'name equals a value with &', params: () => [['filter.name.equals', 'Umbrella & Sons']] },
  { title: 'name equals a unicode value', params: () => [['filter.name.equals', '株式会社テスト']] },
  { title: 'domain equals (index)', params: () => [['filter.domain.equals', 'hooli.test']] },
  { title: 'domain equals=null', params: () => [['filter.domain.equals', 'null']] },
  { title: 'nickname equals=null', params: () => [['filter.nickname.equals', 'null']] },
  { title: 'location equals a unicode value', params: () => [['filter.location.equals', 'São Paulo']] },
  { title: 'location not (empty locations are not New York)', params: () => [['filter.location.not', 'New York']] },
  { title: 'location not=null', params: () => [['filter.location.not', 'null']] },
  { title: 'name contains', params: () => [['filter.name.contains', 'Industries']] },
  { title: 'name startsWith (index prefix)', params: () => [['filter.name.startsWith', 'Acme']] },
  { title: 'name startsWith a unicode prefix', params: () => [['filter.name.startsWith', 'Ærø']] },
  { title: 'domain startsWith', params: () => [['filter.domain.startsWith', 'acme']] },
  { title: 'domain endsWith', params: () => [['filter.domain.endsWith', 'corp.test']] },
  {
    title: 'website contains a URL fragment with & (encoded)',
    params: () => [['filter.website.contains', '?a=1&b=2']],
  },
  { title: 'location in', params: () => [['filter.location.in', 'New York,Palo Alto']] },
  { title: 'location notIn', params: () => [['filter.location.notIn', 'New York,Palo Alto,Berlin']] },
  { title: 'employeeCount equals (index)', params: () => [['filter.employeeCount.equals', '2500']] },
  { title: 'employeeCount equals 0', params: () => [['filter.employeeCount.equals', '0']] },
  { title: 'employeeCount equals=null', params: () => [['filter.employeeCount.equals', 'null']] },
  {
    title: 'employeeCount gt, ordered by employeeCount (index range)',
    params: () => [['filter.employeeCount.gt', '100']],
    orderBy: 'employeeCount',
    sort: 'asc',
  },
  {
    title: 'employeeCount gte and lt, ordered by employeeCount desc',
    params: () => [
      ['filter.employeeCount.gte', '12'],
      ['filter.employeeCount.lt', '1200'],
    ],
    orderBy: 'employeeCount',
    sort: 'desc',
  },
  { title: 'employeeCount lte (in memory)', params: () => [['filter.employeeCount.lte', '45']] },
  { title: 'employeeCount in', params: () => [['filter.employeeCount.in', '45,120,9']] },
  { title: 'employeeCount not', params: () => [['filter.employeeCount.not', '120']] },
  { title: 'revenue gt a decimal', params: () => [['filter.revenue.gt', '1500.5']] },
  { title: 'revenue lte', params: () => [['filter.revenue.lte', '80000']] },
  { title: 'revenue equals=null', params: () => [['filter.revenue.equals', 'null']] },
  { title: 'sort lt a negative number', params: () => [['filter.sort.lt', '-2']] },
  {
    title: 'sort gte a negative number, ordered by sort',
    params: () => [['filter.sort.gte', '-3']],
    orderBy: 'sort',
    sort: 'asc',
  },
  { title: 'sort equals a negative number', params: () => [['filter.sort.equals', '-3']] },
  { title: 'sort in with negatives', params: () => [['filter.sort.in', '-10,-3,0']] },
  { title: 'createdAt gt a date-time', params: (d) => [['filter.createdAt.gt', d.companyMid]] },
  { title: 'createdAt lte a date-time at +02:00', params: (d) => [['filter.createdAt.lte', atPlusTwo(d.companyMid)]] },
  { title: 'createdAt equals today (date-only)', params: (d) => [['filter.createdAt.equals', d.today]], trivial: true },
  { title: 'createdAt lt today (date-only)', params: (d) => [['filter.createdAt.lt', d.today]], trivial: true },
  {
    title: 'updatedAt gt the end of seeding, ordered by updatedAt',
    params: (d) => [['filter.updatedAt.gt', d.companiesSeededAt]],
    orderBy: 'updatedAt',
    sort: 'asc',
  },
  {
    title: 'updatedAt gte today and createdAt lte a date-time',
    params: (d) => [
      ['filter.updatedAt.gte', d.today],
      ['filter.createdAt.lte', d.companyMid],
    ],
  },
  { title: 'industries has', params: () => [['filter.industries.has', 'software']] },
  { title: 'industries hasEvery', params: () => [['filter.industries.hasEvery', 'software,hardware']] },
  { title: 'industries hasSome', params: () => [['filter.industries.hasSome', 'defense,food']] },
  { title: 'industries isEmpty=true', params: () => [['filter.industries.isEmpty', 'true']] },
  { title: 'industries isEmpty=false', params: () => [['filter.industries.isEmpty', 'false']] },
  { title: 'tags has', params: () => [['filter.tags.has', 'enterprise']] },
  { title: 'tags isEmpty=true', params: () => [['filter.tags.isEmpty', 'true']] },
  {
    title: 'name startsWith and industries has',
    params: () => [
      ['filter.name.startsWith', 'Acme'],
      ['filter.industries.has', 'software'],
    ],
  },
  {
    title: 'location equals, employeeCount gte and tags hasSome',
    params: () => [
      ['filter.location.equals', 'New York'],
      ['filter.employeeCount.gte', '1000'],
      ['filter.tags.hasSome', 'regulated,partner'],
    ],
  },
  {
    title: 'domain not=null and revenue equals=null',
    params: () => [
      ['filter.domain.not', 'null'],
      ['filter.revenue.equals', 'null'],
    ],
  },
  {
    title: 'industries hasSome, ordered by name desc',
    params: () => [['filter.industries.hasSome', 'media,energy']],
    orderBy: 'name',
    sort: 'desc',
  },
];

describe('contact filters', () => {
  it.each(contactCases)('$title', (testCase) => check('contacts', [...contacts.values()], contactTypes, testCase));

  it('treats an unencoded + in a value as a space, as query strings do', async () => {
    // The reference reads it as the space it decodes to; no record has that address.
    expect(await t.api.get('/v5/contacts?filter.email.equals=ann+sales@acme.test')).toMatchObject({
      status: 200,
      body: [],
    });
    expect(await t.api.get('/v5/contacts?filter.email.equals=ann%2Bsales@acme.test')).toMatchObject({
      status: 200,
      body: [expect.objectContaining({ email: 'ann+sales@acme.test' })],
    });
  });
});

describe('company filters', () => {
  it.each(companyCases)('$title', (testCase) => check('companies', [...companies.values()], companyTypes, testCase));
});
