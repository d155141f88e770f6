// Tracking through the local runtime: open pixel, click redirect to the message's own links, unsubscribe page and
// one-click POST, altered tokens, template checks of steps, and tracking domains verified through a local DNS server
// (their TXT token published, as their owner would).
import { ulid } from 'ulid';
import { renderMessage } from '../../lib/campaigns/send/message.js';
import { refusalReason } from '../../lib/campaigns/model/campaign-template.js';
import { trackingKeySettings } from '../../lib/app/settings.js';
import { createTrackingTokens, trackingSecret } from '../../lib/campaigns/tracking/tracking-token.js';
import { campaignContacts } from '../../lib/campaigns/model/campaign-contacts.js';
import { sentEmails } from '../../lib/campaigns/model/sent-emails.js';
import { expectStatus, qs, type ApiRecord, checkedFetch } from '../support/api-client.js';
import { startDnsServer, type DnsServer } from '../support/dns-server.js';
import { useTestRuntime } from '../support/test-runtime.js';

let dns: DnsServer;

beforeAll(async () => {
  dns = await startDnsServer({
    cname: { 'track.good.example': 'localhost', 'track.elsewhere.example': 'other.example.net' },
  });
});
const t = useTestRuntime(() => ({ env: { LOCAL_DNS_SERVERS: dns.address } }));
afterAll(async () => {
  await dns?.close();
});

// The runtime's own secret: the local runtime sets LOCAL_RUNTIME and no tracking key or secret.
const runtimeTokens = createTrackingTokens(await trackingSecret(trackingKeySettings({ LOCAL_RUNTIME: 'true' })));
const tokens = () => runtimeTokens;
const ctx = () => ({ org: t.org, actor: { type: 'system' as const, id: 'test' }, requestId: 'test' });

const BODY = 'Hi {{ firstName }},\nread https://docs.example/guide?a=1&b=2 and http://blog.example/post.\nBye';

