// The webhook intake and import-address management through the local runtime: every intake status, normalisation, rotation, rate limit and duplicates.
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { api } from '../support/api-client.js';
import {
  acceptedRow,
  createWebhookImport,
  listAll,
  postRow,
  waitForImportRows,
  waitForRow,
} from '../support/imports.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const ROW_ID = /^row_[0-9A-HJKMNP-TV-Z]{26}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The address's two path parameters, checked against the documented shape. */
function addressOf(webhookUrl: string, importId: string): { secret: string } {
  const prefix = `${t.runtime.url}/v5/webhooks/${importId}/`;
  expect(webhookUrl.startsWith(prefix)).toBe(true);
  const secret = webhookUrl.slice(prefix.length);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  return { secret };
}

const rowsOf = (importId: string, filters: Record<string, string> = {}) =>
  listAll(t.runtime, t.key, '/v5/import-rows', { 'filter.importId.equals': importId, ...filters });

/** The 404 every bad address gets: the envelope, and nothing that tells which part was wrong. */
const notFound = {
  code: 'resource_not_found',
  status: 404,
  message: 'Resource not found',
  description: 'No webhook exists at this address.',
};

/** The paths a 400 named, in the order the envelope gives them. */
const pathsOf = (body: { errors?: Array<{ path: string }> }) => (body.errors ?? []).map((error) => error.path);

