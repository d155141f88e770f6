// Seeds an organization with many realistic contacts for the API bench, through the store's own write path (items built exactly as the store builds them).
import {
  BatchWriteCommand,
  GetCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { companies as companiesResource } from '../../lib/resources/companies.js';
import { contacts } from '../../lib/resources/contacts.js';
import type { StoredRecord, WriteContext } from '../../lib/store/records.js';
import { createStore } from '../../lib/store/store.js';
import { progressLine } from './progress.js';
import { generator } from './random.js';

type Item = Record<string, unknown>;

/**
 * `batch`: the store builds every item (record, unique guard, event) against a capturing client, and the items are
 * written with BatchWriteItem, 25 at a time, many requests in flight. Same items as the real path, minus the
 * transaction's condition checks (the generated ids and emails are unique by construction).
 * `transact`: the store's real create/update/delete, one TransactWriteItems per write, many in flight.
 */
export type SeedMethod = 'batch' | 'transact';

export interface SeedOptions {
  client: DynamoDBDocumentClient;
  tableName: string;
  org: string;
  contacts: number;
  /** Seed of the pseudo-random generator, so that two runs seed the same data. */
  seed: number;
  method: SeedMethod;
  /** Requests in flight. */
  concurrency: number;
  label: string;
}

export interface SeededContact {
  id: string;
  email: string;
}

export interface SeededOrganization {
  org: string;
  /** Contacts that are not deleted. */
  live: SeededContact[];
  deleted: number;
  companies: number;
  statusCounts: Record<string, number>;
  tagCounts: Record<string, number>;
  /** Live contacts whose last name is `searchLastName`. */
  searchMatches: number;
  /** Items sent with BatchWriteItem (batch method only). */
  itemsWritten?: number;
  seconds: number;
}

/** The last name the bench's `query` search looks for: about 1 contact in 100 carries it. */
export const searchLastName = 'Kowalski';
export const tagVocabulary = [
  'customer',
  'prospect',
  'vip',
  'newsletter',
  'webinar',
  'partner',
  'investor',
  'churned',
  'trial',
  'enterprise',
] as const;
/** Five of the statuses, weighted the way an outreach pipeline thins out. */
export const seededStatuses = [
  ['NEW', 40],
  ['CONTACTED', 30],
  ['REPLIED', 15],
  ['INTERESTED', 10],
  ['NOT_INTERESTED', 5],
] as const;

const firstNames = [
  'Ada',
  'Alan',
  'Alice',
  'Amara',
  'Ana',
  'Andrea',
  'Arjun',
  'Ben',
  'Bianca',
  'Carlos',
  'Chen',
  'Chloé',
  'Daniel',
  'Dmitri',
  'Elena',
  'Emma',
  'Ethan',
  'Fatima',
  'Felix',
  'Grace',
  'Hana',
  'Hugo',
  'Ines',
  'Isaac',
  'Jamal',
  'Jana',
  'José',
  'Julia',
  'Kai',
  'Kenji',
  'Laura',
  'Leo',
  'Lina',
  'Lucas',
  'Maya',
  'Mei',
  'Mia',
  'Mohammed',
  'Nadia',
  'Noah',
  'Nora',
  'Olga',
  'Omar',
  'Paul',
  'Priya',
  'Rafael',
  'Rosa',
  'Sam',
  'Sara',
  'Sofia',
  'Tariq',
  'Theo',
  'Tom',
  'Uma',
  'Victor',
  'Wei',
  'Yara',
  'Yusuf',
  'Zoë',
  'Zoltan',
];
const lastNames = [
  'Abbott',
  'Adeyemi',
  'Alvarez',
  'Andersen',
  'Bauer',
  'Becker',
  'Bergström',
  'Bianchi',
  'Brown',
  'Castillo',
  'Chen',
  'Costa',
  'Dubois',
  'Duarte',
  'Eriksen',
  'Evans',
  'Fischer',
  'Fontaine',
  'García',
  'Ghosh',
  'Gomez',
  'Gonzalez',
  'Hansen',
  'Harris',
  'Hoffmann',
  'Horvat',
  'Ibrahim',
  'Ivanova',
  'Jansen',
  'Jensen',
  'Johnson',
  'Kaur',
  'Keller',
  'Khan',
  'Kim',
  'Klein',
  'Kowalski',
  'Kumar',
  'Larsen',
  'Laurent',
  'Lee',
  'Lindqvist',
  'Lopez',
  'Martin',
  'Meyer',
  'Moreau',
  'Müller',
  'Murphy',
  'Nagy',
  'Nakamura',
  'Nguyen',
  'Novak',
  'Okafor',
  'Olsen',
  'Ortiz',
  'Park',
  'Patel',
  'Perez',
  'Petrov',
  'Popescu',
  'Quinn',
  'Ramos',
  'Reyes',
  'Richter',
  'Rossi',
  'Russo',
  'Sato',
  'Schmidt',
  'Schneider',
  'Silva',
  'Singh',
  'Smith',
  'Sousa',
  'Suzuki',
  'Svensson',
  'Tanaka',
  'Taylor',
  'Thomas',
  'Tran',
  'Vargas',
  'Vasquez',
  'Virtanen',
  'Wagner',
  'Walker',
  'Wang',
  'Weber',
  'Williams',
  'Wilson',
  'Wong',
  'Wright',
  'Wu',
  'Yamamoto',
  'Yilmaz',
  'Young',
  'Zhang',
  'Zhou',
  'Zimmermann',
  'Zielinski',
  'Abara',
  'Baptiste',
];
const cities: ReadonlyArray<readonly [string, string, string]> = [
  ['Berlin', 'DE', 'Europe/Berlin'],
  ['Munich', 'DE', 'Europe/Berlin'],
  ['Paris', 'FR', 'Europe/Paris'],
  ['Lyon', 'FR', 'Europe/Paris'],
  ['London', 'GB', 'Europe/London'],
  ['Manchester', 'GB', 'Europe/London'],
  ['Madrid', 'ES', 'Europe/Madrid'],
  ['Lisbon', 'PT', 'Europe/Lisbon'],
  ['Milan', 'IT', 'Europe/Rome'],
  ['Amsterdam', 'NL', 'Europe/Amsterdam'],
  ['Stockholm', 'SE', 'Europe/Stockholm'],
  ['Warsaw', 'PL', 'Europe/Warsaw'],
  ['New York', 'US', 'America/New_York'],
  ['Boston', 'US', 'America/New_York'],
  ['Chicago', 'US', 'America/Chicago'],
  ['Austin', 'US', 'America/Chicago'],
  ['Denver', 'US', 'America/Denver'],
  ['San Francisco', 'US', 'America/Los_Angeles'],
  ['Seattle', 'US', 'America/Los_Angeles'],
  ['Toronto', 'CA', 'America/Toronto'],
  ['São Paulo', 'BR', 'America/Sao_Paulo'],
  ['Mexico City', 'MX', 'America/Mexico_City'],
  ['Lagos', 'NG', 'Africa/Lagos'],
  ['Nairobi', 'KE', 'Africa/Nairobi'],
  ['Bangalore', 'IN', 'Asia/Kolkata'],
  ['Singapore', 'SG', 'Asia/Singapore'],
  ['Tokyo', 'JP', 'Asia/Tokyo'],
  ['Seoul', 'KR', 'Asia/Seoul'],
  ['Sydney', 'AU', 'Australia/Sydney'],
  ['Auckland', 'NZ', 'Pacific/Auckland'],
];
const titles = [
  'Founder',
  'CEO',
  'CTO',
  'VP Sales',
  'Head of Marketing',
  'Account Executive',
  'Engineer',
  'Product Manager',
  'Designer',
  'Recruiter',
  null,
];
const seniorities = ['JUNIOR', 'MID', 'SENIOR', 'EXECUTIVE', null] as const;
const companyWords = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Hooli',
  'Vandelay',
  'Soylent',
  'Tyrell',
  'Cyberdyne',
  'Aperture',
  'Wonka',
  'Gringotts',
  'Oscorp',
];
const companySuffixes = [
  'Labs',
  'Systems',
  'Analytics',
  'Cloud',
  'Foods',
  'Logistics',
  'Health',
  'Energy',
  'Media',
  'Robotics',
  'Capital',
  'Studio',
];
const freeMail = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'icloud.com'];

