// OAuth for GMAIL and OUTLOOK connections end to end on the real handlers, against oauth2-mock-server (a real OAuth 2.0
// server on 127.0.0.1): authorize, the provider's redirect, the callback, the tokens sealed and in no answer or log; a
// reused, altered or expired state refused with nothing stored; a refresh before expiry, and a revoked refresh.
process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';

const { generateKeyPairSync, randomUUID } = await import('node:crypto');
const { OAuth2Server, Events } = await import('oauth2-mock-server');
const { credentialVaultSettings } = await import('../../lib/app/settings.js');
const { configuredCredentialVault } = await import('../../lib/connections/configured-credential-vault.js');
const { connections, freshAccessToken, OAuthRevokedError, openConnectionCredentials } = await import(
  '../../lib/connections/index.js'
);
const { oauthSettingsFrom } = await import('../../lib/connections/oauth/oauth-providers.js');
const { startLocalImapServer } = await import('../../infra/local/mail-servers/imap-server.js');
const { checkedFetch, expectStatus } = await import('../support/api-client.js');
const { campaignOfSteps } = await import('../support/campaigns.js');
const { refusingSmtpServer } = await import('../support/test-mail-servers.js');
const { waitUntil } = await import('../support/wait-until.js');
const { captureOutput } = await import('../support/captured-output.js');
const { useTestRuntime } = await import('../support/test-runtime.js');
type ApiRecord = import('../support/api-client.js').ApiRecord;

const { logged, log } = captureOutput();

const provider = new OAuth2Server();
/** The providers' SMTP and IMAP servers: real servers on 127.0.0.1 that take XOAUTH2 (the SMTP one keeps its logins). */
const smtp = await refusingSmtpServer();
smtp.state.refuse = false;
const imap = await startLocalImapServer({ host: '127.0.0.1', port: 0 });
/** Every access and refresh token the provider issued, to look for in answers and logs. */
const issued: string[] = [];
const env: Record<string, string> = {};
beforeAll(async () => {
  // keys.generate checks that jose's JWK is a plain object of the test's realm, which under jest's VM it is not: the
  // key is made here and copied into this realm.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await provider.issuer.keys.add({ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', kid: 'test' });
  await provider.start(0, '127.0.0.1');
  const base = `http://127.0.0.1:${provider.address().port}`;
  // The id token it adds names this issuer, which the client checks against the provider's address.
  provider.issuer.url = base;
  // Tokens issued within one second would otherwise be equal: each gets an id of its own.
  provider.service.on(Events.BeforeTokenSigning, (token) => {
    token.payload.jti = randomUUID();
  });
  provider.service.on(Events.BeforeResponse, (response) => {
    const body = response.body as Record<string, unknown>;
    for (const name of ['access_token', 'refresh_token'])
      if (typeof body[name] === 'string') issued.push(body[name] as string);
  });
  for (const name of ['GMAIL', 'OUTLOOK'])
    Object.assign(env, {
      [`OAUTH_${name}_CLIENT_ID`]: `outreach-${name.toLowerCase()}`,
      [`OAUTH_${name}_CLIENT_SECRET`]: `secret-${randomUUID()}`,
      [`OAUTH_${name}_AUTHORIZATION_URL`]: `${base}/authorize`,
      [`OAUTH_${name}_TOKEN_URL`]: `${base}/token`,
      [`OAUTH_${name}_SMTP`]: `127.0.0.1:${smtp.port}`,
      [`OAUTH_${name}_IMAP`]: `127.0.0.1:${imap.port}`,
    });
});
afterAll(() => Promise.all([provider.stop(), smtp.close(), imap.stop()]));

const t = useTestRuntime(() => ({ env, log }));

const vault = () => configuredCredentialVault(credentialVaultSettings(process.env));

async function newConnection(type: string, email: string): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(await t.api.post('/v5/connections', { type, email }), 201);
}

const readConnection = async (id: string) => expectStatus<ApiRecord>(await t.api.get(`/v5/connections/${id}`), 200);
const storedConnection = async (id: string) => (await t.store.get(connections.entity, t.org, id))!;

/** Authorizes `id`, lets the provider grant it, and answers the callback URL the provider sent the browser to. */
async function grantedCallback(id: string): Promise<URL> {
  const { redirect } = expectStatus<{ redirect: string }>(await t.api.post(`/v5/connections/${id}/authorize`), 200);
  const granted = await fetch(redirect, { redirect: 'manual' });
  expect(granted.status).toBe(302);
  return new URL(granted.headers.get('location')!);
}

const callback = (url: URL) => checkedFetch(url.href);

/** The deps a sender passes: the runtime's table, the local vault, the settings and a clock the test drives. */
const tokenDeps = (now: Date) => ({
  store: t.store,
  connections: connections.entity,
  credentialVault: vault(),
  oauth: oauthSettingsFrom(env),
  now: () => now,
});