describe('creating and managing a webhook address', () => {
  it('answers 201 with webhookUrl once, stores the secret only as its SHA-256, and gives other types no address', async () => {
    const created = await api(t.runtime, t.key).post('/v5/imports', { name: 'Leads', type: 'WEBHOOK' });
    expect(created.status).toBe(201);
    const importId = created.body.id as string;
    expect(importId).toMatch(/^imp_/);
    const { secret } = addressOf(created.body.webhookUrl, importId);
    expect(created.body).toMatchObject({
      object: 'import',
      type: 'WEBHOOK',
      name: 'Leads',
      status: 'PENDING',
      data: { webhook: { hash: sha256(secret) } },
    });
    expect(JSON.stringify(created.body.data)).not.toContain(secret);

    const read = await api(t.runtime, t.key).get(`/v5/imports/${importId}`);
    expect(read.status).toBe(200);
    expect(read.body).not.toHaveProperty('webhookUrl');
    expect(read.body.data).toEqual({ webhook: { hash: sha256(secret) } });
    expect(JSON.stringify(read.body)).not.toContain(secret);

    const listed = await listAll(t.runtime, t.key, '/v5/imports');
    const inList = listed.find((record) => record.id === importId);
    expect(inList).toBeDefined();
    expect(inList).not.toHaveProperty('webhookUrl');

    const apiImport = await api(t.runtime, t.key).post('/v5/imports', { name: 'Through the API', type: 'API' });
    expect(apiImport.status).toBe(201);
    expect(apiImport.body).not.toHaveProperty('webhookUrl');
    expect(apiImport.body.data).toEqual({});
  });

  it('refuses a caller-set data.webhook on create and on PATCH, and keeps the hash when PATCH replaces data', async () => {
    const createdWithHash = await api(t.runtime, t.key).post('/v5/imports', {
      name: 'Forged',
      type: 'WEBHOOK',
      data: { webhook: { hash: sha256('mine') } },
    });
    expect(createdWithHash.status).toBe(400);
    expect(createdWithHash.body).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(pathsOf(createdWithHash.body)).toEqual(['data.webhook']);

    const imp = await createWebhookImport(t.runtime, t.key);
    const { secret } = addressOf(imp.webhookUrl, imp.id);

    const patchedWithHash = await api(t.runtime, t.key).patch(`/v5/imports/${imp.id}`, {
      data: { webhook: { hash: sha256('mine') } },
    });
    expect(patchedWithHash.status).toBe(400);
    expect(patchedWithHash.body).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(pathsOf(patchedWithHash.body)).toEqual(['data.webhook']);

    const patched = await api(t.runtime, t.key).patch(`/v5/imports/${imp.id}`, {
      data: { internalLabel: 'from the CRM' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toEqual({ internalLabel: 'from the CRM', webhook: { hash: sha256(secret) } });
    expect(patched.body).not.toHaveProperty('webhookUrl');

    const afterPatch = await postRow(imp.webhookUrl, { contact: { email: 'after-patch@example.com' } });
    expect(afterPatch.status).toBe(200);
    expect(afterPatch.body).toMatchObject({ object: 'importRow', importId: imp.id, status: 'QUEUED' });
  });

  it('rotation answers 200 with a new address; the old one gets 404 and the new one 200', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const old = addressOf(imp.webhookUrl, imp.id);
    expect((await postRow(imp.webhookUrl, { contact: { email: 'before-rotation@example.com' } })).status).toBe(200);

    const rotated = await api(t.runtime, t.key).post(`/v5/imports/${imp.id}/webhook/rotate`, {});
    expect(rotated.status).toBe(200);
    const fresh = addressOf(rotated.body.webhookUrl, imp.id);
    expect(fresh.secret).not.toBe(old.secret);
    expect(rotated.body).toMatchObject({
      object: 'import',
      id: imp.id,
      type: 'WEBHOOK',
      data: { webhook: { hash: sha256(fresh.secret) } },
    });

    const read = await api(t.runtime, t.key).get(`/v5/imports/${imp.id}`);
    expect(read.body.data).toEqual({ webhook: { hash: sha256(fresh.secret) } });
    expect(read.body).not.toHaveProperty('webhookUrl');

    const oldAnswer = await postRow(imp.webhookUrl, { contact: { email: 'after-rotation-old@example.com' } });
    expect(oldAnswer.status).toBe(404);
    expect(oldAnswer.body).toEqual(notFound);
    const newAnswer = await postRow(rotated.body.webhookUrl, { contact: { email: 'after-rotation-new@example.com' } });
    expect(newAnswer.status).toBe(200);
    expect(newAnswer.body).toMatchObject({
      object: 'importRow',
      importId: imp.id,
      status: 'QUEUED',
      data: { contact: { email: 'after-rotation-new@example.com' } },
    });

    // Only the two rows that got a 200 exist.
    expect((await rowsOf(imp.id)).map((row) => row.data.contact.email).sort()).toEqual([
      'after-rotation-new@example.com',
      'before-rotation@example.com',
    ]);
  });

  it('rotates with no body at all, as the documented call `POST /v5/imports/{id}/webhook/rotate` takes none', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const rotated = await api(t.runtime, t.key).post(`/v5/imports/${imp.id}/webhook/rotate`);
    expect({ status: rotated.status, body: rotated.body }).toMatchObject({
      status: 200,
      body: { id: imp.id, webhookUrl: expect.any(String) },
    });
    expect(
      (await postRow(rotated.body.webhookUrl, { contact: { email: 'bodyless-rotation@example.com' } })).status,
    ).toBe(200);
  });

  it('rotation refuses a non-WEBHOOK import with 409 and a key without imports:write with 403', async () => {
    const apiImport = await api(t.runtime, t.key).post('/v5/imports', { name: 'API import', type: 'API' });
    expect(apiImport.status).toBe(201);
    const conflict = await api(t.runtime, t.key).post(`/v5/imports/${apiImport.body.id}/webhook/rotate`, {});
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ code: 'conflict', status: 409 });
    expect(conflict.body).not.toHaveProperty('webhookUrl');
    expect((await api(t.runtime, t.key).get(`/v5/imports/${apiImport.body.id}`)).body.data).toEqual({});

    const imp = await createWebhookImport(t.runtime, t.key);
    const readOnly = await seedApiKey(t.runtime, ['imports:read'], { org: t.key.org });
    const forbidden = await api(t.runtime, readOnly).post(`/v5/imports/${imp.id}/webhook/rotate`, {});
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'missing_scopes', status: 403 });
    expect(forbidden.body).not.toHaveProperty('webhookUrl');
    // The refused rotation changed nothing: the original address still works.
    expect((await postRow(imp.webhookUrl, { contact: { email: 'still-works@example.com' } })).status).toBe(200);
  });

  it('refuses invalid webhookRateLimit values with 400 naming the field', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const zeroRate = await api(t.runtime, t.key).patch(`/v5/imports/${imp.id}`, {
      webhookRateLimit: { perSecond: 0, burst: 10 },
    });
    expect(zeroRate.status).toBe(400);
    expect(zeroRate.body).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(pathsOf(zeroRate.body)).toEqual(['webhookRateLimit.perSecond']);

    const fractionalBurst = await api(t.runtime, t.key).patch(`/v5/imports/${imp.id}`, {
      webhookRateLimit: { perSecond: 5, burst: 1.5 },
    });
    expect(fractionalBurst.status).toBe(400);
    expect(pathsOf(fractionalBurst.body)).toEqual(['webhookRateLimit.burst']);

    expect((await api(t.runtime, t.key).get(`/v5/imports/${imp.id}`)).body.webhookRateLimit).toBeNull();
  });
});

