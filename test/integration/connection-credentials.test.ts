// Mailbox connections on the real handlers: what each type takes (400s naming the field), the write-only passwords
// kept sealed and opened again, a change of servers turning the connection DISCONNECTED, and a recognisable password
// found in no answer (create, get, list, select, update), no refusal, no item of the table, no log line, not the document.

// Logs at DEBUG: the logger reads the level when its module loads, so this comes before the runtime's imports.
process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';

const { readFileSync } = await import('node:fs');
const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
const { ulid } = await import('ulid');
const { credentialVaultSettings } = await import('../../lib/app/settings.js');
const { systemContext } = await import('../../lib/campaigns/send/send-queue.js');
const { configuredCredentialVault } = await import('../../lib/connections/configured-credential-vault.js');
const { connections, openConnectionCredentials } = await import('../../lib/connections/index.js');
const { families } = await import('../../lib/families/registry.js');
const { createEngine } = await import('../../lib/platform/resources/engine.js');
const { testDocumentClient } = await import('../support/runtime.js');
const { expectStatus } = await import('../support/api-client.js');
const { useTestRuntime } = await import('../support/test-runtime.js');
const { captureOutput } = await import('../support/captured-output.js');
type ApiRecord = import('../support/api-client.js').ApiRecord;
type ApiResponse = import('../support/api-client.js').ApiResponse;

/** Every line the process wrote while the file ran: the handlers' Powertools logs and the runtime's own. */
const { logged, log } = captureOutput();

const t = useTestRuntime({ log });

/** Passwords no other text of the service could contain by chance. */
const PASSWORDS = [1, 2, 3].map((n) => `Pw${n}-${ulid()}-recognisable`);
const [SMTP_PASSWORD, IMAP_PASSWORD, NEW_PASSWORD] = PASSWORDS as [string, string, string];
/** Every answer of the file, as its status line and text. */
const answers: string[] = [];
const kept = <T extends ApiResponse>(response: T): T => {
  answers.push(`${response.status} ${JSON.stringify(response.body)}`);
  return response;
};
const post = async (path: string, body: unknown) => kept(await t.api.post(path, body));
const patch = async (path: string, body: unknown) => kept(await t.api.patch(path, body));
const get = async (path: string) => kept(await t.api.get(path));

const server = (password?: string) => ({
  host: 'mail.example.com',
  port: 587,
  username: 'sales@example.com',
  ...(password ? { password } : {}),
});
const address = () => `sales-${ulid().toLowerCase()}@example.com`;
const paths = (response: ApiResponse) => (response.body.errors ?? []).map((error: { path: string }) => error.path);

let mailbox: ApiRecord;

beforeAll(async () => {
  mailbox = expectStatus<ApiRecord>(
    await post('/v5/connections', {
      type: 'SMTP',
      email: address(),
      smtp: { ...server(SMTP_PASSWORD), host: 'SMTP.Example.COM', port: 465 },
      imap: { ...server(IMAP_PASSWORD), host: '127.0.0.1', port: 143 },
    }),
    201,
  );
});

describe('an SMTP connection', () => {
  test('answers its servers with passwordSet, secure from the port, and the status fields empty', () => {
    expect(mailbox).toMatchObject({
      type: 'SMTP',
      status: 'DISCONNECTED',
      statusReason: null,
      lastCheckedAt: null,
      dnsRecords: null,
      smtp: { host: 'smtp.example.com', port: 465, secure: true, username: 'sales@example.com', passwordSet: true },
      imap: { host: '127.0.0.1', port: 143, secure: false, username: 'sales@example.com', passwordSet: true },
    });
    expect(mailbox.smtp).not.toHaveProperty('password');
    expect(mailbox).not.toHaveProperty('credentials');
  });

  test('keeps the passwords sealed, each opened again by the vault for the senders and readers', async () => {
    const stored = (await t.store.get(connections.entity, t.org, mailbox.id))!;
    expect(JSON.stringify(stored)).not.toContain(SMTP_PASSWORD);
    const vault = configuredCredentialVault(credentialVaultSettings(process.env));
    expect(await openConnectionCredentials(vault, t.org, stored)).toEqual({
      smtp: { password: SMTP_PASSWORD },
      imap: { password: IMAP_PASSWORD },
    });
    // Bound to the connection: another record's id does not open them.
    await expect(openConnectionCredentials(vault, t.org, { ...stored, id: 'cnn_other' })).rejects.toThrow();
  });

  test('is read by get, list and select, never with a password; select[]=smtp.password is refused', async () => {
    expect(expectStatus<ApiRecord>(await get(`/v5/connections/${mailbox.id}`), 200).smtp.passwordSet).toBe(true);
    expect(expectStatus<ApiRecord[]>(await get('/v5/connections'), 200).map((c) => c.id)).toContain(mailbox.id);
    const selected = expectStatus<ApiRecord[]>(await get('/v5/connections?select[]=id&select[]=smtp.passwordSet'), 200);
    expect(selected.find((c) => c.id === mailbox.id)).toEqual({ id: mailbox.id, smtp: { passwordSet: true } });
    expect((await get('/v5/connections?select[]=smtp.password')).status).toBe(400);
    expect((await get('/v5/connections?select[]=credentials')).status).toBe(400);
  });

  test('a change of its servers turns it DISCONNECTED until verified again; a kept password stays kept', async () => {
    const engine = createEngine({ families, store: t.store });
    const verified = await engine.change(connections, systemContext(t.org, 'verifier', 'verify'), mailbox.id, () => ({
      status: 'CONNECTED',
    }));
    expect(verified.status).toBe('CONNECTED');
    const moved = expectStatus<ApiRecord>(
      await patch(`/v5/connections/${mailbox.id}`, { smtp: { ...server(), port: 2525 } }),
      200,
    );
    expect(moved).toMatchObject({
      status: 'DISCONNECTED',
      statusReason: null,
      smtp: { port: 2525, passwordSet: true },
    });
    const renewed = expectStatus<ApiRecord>(
      await patch(`/v5/connections/${mailbox.id}`, { imap: server(NEW_PASSWORD), name: 'Sales desk' }),
      200,
    );
    expect(renewed.imap).toEqual({ ...server(), secure: false, passwordSet: true });
    const stored = (await t.store.get(connections.entity, t.org, mailbox.id))!;
    const vault = configuredCredentialVault(credentialVaultSettings(process.env));
    expect(await openConnectionCredentials(vault, t.org, stored)).toEqual({
      smtp: { password: SMTP_PASSWORD },
      imap: { password: NEW_PASSWORD },
    });
    // A name alone changes no server: the status stays as it was.
    expect(expectStatus<ApiRecord>(await patch(`/v5/connections/${mailbox.id}`, { name: 'Desk' }), 200).status).toBe(
      'DISCONNECTED',
    );
    // Dropping the IMAP server drops its password.
    expect(expectStatus<ApiRecord>(await patch(`/v5/connections/${mailbox.id}`, { imap: null }), 200).imap).toBeNull();
    const without = (await t.store.get(connections.entity, t.org, mailbox.id))!;
    expect(await openConnectionCredentials(vault, t.org, without)).toEqual({ smtp: { password: SMTP_PASSWORD } });
  });
});