describe('authorize', () => {
  test('answers the provider URL: code with PKCE S256, the mail scopes, a signed state, the callback', async () => {
    const gmail = await newConnection('GMAIL', 'seller@gmail.example');
    const { redirect } = expectStatus<{ redirect: string }>(
      await t.api.post(`/v5/connections/${gmail.id}/authorize`),
      200,
    );
    const url = new URL(redirect);
    expect(`${url.origin}${url.pathname}`).toBe(env.OAUTH_GMAIL_AUTHORIZATION_URL);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'outreach-gmail',
      scope: 'https://mail.google.com/',
      code_challenge_method: 'S256',
      redirect_uri: `${t.runtime.url}/v5/oauth/callback`,
      access_type: 'offline',
    });
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.state).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(redirect).not.toContain('code_verifier');

    const outlook = await newConnection('OUTLOOK', 'seller@outlook.example');
    const outlookUrl = new URL(
      expectStatus<{ redirect: string }>(await t.api.post(`/v5/connections/${outlook.id}/authorize`), 200).redirect,
    );
    expect(outlookUrl.searchParams.get('scope')).toBe(
      'offline_access https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All',
    );
  });

  test('refuses a connection of another type with 400 naming type', async () => {
    const ses = await newConnection('SES', 'seller@ses-oauth.example');
    const refused = await t.api.post(`/v5/connections/${ses.id}/authorize`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'type' })]);
  });
});