const keyOf = (item: Item) => `${String(item.PK)}\u0000${String(item.SK)}`;

/** A client that keeps the store's writes in memory (and answers its reads from them) instead of sending them. */
function capturingClient() {
  const pending = new Map<string, { put?: Item; deleteKey?: Item }>();
  const send = async (command: unknown) => {
    if (command instanceof TransactWriteCommand) {
      for (const action of command.input.TransactItems ?? []) {
        if (action.Put) pending.set(keyOf(action.Put.Item as Item), { put: action.Put.Item as Item });
        else if (action.Delete) {
          const key = action.Delete.Key as Item;
          // A guard written in this same batch of records is simply not written; one already sent is deleted.
          if (pending.get(keyOf(key))?.put) pending.delete(keyOf(key));
          else pending.set(keyOf(key), { deleteKey: key });
        } else throw new Error('The capturing client handles only Put and Delete in transactions.');
      }
      return {};
    }
    if (command instanceof GetCommand) return { Item: pending.get(keyOf(command.input.Key as Item))?.put };
    throw new Error(`The capturing client cannot send ${(command as object).constructor.name}.`);
  };
  return { client: { send } as unknown as DynamoDBDocumentClient, pending };
}

/** BatchWriteItem with bounded requests in flight; unprocessed items are retried with backoff. */
function batchWriter(client: DynamoDBDocumentClient, tableName: string, concurrency: number) {
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  let written = 0;
  async function write(requests: Item[]): Promise<void> {
    let unprocessed: Record<string, Item[]> | undefined = { [tableName]: requests };
    for (let attempt = 0; unprocessed && Object.keys(unprocessed).length && unprocessed[tableName]?.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 10 * 2 ** attempt)));
      const result = await client.send(new BatchWriteCommand({ RequestItems: unprocessed as never }));
      unprocessed = result.UnprocessedItems as Record<string, Item[]> | undefined;
    }
    written += requests.length;
  }
  return {
    get written() {
      return written;
    },
    async submit(requests: Item[]): Promise<void> {
      if (failure) throw failure;
      while (inFlight.size >= concurrency) await Promise.race(inFlight);
      if (failure) throw failure;
      const promise: Promise<void> = write(requests)
        .catch((error) => void (failure ??= error))
        .finally(() => inFlight.delete(promise));
      inFlight.add(promise);
    },
    async drain(): Promise<void> {
      await Promise.all(inFlight);
      if (failure) throw failure;
    },
  };
}

