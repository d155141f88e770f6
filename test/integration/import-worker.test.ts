// The import worker end to end on the local runtime: webhook POST → fauxqs → worker → DynamoDB Local, with outcomes read back through the API.
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { importRows } from '../../lib/imports/import-rows.js';
import { recordKey } from '../../lib/platform/store/keys.js';
import { indexSlot } from '../../lib/platform/store/page-query.js';
import { tableDefinition } from '../../lib/platform/store/table-definition.js';
import type { AddressInfo } from 'node:net';
import { api, expectStatus, type ApiRecord } from '../support/api-client.js';
import { RCODE, startDnsServer, type DnsServer } from '../support/dns-server.js';
import {
  createWebhookImport,
  listAll,
  acceptedRow,
  postRow,
  waitForImportRows,
  waitForRow,
} from '../support/imports.js';
import { waitUntil } from '../support/wait-until.js';
import { seedApiKey, type SeededKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { testDocumentClient } from '../support/runtime.js';

let dns: DnsServer;
/** Answers every request: the "up" company website. */
let website: Server;
let down: NetServer;
let upUrl: string;
/** A port nothing listens on: the "down" company website. */
let downUrl: string;

beforeAll(async () => {
  dns = await startDnsServer({
    mx: {
      'acme.test': [{ exchange: 'mail.acme.test', priority: 10 }],
      'example-corp.test': [{ exchange: 'mx.example-corp.test', priority: 10 }],
    },
    rcodes: { 'nxdomain.test': RCODE.NXDOMAIN },
    silent: ['slowdns.test'],
  });
  website = createServer((_request, response) => response.writeHead(200).end('ok'));
  await new Promise<void>((resolve) => website.listen(0, '127.0.0.1', resolve));
  upUrl = `http://127.0.0.1:${(website.address() as AddressInfo).port}/`;
  // A website that is down: it drops every connection before answering. (A port closed after listening could be taken
  // by another test file's server on a busy machine, which then answers, as a clean-clone run of 2adf48d met.)
  down = createNetServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
  downUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}/`;
});
const t = useTestRuntime(() => ({
  // A delivery that fails from the machine's load (40 rows finishing together beside bench:ingest, where DynamoDB Local
  // answered other writes with its own lock time-out, which AWS does not give) comes back in seconds, not after its
  // queue's visibility timeout of three minutes: the tests wait a minute for a row, and what they check (each row
  // final and counted once) must hold across redeliveries.
  redeliverFailedAfterSeconds: 2,
  env: {
    LOCAL_DNS_SERVERS: dns.address,
    LOCAL_ALLOW_PRIVATE_WEBSITES: 'true',
    WEBSITE_CHECK_TIMEOUT_MS: '1000',
    MX_LOOKUP_TIMEOUT_MS: '1000',
  },
}));

afterAll(async () => {
  documents.destroy();
  await dns?.close();
  await new Promise<void>((resolve) => (website ? website.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (down ? down.close(() => resolve()) : resolve()));
});

/** Reads the table's items as stored, slot attributes included. */
const documents = testDocumentClient();

/** A fresh organization, so that counts in one test cannot see another test's records. */
const newOrg = () => seedApiKey(t.runtime);

/** Posts a row (expecting 200, QUEUED) and waits until the worker has finished it. */
async function postAndWait(key: SeededKey, webhookUrl: string, body: unknown): Promise<ApiRecord> {
  const accepted = await acceptedRow(webhookUrl, body);
  expect(accepted.status).toBe('QUEUED');
  return waitForRow(t.runtime, key, accepted.id);
}

/** Posts rows in parallel and waits until each is final; the result is in the order of `bodies`. */
async function postAllAndWait<const B extends readonly unknown[]>(
  key: SeededKey,
  webhookUrl: string,
  bodies: B,
): Promise<{ [K in keyof B]: ApiRecord }> {
  const accepted = await Promise.all(bodies.map((body) => acceptedRow(webhookUrl, body)));
  return Promise.all(accepted.map((row) => waitForRow(t.runtime, key, row.id))) as Promise<{
    [K in keyof B]: ApiRecord;
  }>;
}

const getRecord = async (key: SeededKey, path: string) =>
  expectStatus(await api(t.runtime, key).get<ApiRecord>(path), 200);

/** The number of records of each family the worker writes, in one organization. */
async function counts(key: SeededKey) {
  const families = ['contacts', 'companies', 'domains', 'email-addresses', 'employments', 'notes'] as const;
  const sizes = await Promise.all(
    families.map(async (family) => (await listAll(t.runtime, key, `/v5/${family}`)).length),
  );
  return Object.fromEntries(families.map((family, i) => [family, sizes[i]]));
}

const nothing = { contacts: 0, companies: 0, domains: 0, 'email-addresses': 0, employments: 0, notes: 0 };

/** A row with every block, so that an unqualified row would have something to create. */
const fullBody = (email: string, company: Record<string, unknown> = { name: 'Acme Inc', domain: 'acme.test' }) => ({
  contact: { email, name: `Person ${email}`, note: `A note about ${email}` },
  employment: { title: 'Engineer', seniority: 'mid' },
  company,
});

/**
 * Waits until the import has taken `total` rows and is IMPORTED, and returns it: a row is counted finished in its own
 * transaction, and the import moves to IMPORTED in a write after the last.
 */
const waitForTotal = (key: SeededKey, importId: string, total: number, logLines = 0) =>
  waitUntil(
    () => getRecord(key, `/v5/imports/${importId}`),
    (record) => record.total >= total && (record.logs?.length ?? 0) >= logLines && record.status === 'IMPORTED',
    `import ${importId} to finish ${total} rows`,
  );

describe('a qualified row', () => {
  it('creates the contact, company, domain, email address, employment and note, and counts the row on the import', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key);
    const row = await postAndWait(key, imp.webhookUrl, {
      contact: {
        email: 'Jane.Doe@Acme.TEST',
        name: 'Jane Doe',
        nickname: 'JD',
        bio: 'Builds anvils',
        website: 'https://jane.example.com/',
        location: 'Berlin',
        timeZone: 'europe/berlin',
        linkedin: 'janedoe',
        x: 'jdoe',
        externalIdApollo: 'apollo-jane',
        note: 'Met at the anvil conference',
      },
      employment: {
        title: 'CTO',
        seniority: 'executive',
        history: [
          { start: '2020-01', organization: 'Acme Inc', title: 'CTO' },
          { start: '2015-03', end: '2019-12', organization: 'Old Corp' },
        ],
      },
      company: {
        name: 'Acme Inc',
        website: 'https://www.Acme.test/about',
        bio: 'We make anvils',
        location: 'Springfield',
        timeZone: 'America/New_York',
        linkedin: 'acme',
        revenue: 1_000_000,
        employeeCount: 42,
        funding: 250_000,
        industries: ['Manufacturing'],
        languages: ['en'],
        stack: ['aws'],
        tags: ['b2b'],
        externalIdApollo: 'apollo-acme',
      },
    });
    expect(row).toMatchObject({
      status: 'CREATED',
      importId: imp.id,
      reasons: [],
      error: null,
      contactId: expect.stringMatching(/^con_/),
    });

    const list = (family: string) => listAll(t.runtime, key, `/v5/${family}`);
    const [contacts, companies, domains, addresses, employments, notes] = await Promise.all([
      list('contacts'),
      list('companies'),
      list('domains'),
      list('email-addresses'),
      list('employments'),
      list('notes'),
    ]);
    expect(companies).toHaveLength(1);
    const company = companies[0]!;
    expect(company).toMatchObject({
      name: 'Acme Inc',
      domain: 'acme.test',
      website: 'https://www.Acme.test/about',
      bio: 'We make anvils',
      location: 'Springfield',
      timeZone: 'America/New_York',
      linkedin: 'acme',
      revenue: 1_000_000,
      employeeCount: 42,
      funding: 250_000,
      industries: ['Manufacturing'],
      languages: ['en'],
      stack: ['aws'],
      tags: ['b2b'],
      externalIdApollo: 'apollo-acme',
      importId: imp.id,
    });
    expect(domains).toEqual([expect.objectContaining({ name: 'acme.test', companyId: company.id })]);

    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      id: row.contactId,
      email: 'jane.doe@acme.test',
      name: 'Jane Doe',
      nickname: 'JD',
      bio: 'Builds anvils',
      website: 'https://jane.example.com/',
      location: 'Berlin',
      timeZone: 'Europe/Berlin',
      linkedin: 'janedoe',
      x: 'jdoe',
      externalIdApollo: 'apollo-jane',
      importId: imp.id,
      companyId: company.id,
      company: { id: company.id, name: 'Acme Inc', domain: 'acme.test' },
      employmentTitle: 'CTO',
      employmentSeniority: 'EXECUTIVE',
      isActive: true,
    });

    expect(addresses).toEqual([
      expect.objectContaining({ email: 'jane.doe@acme.test', contactId: row.contactId, isFreeEmail: false }),
    ]);
    expect(employments).toEqual([
      expect.objectContaining({
        contactId: row.contactId,
        companyId: company.id,
        title: 'CTO',
        seniority: 'EXECUTIVE',
        history: [
          { current: true, start: '2020-01', organization: 'Acme Inc', title: 'CTO' },
          { current: false, start: '2015-03', end: '2019-12', organization: 'Old Corp' },
        ],
      }),
    ]);

    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note).toMatchObject({
      object: 'note',
      body: 'Met at the anvil conference',
      contactId: row.contactId,
      importId: imp.id,
    });
    // A note posted by hand has the same shape: the import goes through the same path, only importId differs.
    const byHand = expectStatus(
      await api(t.runtime, key).post<ApiRecord>('/v5/notes', { body: 'Typed by hand', contactId: row.contactId }),
      201,
    );
    expect(Object.keys(note).sort()).toEqual(Object.keys(byHand).sort());
    expect(byHand.importId).toBeNull();

    const counted = await waitForTotal(key, imp.id, 1);
    expect(counted).toMatchObject({ status: 'IMPORTED', total: 1 });
    expect(counted.logs ?? []).toEqual([]);

    // Two events for the whole row: the row's own, and its contact's (which webhook endpoints subscribe to); the other
    // records it created log none of their own. The import's last row, it also moved the import to IMPORTED, with
    // `import.completed`.
    const rowEvents = await listAll(t.runtime, key, '/v5/events', { 'filter.requestId.equals': row.id });
    const actor = { type: 'webhook', id: imp.id };
    expect(rowEvents.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
      expect.objectContaining({ type: 'contact.created', recordObject: 'contact', recordId: row.contactId, actor }),
      expect.objectContaining({ type: 'import.completed', recordId: imp.id, changes: ['status', 'total'], actor }),
      expect.objectContaining({ type: 'import.updated', recordId: imp.id, changes: ['status', 'total'], actor }),
      expect.objectContaining({ type: 'importRow.updated', recordId: row.id, actor }),
    ]);
    expect(rowEvents[3]!.changes).toEqual(expect.arrayContaining(['contactId', 'status']));
  });
});

describe('an enrichment import', () => {
  it('creates nothing: a row of an unknown contact is UNQUALIFIED with the reason, a known one fills in its contact', async () => {
    const key = await newOrg();
    const known = expectStatus(
      await api(t.runtime, key).post<ApiRecord>('/v5/contacts', { name: 'Known', email: 'known@enrich.test' }),
      201,
    );
    const imp = await createWebhookImport(t.runtime, key, { enrich: true });
    const unknown = await postAndWait(key, imp.webhookUrl, fullBody('stranger@enrich.test'));
    expect(unknown).toMatchObject({ status: 'UNQUALIFIED', contactId: null });
    expect(unknown.reasons).toEqual([expect.stringMatching(/^enrich: no contact with the email stranger@enrich.test/)]);
    const merged = await postAndWait(key, imp.webhookUrl, {
      contact: { email: 'known@enrich.test', location: 'Lisbon' },
    });
    expect(merged).toMatchObject({ status: 'MERGED', contactId: known.id });
    expect(expectStatus(await api(t.runtime, key).get(`/v5/contacts/${known.id}`), 200)).toMatchObject({
      location: 'Lisbon',
    });
    const created = await listAll(t.runtime, key, '/v5/contacts', { 'filter.email.equals': 'stranger@enrich.test' });
    expect(created).toEqual([]);
  });
});

describe('qualification rules', () => {
  it('marks rows that fail a rule UNQUALIFIED with the rule as reason, and creates nothing for them', async () => {
    const key = await newOrg();
    const [emailRule, freeRule, websiteRule] = await Promise.all([
      createWebhookImport(t.runtime, key, { qualificationContactEmailInvalid: true }),
      createWebhookImport(t.runtime, key, { qualificationContactEmailFreeDomain: true }),
      createWebhookImport(t.runtime, key, { qualificationCompanyWebsiteDown: true }),
    ]);
    const [syntax, nomx, nxdomain] = await postAllAndWait(key, emailRule.webhookUrl, [
      fullBody('not-an-email'),
      fullBody('x@nomx.test'),
      fullBody('x@nxdomain.test'),
    ]);
    const [free] = await postAllAndWait(key, freeRule.webhookUrl, [fullBody('x@gmail.com')]);
    const [down] = await postAllAndWait(key, websiteRule.webhookUrl, [
      fullBody('down@acme.test', { name: 'Down Inc', domain: 'down.test', website: downUrl }),
    ]);

    expect(syntax).toMatchObject({
      status: 'UNQUALIFIED',
      contactId: null,
      reasons: [expect.stringMatching(/^qualificationContactEmailInvalid: .*not-an-email/)],
    });
    expect(nomx).toMatchObject({
      status: 'UNQUALIFIED',
      contactId: null,
      reasons: [expect.stringMatching(/^qualificationContactEmailInvalid: .*nomx\.test/)],
    });
    expect(nxdomain).toMatchObject({
      status: 'UNQUALIFIED',
      contactId: null,
      reasons: [expect.stringMatching(/^qualificationContactEmailInvalid: .*nxdomain\.test/)],
    });
    expect(free).toMatchObject({
      status: 'UNQUALIFIED',
      contactId: null,
      reasons: [expect.stringMatching(/^qualificationContactEmailFreeDomain: .*gmail\.com/)],
    });
    expect(down).toMatchObject({
      status: 'UNQUALIFIED',
      contactId: null,
      reasons: [expect.stringMatching(/^qualificationCompanyWebsiteDown: /)],
    });
    expect(await counts(key)).toEqual(nothing);
  });

  it('lists rows by their contact and rows without one, though only a row with a contact has an entry in that index slot', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key, { qualificationContactEmailFreeDomain: true });
    const [created, unqualified] = await postAllAndWait(key, imp.webhookUrl, [
      fullBody('sparse@acme.test'),
      fullBody('sparse@gmail.com'),
    ]);
    expect([created.contactId, unqualified.contactId]).toEqual([expect.stringMatching(/^con_/), null]);
    const listed = async (params: Record<string, string>) =>
      (await listAll(t.runtime, key, '/v5/import-rows', { 'filter.importId.equals': imp.id, ...params })).map(
        (row) => row.id,
      );
    expect(await listed({ 'filter.contactId.equals': String(created.contactId) })).toEqual([created.id]);
    expect(await listed({ 'filter.contactId.equals': 'null' })).toEqual([unqualified.id]);
    expect(await listed({ orderBy: 'contactId', sort: 'asc' })).toEqual([created.id, unqualified.id]);
    expect(await listed({ orderBy: 'contactId', sort: 'desc' })).toEqual([unqualified.id, created.id]);
    // In the table, the contact's slot has the created row's entry only: an empty reference costs no index write.
    const slot = tableDefinition.indexes[indexSlot(importRows.entity, { sortBy: 'contactId' }) - 1]!;
    const items = await Promise.all(
      [created, unqualified].map((row) =>
        documents.send(
          new GetCommand({ TableName: t.runtime.tableName, Key: recordKey(key.org, 'importRow', String(row.id)) }),
        ),
      ),
    );
    expect(items.map(({ Item }) => [Item?.id, slot.partitionKey in (Item ?? {})])).toEqual([
      [created.id, true],
      [unqualified.id, false],
    ]);
  });

  it('lets rows that pass the rules through: an MX record, an unknown DNS answer, a website that answers', async () => {
    const key = await newOrg();
    const [emailRule, freeRule, websiteRule] = await Promise.all([
      createWebhookImport(t.runtime, key, { qualificationContactEmailInvalid: true }),
      createWebhookImport(t.runtime, key, { qualificationContactEmailFreeDomain: true }),
      createWebhookImport(t.runtime, key, { qualificationCompanyWebsiteDown: true }),
    ]);
    const [withMx, unknown] = await postAllAndWait(key, emailRule.webhookUrl, [
      { contact: { email: 'ok@acme.test', name: 'Has MX' } },
      // The DNS server never answers for slowdns.test: unknown is not invalid.
      { contact: { email: 'x@slowdns.test', name: 'Unknown MX' } },
    ]);
    const [business] = await postAllAndWait(key, freeRule.webhookUrl, [
      { contact: { email: 'work@example-corp.test', name: 'Not free' } },
    ]);
    const [up] = await postAllAndWait(key, websiteRule.webhookUrl, [
      { contact: { email: 'up@acme.test' }, company: { name: 'Up Inc', domain: 'up.test', website: upUrl } },
    ]);
    for (const row of [withMx, unknown, business, up])
      expect(row).toMatchObject({ status: 'CREATED', reasons: [], contactId: expect.stringMatching(/^con_/) });
    expect(dns.queriesFor('slowdns.test')).toBeGreaterThanOrEqual(1);
    expect((await counts(key)).contacts).toBe(4);
  });

  it('creates free-mail and no-MX contacts when the rules are off', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key);
    const rows = await postAllAndWait(key, imp.webhookUrl, [
      fullBody('someone@gmail.com'),
      fullBody('someone@nomx.test'),
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ status: 'CREATED', reasons: [], contactId: expect.stringMatching(/^con_/) });
    const contacts = await listAll(t.runtime, key, '/v5/contacts');
    expect(contacts.map((contact) => contact.email).sort()).toEqual(['someone@gmail.com', 'someone@nomx.test']);
  });

  it('fails a row with an invalid email when the rule is off, at once rather than after retries, and creates nothing', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key);
    const accepted = await acceptedRow(imp.webhookUrl, fullBody('not-an-email'));
    // A retry would wait out the queue's visibility timeout (180 s) first: a final answer within the wait means none happened.
    const row = await waitForRow(t.runtime, key, accepted.id);
    expect(row).toMatchObject({ status: 'FAILED', contactId: null, error: expect.any(String) });
    expect(row.error).not.toMatch(/Failed \d+ times/);
    expect(row.error).toMatch(/email/);
    expect(await counts(key)).toEqual(nothing);
  });
});

describe('suppression', () => {
  it('marks rows whose email, email domain or company domain is suppressed UNQUALIFIED, and creates nothing for them', async () => {
    const key = await newOrg();
    const client = api(t.runtime, key);
    expectStatus(await client.post('/v5/suppressions', { type: 'EMAIL', value: 'Blocked@Acme.test' }), 201);
    expectStatus(await client.post('/v5/suppressions', { type: 'DOMAIN', value: 'suppressed-corp.test' }), 201);
    const imp = await createWebhookImport(t.runtime, key);
    const [byEmail, byEmailDomain, byCompanyDomain, allowed] = await postAllAndWait(key, imp.webhookUrl, [
      fullBody('BLOCKED@acme.test'),
      fullBody('someone@suppressed-corp.test', { name: 'Acme Inc', domain: 'acme.test' }),
      fullBody('fine@acme.test', { name: 'Suppressed Corp', website: 'https://www.suppressed-corp.test' }),
      fullBody('allowed@acme.test'),
    ]);
    expect(byEmail).toMatchObject({
      status: 'UNQUALIFIED',
      contactId: null,
      reasons: [expect.stringMatching(/^suppressed: blocked@acme\.test/)],
    });
    expect(byEmailDomain).toMatchObject({
      status: 'UNQUALIFIED',
      contactId: null,
      reasons: expect.arrayContaining([expect.stringMatching(/^suppressed: suppressed-corp\.test/)]),
    });
    expect(byCompanyDomain).toMatchObject({
      status: 'UNQUALIFIED',
      contactId: null,
      reasons: [expect.stringMatching(/^suppressed: suppressed-corp\.test/)],
    });
    // Only the row on no list created anything.
    expect(allowed).toMatchObject({ status: 'CREATED' });
    expect(await counts(key)).toEqual({
      contacts: 1,
      companies: 1,
      domains: 1,
      'email-addresses': 1,
      employments: 1,
      notes: 1,
    });
    expect((await listAll(t.runtime, key, '/v5/contacts'))[0]).toMatchObject({
      id: allowed.contactId,
      email: 'allowed@acme.test',
    });
  });
});

describe('merge and dedupe', () => {
  it('merges a second row for the same email into the contact, filling only empty fields, when connectExisting is true', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key, { connectExisting: true });
    const first = await postAndWait(key, imp.webhookUrl, {
      contact: { email: 'merge.me@acme.test', name: 'Original Name' },
    });
    expect(first.status).toBe('CREATED');
    const second = await postAndWait(key, imp.webhookUrl, {
      contact: { email: 'Merge.Me@ACME.test', name: 'Other Name', bio: 'Filled in later' },
      company: { name: 'Acme Inc', domain: 'acme.test' },
    });
    expect(second).toMatchObject({ status: 'MERGED', contactId: first.contactId, reasons: [], error: null });
    const contacts = await listAll(t.runtime, key, '/v5/contacts', { 'filter.email.equals': 'merge.me@acme.test' });
    expect(contacts).toHaveLength(1);
    const [company] = await listAll(t.runtime, key, '/v5/companies');
    // The contact had no company: that gap is filled too, with the copy of the company.
    expect(contacts[0]).toMatchObject({
      id: first.contactId,
      name: 'Original Name',
      bio: 'Filled in later',
      companyId: company!.id,
      company: { id: company!.id, name: 'Acme Inc', domain: 'acme.test' },
    });
    expect(await listAll(t.runtime, key, '/v5/email-addresses')).toHaveLength(1);
  });

  it('merges a row into a contact created through the API', async () => {
    const key = await newOrg();
    const existing = expectStatus(
      await api(t.runtime, key).post<ApiRecord>('/v5/contacts', {
        email: 'typed@acme.test',
        name: 'Typed By Hand',
        location: 'Paris',
      }),
      201,
    );
    const imp = await createWebhookImport(t.runtime, key, { connectExisting: true });
    const row = await postAndWait(key, imp.webhookUrl, {
      contact: {
        email: 'TYPED@acme.test',
        name: 'From Webhook',
        location: 'Rome',
        nickname: 'Typo',
        note: 'Merged note',
      },
    });
    expect(row).toMatchObject({ status: 'MERGED', contactId: existing.id });
    expect(await getRecord(key, `/v5/contacts/${existing.id}`)).toMatchObject({
      name: 'Typed By Hand',
      location: 'Paris',
      nickname: 'Typo',
      importId: null,
    });
    expect(await listAll(t.runtime, key, '/v5/contacts')).toHaveLength(1);
    expect(await listAll(t.runtime, key, '/v5/notes')).toEqual([
      expect.objectContaining({ body: 'Merged note', contactId: existing.id, importId: imp.id }),
    ]);
  });

  it('leaves an existing contact untouched and reports the row UNQUALIFIED when connectExisting is false', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key);
    const first = await postAndWait(key, imp.webhookUrl, {
      contact: { email: 'keep.me@acme.test', name: 'Original Name' },
    });
    expect(first.status).toBe('CREATED');
    const before = await getRecord(key, `/v5/contacts/${first.contactId}`);
    const second = await postAndWait(key, imp.webhookUrl, {
      contact: { email: 'KEEP.ME@acme.test', name: 'Other Name', bio: 'Would fill a gap', note: 'Would be a note' },
      company: { name: 'Other Inc', domain: 'other.test' },
    });
    expect(second).toMatchObject({
      status: 'UNQUALIFIED',
      contactId: null,
      reasons: [expect.stringMatching(/^connectExisting: /)],
    });
    const after = await getRecord(key, `/v5/contacts/${first.contactId}`);
    expect(after).toEqual(before);
    expect(await counts(key)).toEqual({
      contacts: 1,
      companies: 0,
      domains: 0,
      'email-addresses': 1,
      employments: 0,
      notes: 0,
    });
  });
});

describe('company and domain under concurrency', () => {
  it('creates one company and one domain record for 15 parallel rows of the same company domain', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key);
    const bodies = Array.from({ length: 15 }, (_, i) => ({
      contact: { email: `person${i}@example-corp.test`, name: `Person ${i}` },
      company: { name: 'Example Corp', domain: 'Example-Corp.test' },
    }));
    await Promise.all(bodies.map((body) => acceptedRow(imp.webhookUrl, body)));
    const rows = await waitForImportRows(t.runtime, key, imp.id, 15);
    expect(rows.map((row) => row.status)).toEqual(Array(15).fill('CREATED'));

    const companies = await listAll(t.runtime, key, '/v5/companies', { 'filter.domain.equals': 'example-corp.test' });
    expect(companies).toHaveLength(1);
    const domains = await listAll(t.runtime, key, '/v5/domains', { 'filter.name.equals': 'example-corp.test' });
    expect(domains).toEqual([expect.objectContaining({ companyId: companies[0]!.id })]);
    const contacts = await listAll(t.runtime, key, '/v5/contacts');
    expect(contacts).toHaveLength(15);
    for (const contact of contacts)
      expect(contact).toMatchObject({
        companyId: companies[0]!.id,
        company: { id: companies[0]!.id, name: 'Example Corp', domain: 'example-corp.test' },
      });
  });
});

describe('archiveImported and processImported', () => {
  it('archives created contacts and records the MX lookup on their email addresses', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key, { archiveImported: true, processImported: true });
    const [withMx, withoutMx] = await postAllAndWait(key, imp.webhookUrl, [
      { contact: { email: 'mx@acme.test', name: 'Has MX' } },
      { contact: { email: 'nomx@nomx.test', name: 'No MX' } },
    ]);
    expect(withMx.status).toBe('CREATED');
    // The invalid-email rule is off, so a domain without MX is recorded, not refused.
    expect(withoutMx.status).toBe('CREATED');
    expect(await getRecord(key, `/v5/contacts/${withMx.contactId}`)).toMatchObject({ isActive: false });
    expect(await getRecord(key, `/v5/contacts/${withoutMx.contactId}`)).toMatchObject({ isActive: false });

    const [found] = await listAll(t.runtime, key, '/v5/email-addresses', {
      'filter.contactId.equals': withMx.contactId,
    });
    expect(found).toMatchObject({
      email: 'mx@acme.test',
      hasMxRecord: true,
      mxRecord: 'mail.acme.test',
      processedAt: expect.any(String),
    });
    expect(found!.status).not.toBe('INVALID');
    const [missing] = await listAll(t.runtime, key, '/v5/email-addresses', {
      'filter.contactId.equals': withoutMx.contactId,
    });
    expect(missing).toMatchObject({
      email: 'nomx@nomx.test',
      hasMxRecord: false,
      status: 'INVALID',
      subStatus: 'NO_DNS_ENTRIES',
      processedAt: expect.any(String),
    });
  });

  it('leaves contacts active and email addresses unprocessed when both options are off', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key);
    const row = await postAndWait(key, imp.webhookUrl, { contact: { email: 'plain@acme.test' } });
    expect(await getRecord(key, `/v5/contacts/${row.contactId}`)).toMatchObject({ isActive: true });
    const [address] = await listAll(t.runtime, key, '/v5/email-addresses');
    expect(address).toMatchObject({ processedAt: null, hasMxRecord: null });
  });
});

describe('import progress', () => {
  it('counts every finished row and logs one line per failed or unqualified row', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key, { qualificationContactEmailFreeDomain: true });
    expect(imp).toMatchObject({ status: 'PENDING' });
    const rows = await postAllAndWait(key, imp.webhookUrl, [
      { contact: { email: 'one@acme.test' } },
      { contact: { email: 'two@example-corp.test' } },
      { contact: { email: 'free@gmail.com' } },
      { contact: { email: 'free@yahoo.com' } },
      { contact: { email: 'broken-address', name: 'Broken' } },
    ]);
    expect(rows.map((row) => row.status)).toEqual(['CREATED', 'CREATED', 'UNQUALIFIED', 'UNQUALIFIED', 'FAILED']);
    const logged = rows.filter((row) => row.status !== 'CREATED');

    const counted = await waitForTotal(key, imp.id, rows.length, logged.length);
    expect(counted).toMatchObject({ status: 'IMPORTED', total: rows.length });
    // The lines come in the order the rows arrived (their ids), whatever order they finished in.
    expect(counted.logs).toEqual(
      [...logged]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((row) => expect.stringMatching(`^${row.id} ${row.status}: .+`)),
    );
    // Every answer that shows the import shows its progress: the list, and a PATCH of it.
    const [listed] = await listAll(t.runtime, key, '/v5/imports', { 'filter.id.equals': imp.id });
    expect(listed).toMatchObject({ total: rows.length, logs: counted.logs });
    const patched = expectStatus(
      await api(t.runtime, key).patch<ApiRecord>(`/v5/imports/${imp.id}`, { note: 'n' }),
      200,
    );
    expect(patched).toMatchObject({ note: 'n', total: rows.length, logs: counted.logs });
  });

  it("shows the rows taken as the total instead of one the caller set, and the log lines after the caller's", async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key, { total: 10, logs: ['set by the caller'] });
    const [row] = await postAllAndWait(key, imp.webhookUrl, [{ contact: { email: 'broken', name: 'Broken' } }]);
    const counted = await waitForTotal(key, imp.id, 1, 2);
    expect(counted).toMatchObject({
      total: 1,
      logs: ['set by the caller', expect.stringMatching(`^${row.id} FAILED: `)],
    });
  });
});

describe('import progress under concurrency', () => {
  it('counts each of 40 rows that finish together on a fresh import exactly once', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key);
    const rows = await postAllAndWait(
      key,
      imp.webhookUrl,
      Array.from({ length: 40 }, (_, i) => ({ contact: { email: `together-${i}@acme.test` } })),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.status === 'CREATED')).toBe(true);
    // Every row is final, and each counted in its own transaction: no count is still in flight.
    const counted = await waitForTotal(key, imp.id, rows.length);
    expect(counted).toMatchObject({ status: 'IMPORTED', total: 40 });
    // Completed at least once: rows that catch up with those posted complete it, and a later row reopens it.
    const completed = await listAll(t.runtime, key, '/v5/events', {
      'filter.recordId.equals': imp.id,
      'filter.type.equals': 'import.completed',
    });
    expect(completed.length).toBeGreaterThanOrEqual(1);
  });
});

describe('a deleted import', () => {
  it('never leaves a row QUEUED when its import is deleted right after the row arrived', async () => {
    const key = await newOrg();
    const imp = await createWebhookImport(t.runtime, key);
    const accepted = expectStatus(
      await postRow(imp.webhookUrl, { contact: { email: 'orphan@acme.test', name: 'Orphan' } }),
      200,
    ) as ApiRecord;
    expect((await api(t.runtime, key).delete(`/v5/imports/${imp.id}`)).status).toBeLessThan(300);
    const row = await waitForRow(t.runtime, key, accepted.id);
    expect(['FAILED', 'CREATED']).toContain(row.status);
    if (row.status === 'FAILED') expect(row.error).toEqual(expect.any(String));
  });
});