describe('bodies a connection refuses: 400 naming the field', () => {
  test.each([
    ['an SMTP connection without smtp', { type: 'SMTP' }, ['smtp']],
    ['an SMTP server without a password', { type: 'SMTP', smtp: server() }, ['smtp.password']],
    ['port 0', { type: 'SMTP', smtp: { ...server(SMTP_PASSWORD), port: 0 } }, ['smtp.port']],
    ['port 65536', { type: 'SMTP', smtp: { ...server(SMTP_PASSWORD), port: 65536 } }, ['smtp.port']],
    ['a port that is no integer', { type: 'SMTP', smtp: { ...server(SMTP_PASSWORD), port: 25.5 } }, ['smtp.port']],
    [
      'a host with a scheme',
      { type: 'SMTP', smtp: { ...server(SMTP_PASSWORD), host: 'smtp://mail.example.com' } },
      ['smtp.host'],
    ],
    [
      'a host with a path',
      { type: 'SMTP', smtp: { ...server(SMTP_PASSWORD), host: 'mail.example.com/x' } },
      ['smtp.host'],
    ],
    [
      'a host with a space',
      { type: 'SMTP', smtp: { ...server(SMTP_PASSWORD), host: 'mail example.com' } },
      ['smtp.host'],
    ],
    [
      'an IMAP port out of range',
      { type: 'SMTP', smtp: server(SMTP_PASSWORD), imap: { ...server(IMAP_PASSWORD), port: 70000 } },
      ['imap.port'],
    ],
    ['smtp on a GMAIL connection', { type: 'GMAIL', smtp: server(SMTP_PASSWORD) }, ['smtp']],
    ['imap on an OUTLOOK connection', { type: 'OUTLOOK', imap: server(IMAP_PASSWORD) }, ['imap']],
    [
      'smtp and imap on an SES connection',
      { type: 'SES', smtp: server(SMTP_PASSWORD), imap: server(IMAP_PASSWORD) },
      ['smtp', 'imap'],
    ],
    ['a password that is no string', { type: 'SMTP', smtp: { ...server(), password: 12345 } }, ['smtp.password']],
  ])('%s', async (_, body, expected) => {
    const response = await post('/v5/connections', { email: address(), ...body });
    expect([response.status, response.body.code, paths(response)]).toEqual([400, 'invalid_request', expected]);
  });

  test('an address is fixed at creation; an SMTP connection keeps its smtp; a GMAIL one takes none on update', async () => {
    const moved = await patch(`/v5/connections/${mailbox.id}`, { email: address() });
    expect([moved.status, paths(moved)]).toEqual([400, ['email']]);
    const dropped = await patch(`/v5/connections/${mailbox.id}`, { smtp: null });
    expect([dropped.status, paths(dropped)]).toEqual([400, ['smtp']]);
    const gmail = expectStatus<ApiRecord>(await post('/v5/connections', { type: 'GMAIL', email: address() }), 201);
    expect(gmail).toMatchObject({ smtp: null, imap: null });
    const refused = await patch(`/v5/connections/${gmail.id}`, { smtp: server(SMTP_PASSWORD) });
    expect([refused.status, paths(refused)]).toEqual([400, ['smtp']]);
  });
});

describe('the passwords appear nowhere', () => {
  /** Every item of the runtime's table. */
  async function tableItems(): Promise<Record<string, unknown>[]> {
    const client = testDocumentClient();
    const items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new ScanCommand({ TableName: t.runtime.tableName, ExclusiveStartKey, ConsistentRead: true }),
      );
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  }

  test('the flow above gave answers, wrote events and logged', async () => {
    expect(answers.length).toBeGreaterThan(20);
    const events = (await tableItems()).filter((item) => item.object === 'event' && item.recordId === mailbox.id);
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['connection.created', 'connection.updated']),
    );
    expect(logged.length).toBeGreaterThan(0);
  });

  test.each(PASSWORDS.map((password, i) => [i + 1, password]))('password %i', async (_, password) => {
    expect(answers.filter((answer) => answer.includes(password))).toEqual([]);
    expect((await tableItems()).filter((item) => JSON.stringify(item).includes(password))).toEqual([]);
    expect(logged.filter((line) => line.includes(password))).toEqual([]);
    expect(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')).not.toContain(password);
  });
});