describe('accepting rows (200)', () => {
  it('accepts a minimal body and answers with the QUEUED row, readable with the API key and CREATED once processed', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const answer = await postRow(imp.webhookUrl, { contact: { email: '  Minimal.Person@Example.COM ' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      object: 'importRow',
      id: expect.stringMatching(ROW_ID),
      importId: imp.id,
      status: 'QUEUED',
      data: { contact: { email: 'minimal.person@example.com' } },
      reasons: [],
      error: null,
      contactId: null,
      sort: 0,
      deletedAt: null,
      createdAt: expect.stringMatching(ISO_TIME),
      updatedAt: expect.stringMatching(ISO_TIME),
    });

    const read = await api(t.runtime, t.key).get(`/v5/import-rows/${answer.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: answer.body.id,
      importId: imp.id,
      data: { contact: { email: 'minimal.person@example.com' } },
    });

    const final = await waitForRow(t.runtime, t.key, answer.body.id);
    expect(final).toMatchObject({
      status: 'CREATED',
      reasons: [],
      error: null,
      contactId: expect.stringMatching(/^con_/),
    });
    const contact = await api(t.runtime, t.key).get(`/v5/contacts/${final.contactId}`);
    expect(contact.status).toBe(200);
    expect(contact.body.email).toBe('minimal.person@example.com');
  });

  it('normalises a full body with contact, employment and company', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const answer = await postRow(imp.webhookUrl, {
      contact: {
        email: 'Ada.Lovelace@ACME.io',
        name: '  Ada Lovelace ',
        website: 'https://www.Ada-Lovelace.dev/about',
        timeZone: 'europe/berlin',
        location: '',
        nickname: '   ',
        linkedin: 'ada-lovelace',
        note: 'Met at the conference',
      },
      employment: {
        title: 'Chief Engineer',
        seniority: 'senior',
        history: [
          { start: '2019-01-01', end: '2021-06-30', organization: 'Analytical Engines', title: 'Engineer' },
          { start: '2021-07-01', organization: 'Acme' },
        ],
      },
      company: {
        name: 'Acme',
        website: 'https://www.Acme.io',
        timeZone: 'AMERICA/NEW_YORK',
        employeeCount: 10,
        industries: ['Software'],
        bio: '',
        tags: [],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('QUEUED');
    expect(answer.body.data).toEqual({
      contact: {
        email: 'ada.lovelace@acme.io',
        name: 'Ada Lovelace',
        website: 'https://www.Ada-Lovelace.dev/about',
        domain: 'ada-lovelace.dev',
        timeZone: 'Europe/Berlin',
        linkedin: 'ada-lovelace',
        note: 'Met at the conference',
      },
      employment: {
        title: 'Chief Engineer',
        seniority: 'SENIOR',
        history: [
          { start: '2019-01-01', end: '2021-06-30', organization: 'Analytical Engines', title: 'Engineer' },
          { start: '2021-07-01', organization: 'Acme' },
        ],
      },
      company: {
        name: 'Acme',
        website: 'https://www.Acme.io',
        domain: 'acme.io',
        timeZone: 'America/New_York',
        employeeCount: 10,
        industries: ['Software'],
      },
    });

    const read = await api(t.runtime, t.key).get(`/v5/import-rows/${answer.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(answer.body.data);
    const final = await waitForRow(t.runtime, t.key, answer.body.id);
    expect(final).toMatchObject({ status: 'CREATED', contactId: expect.stringMatching(/^con_/) });
  });
});

describe('refusing bodies (400)', () => {
  it('names the failing paths, and creates no row for any refused body', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const post = (body: unknown) => postRow(imp.webhookUrl, body);

    const notJson = await post('{"contact": {"email": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ code: 'invalid_request', status: 400, message: 'The request is invalid' });
    expect(notJson.body.description).toMatch(/not valid JSON/);

    // An array is refused as a whole, where an object must be (valibot alone would read it as an object).
    const array = await post([{ contact: { email: 'a@example.com' } }]);
    expect(array.status).toBe(400);
    expect(array.body).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(pathsOf(array.body)).toEqual(['body']);

    const cases: Array<[string, unknown, string[]]> = [
      ['a body without contact', { company: { name: 'Acme' } }, ['contact']],
      ['a name that is a number', { contact: { name: 5 } }, ['contact.name']],
      [
        'an employee count that is a string',
        { contact: { email: 'count@example.com' }, company: { employeeCount: '10' } },
        ['company.employeeCount'],
      ],
      [
        'a website that is not a URL',
        { contact: { email: 'web@example.com', website: 'notaurl' } },
        ['contact.website'],
      ],
      ['an unknown contact field', { contact: { email: 'phone@example.com', phone: '+49 30 123' } }, ['contact.phone']],
      ['a contact with neither email nor name', { contact: { location: 'Berlin' } }, ['contact']],
      ['a contact with only blank email and name', { contact: { email: ' ', name: '' } }, ['contact']],
      [
        'a bad time zone',
        { contact: { email: 'tz@example.com', timeZone: 'Mars/Olympus_Mons' } },
        ['contact.timeZone'],
      ],
      [
        'a bad seniority',
        { contact: { email: 'sen@example.com' }, employment: { seniority: 'overlord' } },
        ['employment.seniority'],
      ],
    ];
    for (const [what, body, paths] of cases) {
      const answer = await post(body);
      expect({ what, status: answer.status, code: answer.body?.code, paths: pathsOf(answer.body) }).toEqual({
        what,
        status: 400,
        code: 'invalid_request',
        paths,
      });
      expect(answer.body).toEqual({
        code: 'invalid_request',
        status: 400,
        message: 'The request is invalid',
        description: expect.any(String),
        errors: expect.any(Array),
      });
    }

    expect(await rowsOf(imp.id)).toEqual([]);
    // The address itself is fine: a good body after all these is accepted and is the only row.
    const good = await post({ contact: { email: 'good@example.com' } });
    expect(good.status).toBe(200);
    expect((await rowsOf(imp.id)).map((row) => row.id)).toEqual([good.body.id]);
  });

  it('refuses a body over 64 KiB with 413 and creates no row', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const answer = await postRow(imp.webhookUrl, { contact: { email: 'big@example.com', bio: 'x'.repeat(65 * 1024) } });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'payload_too_large', status: 413 });
    expect(await rowsOf(imp.id)).toEqual([]);
  });
});