/** A contact in two campaigns, and a sent email to it (as the send pipeline would record it) with its rendered message. */
async function sentMessage(email: string) {
  const contact = expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { firstName: 'Ada', email }), 201);
  const campaign = expectStatus<ApiRecord>(await t.api.post('/v5/campaigns', { name: `Campaign ${email}` }), 201);
  const other = expectStatus<ApiRecord>(await t.api.post('/v5/campaigns', { name: `Other ${email}` }), 201);
  const memberships = await Promise.all(
    [
      { campaignId: campaign.id, status: 'ACTIVE' },
      { campaignId: other.id, status: 'PAUSED' },
    ].map((data) =>
      t.store.create(campaignContacts.entity, ctx(), campaignContacts.withDefaults({ ...data, contactId: contact.id })),
    ),
  );
  const sentEmailId = `sen_${ulid()}`;
  const message = renderMessage({
    subject: 'Hello {{ firstName }}',
    body: BODY,
    contact,
    company: null,
    sender: { name: 'Grace', email: 'grace@sender.example' },
    sentEmailId,
    org: t.org,
    baseUrl: t.runtime.url,
    trackOpens: true,
    trackClicks: true,
    tokens: runtimeTokens,
  });
  if (!message.ok) throw new Error(refusalReason(message));
  await t.store.create(
    sentEmails.entity,
    ctx(),
    sentEmails.withDefaults({
      contactId: contact.id,
      campaignId: campaign.id,
      to: email,
      from: 'grace@sender.example',
      subject: message.subject,
      body: message.body,
      sentAt: new Date().toISOString(),
    }),
    { id: sentEmailId },
  );
  const tokenOf = (pattern: RegExp) => [...message.html.matchAll(pattern)].map((match) => match[1]!);
  return {
    contact,
    sentEmailId,
    memberships,
    message,
    open: tokenOf(/src="[^"]*\/t\/o\/([^"]+)"/g)[0]!,
    clicks: tokenOf(/href="[^"]*\/t\/c\/([^"]+)"/g),
    unsubscribe: message.headers['List-Unsubscribe']!.match(/\/t\/u\/([^>]+)>/)![1]!,
  };
}

const publicGet = (path: string, headers: Record<string, string> = {}) =>
  checkedFetch(t.runtime.url + path, { redirect: 'manual', headers });

async function eventsOf(recordId: string, type: string): Promise<ApiRecord[]> {
  const events = expectStatus<ApiRecord[]>(
    await t.api.get(`/v5/events${qs({ 'filter.recordId.equals': recordId })}`),
    200,
  );
  return events.filter((event) => event.type === type);
}

const sentEmail = async (id: string) => expectStatus<ApiRecord>(await t.api.get(`/v5/sent-emails/${id}`), 200);

describe('the open pixel', () => {
  it('answers a GIF, sets openedAt on the first open only and logs email.opened once', async () => {
    const sent = await sentMessage('open@example.com');
    const first = await publicGet(`/t/o/${sent.open}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/gif');
    expect(
      Buffer.from(await first.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
    const openedAt = (await sentEmail(sent.sentEmailId)).openedAt;
    expect(openedAt).toEqual(expect.any(String));

    expect((await publicGet(`/t/o/${sent.open}`)).status).toBe(200);
    expect((await sentEmail(sent.sentEmailId)).openedAt).toBe(openedAt);
    expect(await eventsOf(sent.sentEmailId, 'email.opened')).toHaveLength(1);
  });
});

describe('the click redirect', () => {
  it('sends each link to its original URL, sets clickedAt once and logs email.clicked once', async () => {
    const sent = await sentMessage('click@example.com');
    expect(sent.clicks).toHaveLength(2);
    const first = await publicGet(`/t/c/${sent.clicks[0]}`, { Accept: 'text/html' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://docs.example/guide?a=1&b=2');
    const clickedAt = (await sentEmail(sent.sentEmailId)).clickedAt;
    expect(clickedAt).toEqual(expect.any(String));

    const second = await publicGet(`/t/c/${sent.clicks[1]}`);
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toBe('http://blog.example/post');
    expect((await sentEmail(sent.sentEmailId)).clickedAt).toBe(clickedAt);
    expect(await eventsOf(sent.sentEmailId, 'email.clicked')).toHaveLength(1);
  });

  it('answers a client that accepts only JSON with 200 {redirect}', async () => {
    const sent = await sentMessage('json-click@example.com');
    const response = await publicGet(`/t/c/${sent.clicks[1]}`, { Accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirect: 'http://blog.example/post' });
  });

  it('reaches only the URLs of that message: a signed token for a link it does not have is a 404', async () => {
    const sent = await sentMessage('other-link@example.com');
    const beyond = tokens().sign({ org: t.org, sentEmailId: sent.sentEmailId, kind: 'click', link: 2 });
    const response = await publicGet(`/t/c/${beyond}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('resource_not_found');
    expect((await sentEmail(sent.sentEmailId)).clickedAt).toBeNull();
  });
});

describe('unsubscribing', () => {
  it('shows a confirmation page whose form posts back, and changes nothing on GET', async () => {
    const sent = await sentMessage('page@example.com');
    const page = await publicGet(`/t/u/${sent.unsubscribe}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toMatch(/<form method="post">/);
    expect(html).toContain('page@example.com');
    expect((await t.api.get(`/v5/contacts/${sent.contact.id}`)).body.emailOptOut).toBe(false);
  });

  it('suppresses the address, opts the contact out and stops its campaign contacts; repeating changes nothing', async () => {
    const sent = await sentMessage('leave@example.com');
    const post = () =>
      checkedFetch(`${t.runtime.url}/t/u/${sent.unsubscribe}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, description: expect.stringContaining('leave@example.com') });

    const suppressed = async () =>
      expectStatus<ApiRecord[]>(
        await t.api.get(`/v5/suppressions${qs({ 'filter.value.equals': 'leave@example.com' })}`),
        200,
      );
    expect(await suppressed()).toEqual([expect.objectContaining({ type: 'EMAIL', value: 'leave@example.com' })]);
    expect((await t.api.get(`/v5/contacts/${sent.contact.id}`)).body.emailOptOut).toBe(true);
    for (const membership of sent.memberships) {
      const record = await t.store.get(campaignContacts.entity, t.org, membership.id);
      expect(record).toMatchObject({ status: 'UNSUBSCRIBED', nextSendAt: null });
    }
    expect(await eventsOf(sent.contact.id, 'contact.unsubscribed')).toHaveLength(1);

    const again = await post();
    expect(again.status).toBe(200);
    expect(((await again.json()) as { success: boolean }).success).toBe(true);
    expect(await suppressed()).toHaveLength(1);
    expect(await eventsOf(sent.contact.id, 'contact.unsubscribed')).toHaveLength(1);
  });
});

describe('tokens', () => {
  it('answers 404 resource_not_found to an altered token, a token of another kind and one naming no sent email', async () => {
    const sent = await sentMessage('tokens@example.com');
    const altered = (token: string) => `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    const paths = [
      `/t/o/${altered(sent.open)}`,
      `/t/c/${altered(sent.clicks[0]!)}`,
      `/t/u/${altered(sent.unsubscribe)}`,
      `/t/c/${sent.open}`,
      `/t/o/${sent.unsubscribe}`,
      `/t/o/${tokens().sign({ org: t.org, sentEmailId: 'sen_nosuchemail', kind: 'open' })}`,
      '/t/o/not-a-token',
    ];
    for (const path of paths) {
      const response = await publicGet(path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(((await response.json()) as { code: string }).code).toBe('resource_not_found');
    }
    const post = await checkedFetch(`${t.runtime.url}/t/u/${altered(sent.unsubscribe)}`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect((await sentEmail(sent.sentEmailId)).openedAt).toBeNull();
  });
});

describe('templates of steps and variants', () => {
  it('refuses a subject or body that does not parse with a 400 naming the field', async () => {
    const campaign = expectStatus<ApiRecord>(await t.api.post('/v5/campaigns', { name: 'Templates' }), 201);
    const bad = await t.api.post('/v5/campaign-steps', {
      campaignId: campaign.id,
      subject: 'Hi',
      body: 'Hi {{ firstName ',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'body', message: expect.stringContaining('Liquid') }]);
    const step = expectStatus<ApiRecord>(
      await t.api.post('/v5/campaign-steps', { campaignId: campaign.id, subject: 'Hi {{ firstName }}', body: 'ok' }),
      201,
    );
    const patch = await t.api.patch(`/v5/campaign-steps/${step.id}`, { subject: '{% if x %}' });
    expect(patch.status).toBe(400);
    expect(patch.body.errors).toEqual([{ path: 'subject', message: expect.any(String) }]);
    const variant = await t.api.post('/v5/campaign-variants', { stepId: step.id, subject: '{{ a | nosuchfilter }}' });
    expect(variant.status).toBe(400);
    expect(variant.body.errors).toEqual([{ path: 'subject', message: expect.any(String) }]);
  });
});

describe('tracking domains', () => {
  const create = async (domain: string) =>
    expectStatus<ApiRecord>(await t.api.post('/v5/tracking-domains', { domain }), 201);

  it('sets cnameTarget to the API host on create, and verifies a domain whose CNAME names it', async () => {
    const domain = await create('track.good.example');
    expect(domain).toMatchObject({ status: 'PENDING', cnameTarget: 'localhost' });
    dns.publishTxt(domain.txtName as string, domain.txtValue as string);
    const verified = expectStatus<ApiRecord>(await t.api.post(`/v5/tracking-domains/${domain.id}/verify`), 200);
    expect(verified).toMatchObject({ status: 'VERIFIED', reason: null, verifiedAt: expect.any(String) });
    expect(dns.queriesFor('track.good.example')).toBeGreaterThan(0);
  });

  it('fails a domain whose CNAME names another host, or that has none, with the reason', async () => {
    const elsewhere = await create('track.elsewhere.example');
    const failed = expectStatus<ApiRecord>(await t.api.post(`/v5/tracking-domains/${elsewhere.id}/verify`), 200);
    expect(failed).toMatchObject({ status: 'FAILED', verifiedAt: null });
    expect(failed.reason).toContain('other.example.net');

    const none = await create('track.none.example');
    const missing = expectStatus<ApiRecord>(await t.api.post(`/v5/tracking-domains/${none.id}/verify`), 200);
    expect(missing).toMatchObject({ status: 'FAILED' });
    expect(missing.reason).toMatch(/no CNAME record/);
  });
});