/** Runs `work(i)` for i in [0, n) with at most `concurrency` at once. */
async function pool(n: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, n) }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

interface ContactPlan {
  data: Item;
  createdAt: number;
  update?: { at: number; patch: Item };
  deleteAt?: number;
}

export async function seedOrganization(options: SeedOptions): Promise<SeededOrganization> {
  const random = generator(options.seed);
  const started = performance.now();
  const ctx: WriteContext = { org: options.org, actor: { type: 'system', id: 'bench-seed' }, requestId: 'bench-seed' };
  const capture = options.method === 'batch' ? capturingClient() : undefined;
  const target = capture?.client ?? options.client;
  const writer = batchWriter(options.client, options.tableName, options.concurrency);
  const storeAt = (clock: { at: number }) =>
    createStore({
      client: target,
      tableName: options.tableName,
      now: () => new Date(Math.floor(clock.at)),
      newUlid: () => ulid(Math.floor(clock.at)),
    });

  // Contacts were created over the last year, in order; some were changed later, a few deleted.
  const end = Date.now() - 3_600_000;
  const span = 365 * 86_400_000;
  const begin = end - span;
  let itemsWritten = 0;

  /** Sends what the capturing client holds, 25 items a request; with `all` false only full requests. */
  async function flush(all: boolean): Promise<void> {
    if (!capture) return;
    while (capture.pending.size >= 25 || (all && capture.pending.size > 0)) {
      const chunk: Item[] = [];
      for (const [key, entry] of capture.pending) {
        chunk.push(entry.put ? { PutRequest: { Item: entry.put } } : { DeleteRequest: { Key: entry.deleteKey } });
        capture.pending.delete(key);
        if (chunk.length === 25) break;
      }
      itemsWritten += chunk.length;
      await writer.submit(chunk);
    }
  }

  const companyCount = Math.max(20, Math.min(300, Math.round(options.contacts / 400)));
  const companyRecords: StoredRecord[] = [];
  for (let i = 0; i < companyCount; i++) {
    const name = `${random.pick(companyWords)} ${random.pick(companySuffixes)} ${i}`;
    const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com`;
    const clock = { at: begin + (i / companyCount) * (span / 10) };
    companyRecords.push(
      await storeAt(clock).create(
        companiesResource.entity,
        ctx,
        companiesResource.withDefaults({ name, domain, organizationId: options.org }),
      ),
    );
    await flush(false);
  }

  const planFor = (i: number): ContactPlan => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const [city, countryCode, timeZone] = random.pick(cities);
    const company = random.next() < 0.6 ? random.pick(companyRecords) : undefined;
    const domain = company ? String(company.domain) : random.pick(freeMail);
    const local = `${first}.${last}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    const tags = [
      ...new Set(Array.from({ length: random.pick([0, 1, 1, 2, 2, 3]) }, () => random.pick(tagVocabulary))),
    ];
    const createdAt = begin + ((i + random.next()) / options.contacts) * span;
    const data = contacts.withDefaults({
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      email: `${local}.${i}@${domain}`,
      phone: random.next() < 0.5 ? `+1555${String(random.int(0, 9_999_999)).padStart(7, '0')}` : null,
      city,
      countryCode,
      timeZone,
      employmentTitle: random.pick(titles),
      employmentSeniority: random.pick(seniorities),
      companyId: company?.id ?? null,
      // The contact-company hook copies these in on the API's write path.
      company: company ? { id: company.id, name: company.name, domain: company.domain ?? null } : null,
      tags,
      status: random.weighted(seededStatuses),
      score: random.int(0, 100),
      isVerified: random.next() < 0.3,
      emailOptOut: random.next() < 0.02,
    });
    const plan: ContactPlan = { data, createdAt };
    if (random.next() < 0.3) {
      const at = createdAt + random.next() * (end - createdAt);
      plan.update = {
        at,
        patch: {
          score: random.int(0, 100),
          ...(random.next() < 0.5 ? { status: random.weighted(seededStatuses) } : {}),
        },
      };
    }
    if (random.next() < 0.005) plan.deleteAt = Math.max(plan.update?.at ?? createdAt, createdAt) + 60_000;
    return plan;
  };

  const live: SeededContact[] = [];
  const statusCounts: Record<string, number> = {};
  const tagCounts: Record<string, number> = {};
  let deleted = 0;
  let searchMatches = 0;
  const progress = progressLine(options.label, options.contacts);

  const seedOne = async (i: number) => {
    const plan = planFor(i);
    const clock = { at: plan.createdAt };
    const store = storeAt(clock);
    let record = await store.create(contacts.entity, ctx, plan.data);
    if (plan.update) {
      clock.at = plan.update.at;
      record = await store.update(contacts.entity, ctx, record.id, () => plan.update!.patch);
    }
    if (plan.deleteAt !== undefined) {
      clock.at = plan.deleteAt;
      await store.softDelete(contacts.entity, ctx, record.id);
      deleted++;
    } else {
      live.push({ id: record.id, email: String(record.email) });
      statusCounts[String(record.status)] = (statusCounts[String(record.status)] ?? 0) + 1;
      for (const tag of record.tags as string[]) tagCounts[tag] = (tagCounts[tag] ?? 0) + 1;
      if (record.lastName === searchLastName) searchMatches++;
    }
  };

  if (capture) {
    for (let i = 0; i < options.contacts; i++) {
      await seedOne(i);
      await flush(false);
      progress.tick(i + 1);
    }
    await flush(true);
  } else {
    let done = 0;
    await pool(options.contacts, options.concurrency, async (i) => {
      await seedOne(i);
      progress.tick(++done);
    });
  }
  await writer.drain();
  progress.finish(options.contacts);
  return {
    org: options.org,
    live,
    deleted,
    companies: companyCount,
    statusCounts,
    tagCounts,
    searchMatches,
    itemsWritten: capture ? itemsWritten : undefined,
    seconds: (performance.now() - started) / 1000,
  };
}