describe('unknown addresses (404)', () => {
  it('answers 404 with the same envelope for every well-formed address that is not a live webhook', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    const { secret } = addressOf(imp.webhookUrl, imp.id);
    const body = { contact: { email: 'nobody@example.com' } };
    const at = (importId: string, withSecret = secret) => `${t.runtime.url}/v5/webhooks/${importId}/${withSecret}`;

    const apiImport = await api(t.runtime, t.key).post('/v5/imports', { name: 'API import', type: 'API' });
    expect(apiImport.status).toBe(201);

    const addresses: Array<[string, string]> = [
      ['a well-formed id of no import', at(`imp_${ulid()}`)],
      ['a wrong secret', at(imp.id, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`)],
      ['a non-WEBHOOK import', at(apiImport.body.id)],
    ];
    for (const [what, address] of addresses) {
      const answer = await postRow(address, body);
      expect({ what, status: answer.status, body: answer.body }).toEqual({ what, status: 404, body: notFound });
    }
    // An import id off the address's pattern is refused at the edge (400 naming it), before any read.
    for (const [what, address] of [
      ['an unknown import id', at('not-an-id')],
      ['an id of another family', at(`con_${ulid()}`)],
    ] as const) {
      const answer = await postRow(address, body);
      expect({ what, status: answer.status, code: answer.body.code, path: answer.body.errors?.[0]?.path }).toEqual({
        what,
        status: 400,
        code: 'invalid_parameter',
        path: 'importId',
      });
    }
    expect(await rowsOf(imp.id)).toEqual([]);
  });

  it('answers 404 once the import is deleted', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    expect((await postRow(imp.webhookUrl, { contact: { email: 'before-delete@example.com' } })).status).toBe(200);
    const deleted = await api(t.runtime, t.key).delete(`/v5/imports/${imp.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: imp.id, deletedAt: expect.stringMatching(ISO_TIME) });
    const answer = await postRow(imp.webhookUrl, { contact: { email: 'after-delete@example.com' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound);
  });

  it('checks the address before the body and before the rate limit', async () => {
    const imp = await createWebhookImport(t.runtime, t.key, { webhookRateLimit: { perSecond: 0.01, burst: 1 } });
    const { secret } = addressOf(imp.webhookUrl, imp.id);
    const wrongSecret = `${t.runtime.url}/v5/webhooks/${imp.id}/${secret}x`;

    // An invalid body to a bad address: 404, not 400.
    const invalidToUnknown = await postRow(`${t.runtime.url}/v5/webhooks/imp_${ulid()}/${secret}`, {
      contact: { name: 5 },
      extra: true,
    });
    expect(invalidToUnknown.status).toBe(404);
    expect(invalidToUnknown.body).toEqual(notFound);
    const notJsonToWrongSecret = await postRow(wrongSecret, 'not json');
    expect(notJsonToWrongSecret.status).toBe(404);

    // Requests to a wrong secret never spend the import's budget of one: the real address still gets its request.
    for (let i = 0; i < 3; i++)
      expect((await postRow(wrongSecret, { contact: { email: `spent-${i}@example.com` } })).status).toBe(404);
    expect((await postRow(imp.webhookUrl, { contact: { email: 'first@example.com' } })).status).toBe(200);
    // The budget is now spent: a wrong secret still gets 404, not 429, while the real address gets 429.
    expect((await postRow(wrongSecret, { contact: { email: 'second@example.com' } })).status).toBe(404);
    expect((await postRow(imp.webhookUrl, { contact: { email: 'second@example.com' } })).status).toBe(429);
  });
});

describe('rate limit (429)', () => {
  it('accepts the burst, then answers 429 with Retry-After, while another import of the organization is unaffected', async () => {
    const limited = await createWebhookImport(t.runtime, t.key, { webhookRateLimit: { perSecond: 1, burst: 3 } });
    expect(limited.webhookRateLimit).toEqual({ perSecond: 1, burst: 3 });
    const other = await createWebhookImport(t.runtime, t.key, { webhookRateLimit: { perSecond: 1, burst: 3 } });

    // Four at once, so that they all reach the bucket within its one-second refill however loaded the machine is.
    const emails = [1, 2, 3, 4].map((i) => `burst-${i}@example.com`);
    const answers = await Promise.all(emails.map((email) => postRow(limited.webhookUrl, { contact: { email } })));
    const otherAnswer = await postRow(other.webhookUrl, { contact: { email: 'other@example.com' } });
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(otherAnswer.status).toBe(200);

    // The refused request left no row.
    const accepted = emails.filter((_, i) => answers[i]!.status === 200);
    expect((await rowsOf(limited.id)).map((row) => row.data.contact.email).sort()).toEqual(accepted);
  });
});

describe('duplicates', () => {
  it('returns the first row for a repeated Idempotency-Key or an identical body, and creates one contact per distinct row', async () => {
    // An organization of its own, so that its contacts are exactly those this import creates.
    const ownKey = await seedApiKey(t.runtime);
    const imp = await createWebhookImport(t.runtime, ownKey);
    const first = await postRow(
      imp.webhookUrl,
      { contact: { email: 'dup.one@example.com', name: 'Dup One' }, company: { name: 'Dup Co' } },
      { 'Idempotency-Key': 'order-1' },
    );
    expect(first.status).toBe(200);

    const sameKeyOtherBody = await postRow(
      imp.webhookUrl,
      { contact: { email: 'dup.changed@example.com' } },
      { 'Idempotency-Key': 'order-1' },
    );
    expect(sameKeyOtherBody.status).toBe(200);
    expect(sameKeyOtherBody.body).toMatchObject({
      object: 'importRow',
      id: first.body.id,
      importId: imp.id,
      data: first.body.data,
    });

    const sameBodyReordered = await postRow(imp.webhookUrl, {
      company: { name: 'Dup Co' },
      contact: { name: 'Dup One', email: 'DUP.One@Example.com' },
    });
    expect(sameBodyReordered.status).toBe(200);
    expect(sameBodyReordered.body.id).toBe(first.body.id);
    expect(sameBodyReordered.body.data).toEqual(first.body.data);

    const otherBody = await postRow(imp.webhookUrl, { contact: { email: 'dup.two@example.com' } });
    expect(otherBody.status).toBe(200);
    expect(otherBody.body.id).not.toBe(first.body.id);
    const otherBodyAgain = await postRow(imp.webhookUrl, { contact: { email: 'dup.two@example.com' } });
    expect(otherBodyAgain.body.id).toBe(otherBody.body.id);

    // A new key with a known body: the body alone already names the first row.
    const newKeyKnownBody = await postRow(
      imp.webhookUrl,
      { contact: { email: 'dup.two@example.com' } },
      { 'Idempotency-Key': 'order-2' },
    );
    expect(newKeyKnownBody.body.id).toBe(otherBody.body.id);

    const distinct = [first.body.id, otherBody.body.id].sort();
    const rows = await waitForImportRows(t.runtime, ownKey, imp.id, distinct.length);
    expect(rows.map((row) => row.id).sort()).toEqual(distinct);
    expect(rows.map((row) => row.status)).toEqual(['CREATED', 'CREATED']);
    const contacts = await listAll(t.runtime, ownKey, '/v5/contacts');
    expect(contacts.map((contact) => contact.email).sort()).toEqual(['dup.one@example.com', 'dup.two@example.com']);
    expect(contacts.map((contact) => contact.id).sort()).toEqual(rows.map((row) => row.contactId).sort());
  });

  it('answers 20 parallel requests with the same Idempotency-Key with one row', async () => {
    const imp = await createWebhookImport(t.runtime, t.key);
    // As an integrator sends them: a 429 (the intake too busy to take the row now, on a loaded machine) is sent again
    // after its Retry-After, with the same key.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        acceptedRow(
          imp.webhookUrl,
          { contact: { email: 'parallel@example.com' } },
          { 'Idempotency-Key': 'parallel-1' },
        ),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.id));
    expect(ids.size).toBe(1);
    const rows = await waitForImportRows(t.runtime, t.key, imp.id, 1);
    expect(rows.map((row) => row.id)).toEqual([...ids]);
    expect(rows[0]).toMatchObject({ status: 'CREATED', data: { contact: { email: 'parallel@example.com' } } });
  });
});