describe('the callback', () => {
  test('exchanges the code, keeps the tokens sealed and turns the connection CONNECTED; a reused state is 400', async () => {
    const gmail = await newConnection('GMAIL', 'granted@gmail.example');
    const url = await grantedCallback(gmail.id);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.runtime.url}/v5/oauth/callback`);
    const answer = await callback(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await answer.text();
    expect(page).toContain('Mailbox connected');

    const connected = await readConnection(gmail.id);
    expect(connected).toMatchObject({ status: 'CONNECTED', statusReason: null });
    expect(connected.lastCheckedAt).toEqual(expect.any(String));
    expect(connected).not.toHaveProperty('credentials');
    const stored = await storedConnection(gmail.id);
    const opened = await openConnectionCredentials(vault(), t.org, stored);
    expect(issued).toEqual(expect.arrayContaining([opened.oauth!.accessToken, opened.oauth!.refreshToken]));
    expect(Date.parse(opened.oauth!.expiresAt)).toBeGreaterThan(Date.now());
    for (const token of [opened.oauth!.accessToken, opened.oauth!.refreshToken]) {
      expect(JSON.stringify(stored.credentials)).not.toContain(token);
      expect(JSON.stringify(connected)).not.toContain(token);
      expect(page).not.toContain(token);
    }

    const reused = await callback(url);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'invalid_request', errors: [{ path: 'state' }] });
    expect(await storedConnection(gmail.id)).toEqual(stored);
  });

  test('an altered state is 400 and stores nothing', async () => {
    const gmail = await newConnection('GMAIL', 'altered@gmail.example');
    const url = await grantedCallback(gmail.id);
    const state = url.searchParams.get('state')!;
    const before = await storedConnection(gmail.id);
    for (const altered of [
      `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`,
      `${state.slice(0, 1) === 'A' ? 'B' : 'A'}${state.slice(1)}`,
      state.split('.')[0]!,
      '',
    ]) {
      const tampered = new URL(url);
      tampered.searchParams.set('state', altered);
      const refused = await callback(tampered);
      expect(refused.status).toBe(400);
    }
    expect(await storedConnection(gmail.id)).toEqual(before);
    expect((await readConnection(gmail.id)).status).toBe('DISCONNECTED');
  });

  test('a state past its 10 minutes is 400 and stores nothing', async () => {
    const outlook = await newConnection('OUTLOOK', 'late@outlook.example');
    const url = await grantedCallback(outlook.id);
    const before = await storedConnection(outlook.id);
    t.runtime.setClock(new Date(Date.now() + 10 * 60 * 1000 + 1000));
    const refused = await callback(url);
    expect(refused.status).toBe(400);
    expect(await storedConnection(outlook.id)).toEqual(before);
  });
});

/** A GMAIL (or OUTLOOK) connection authorized through the whole flow, with the tokens it keeps. */
async function connectedOAuth(email: string, type = 'GMAIL') {
  const connection = await newConnection(type, email);
  expect((await callback(await grantedCallback(connection.id))).status).toBe(200);
  const stored = await storedConnection(connection.id);
  return { stored, tokens: (await openConnectionCredentials(vault(), t.org, stored)).oauth! };
}

const verify = (id: string) => t.api.post<ApiRecord>(`/v5/connections/${id}/verify`);

describe('mail over XOAUTH2', () => {
  test('verify logs in to the provider SMTP and IMAP servers with the access token: CONNECTED', async () => {
    const { stored, tokens } = await connectedOAuth('xoauth@outlook.example', 'OUTLOOK');
    const before = smtp.state.logins.length;
    expect(expectStatus<ApiRecord>(await verify(stored.id), 200)).toMatchObject({
      status: 'CONNECTED',
      statusReason: null,
    });
    expect(smtp.state.logins.slice(before)).toEqual([
      { method: 'XOAUTH2', username: 'xoauth@outlook.example', accessToken: tokens.accessToken },
    ]);
  });

  test('a campaign sends from a GMAIL connection over the provider SMTP server, logged in with XOAUTH2', async () => {
    const { stored, tokens } = await connectedOAuth('campaigns@gmail.example');
    const campaign = await campaignOfSteps(
      t.api,
      [{ type: 'EMAIL', subject: 'Hello {{ firstName }}', body: 'Hi {{ firstName }}' }],
      true,
      await readConnection(stored.id),
    );
    const contact = expectStatus<ApiRecord>(
      await t.api.post('/v5/contacts', { firstName: 'Ada', email: `ada-${randomUUID()}@x.example` }),
      201,
    );
    const sentBefore = smtp.state.received.length;
    expectStatus(await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }), 201);
    const received = await waitUntil(
      async () => smtp.state.received.slice(sentBefore),
      (messages) => messages.length > 0,
      'the message at the provider SMTP server',
    );
    expect(received[0]).toContain('Subject: Hello Ada');
    expect(received[0]).toContain('List-Unsubscribe:');
    expect(smtp.state.logins).toContainEqual({
      method: 'XOAUTH2',
      username: 'campaigns@gmail.example',
      accessToken: tokens.accessToken,
    });
  });

  test('verify after the provider refused the refresh: 200, ERROR oauth_revoked', async () => {
    const { stored, tokens } = await connectedOAuth('verify-revoked@gmail.example');
    provider.service.once(Events.BeforeResponse, (response) => {
      response.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
      response.statusCode = 400;
    });
    t.runtime.setClock(new Date(Date.parse(tokens.expiresAt) + 1000));
    try {
      expect(expectStatus<ApiRecord>(await verify(stored.id), 200)).toMatchObject({
        status: 'ERROR',
        statusReason: 'oauth_revoked',
      });
    } finally {
      t.runtime.setClock(null);
    }
  });

  test('verify of a GMAIL connection not yet authorized: 400 naming id, the connection as it was', async () => {
    const gmail = await newConnection('GMAIL', 'unauthorized@gmail.example');
    const refused = await verify(gmail.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_request', errors: [{ path: 'id' }] });
    expect((await readConnection(gmail.id)).status).toBe('DISCONNECTED');
  });
});

describe('refresh', () => {
  test('answers the stored token while it is fresh, and refreshes it within 5 minutes of expiry', async () => {
    const { stored, tokens } = await connectedOAuth('refresh@gmail.example');
    const expiresAt = Date.parse(tokens.expiresAt);
    expect(await freshAccessToken(tokenDeps(new Date(expiresAt - 6 * 60 * 1000)), t.org, stored)).toBe(
      tokens.accessToken,
    );

    const refreshedAt = new Date(expiresAt - 4 * 60 * 1000);
    const fresh = await freshAccessToken(tokenDeps(refreshedAt), t.org, stored);
    expect(fresh).not.toBe(tokens.accessToken);
    const after = await storedConnection(stored.id);
    const kept = (await openConnectionCredentials(vault(), t.org, after)).oauth!;
    expect(kept.accessToken).toBe(fresh);
    expect(Date.parse(kept.expiresAt)).toBeGreaterThan(expiresAt);
    expect(after.status).toBe('CONNECTED');
  });

  test('a refused refresh (invalid_grant) turns the connection ERROR with oauth_revoked', async () => {
    const { stored, tokens } = await connectedOAuth('revoked@gmail.example');
    provider.service.once(Events.BeforeResponse, (response) => {
      response.body = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
      response.statusCode = 400;
    });
    const expired = new Date(Date.parse(tokens.expiresAt) + 1000);
    await expect(freshAccessToken(tokenDeps(expired), t.org, stored)).rejects.toBeInstanceOf(OAuthRevokedError);
    expect(await readConnection(stored.id)).toMatchObject({ status: 'ERROR', statusReason: 'oauth_revoked' });
  });

  test('no token the provider issued is in any log line', () => {
    expect(issued.length).toBeGreaterThan(4);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => issued.some((token) => line.includes(token)))).toEqual([]);
  });
});
