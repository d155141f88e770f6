// Attack tests of issue 22 item 19 (an open redirect on the service's domain), on the real handlers: links are tracked
// only in messages from a connection the organization has verified, only http(s) destinations go through the redirect,
// and a click address stops answering a year after its message was sent.
import { ulid } from 'ulid';
import { type ApiRecord, checkedFetch, expectStatus } from '../support/api-client.js';
import { campaignOfSteps } from '../support/campaigns.js';
import { connectedConnection, senderAddress } from '../support/connections.js';
import { type MailboxEntry, recordedMailTo } from '../support/mailbox.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime({ scheduleTimers: false });

const PHISHING = 'https://evil.example/login';
/** A phishing link, then links that are no http(s) destination (or none a browser would read alike). */
const BODY = `Your login code expired: sign in at ${PHISHING}\nor javascript:alert(1) or ftp://files.example/x or http://%zz/.`;

/** The one message a new contact of `campaign` gets once it joins (its first step goes out at once). */
async function messageOf(campaign: ApiRecord): Promise<MailboxEntry & { contactId: string }> {
  const email = `victim-${ulid().toLowerCase()}@x.example`;
  const contact = expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { firstName: 'Ada', email }), 201);
  expectStatus(await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }), 201);
  const [mail] = await recordedMailTo(t.runtime, t.api, email, 1);
  return { ...mail!, contactId: contact.id as string };
}

const clickTokens = (mail: MailboxEntry) =>
  [...(mail.html ?? '').matchAll(/href="[^"]*\/t\/c\/([^"]+)"/g)].map((m) => m[1]!);

const click = (token: string) =>
  checkedFetch(`${t.runtime.url}/t/c/${token}`, { redirect: 'manual', headers: { Accept: 'text/html' } });

const step = [{ type: 'EMAIL', subject: 'Hi {{ firstName }}', body: BODY }];

describe('a connection the organization has not verified', () => {
  it('sends nothing, so no click address on the service domain exists for it: its campaign cannot turn ACTIVE', async () => {
    const smtp = { host: 'smtp.x.example', port: 587, username: 'ann', password: `pw-${ulid()}` };
    const unverified = expectStatus<ApiRecord>(
      await t.api.post('/v5/connections', { type: 'SMTP', email: senderAddress(), smtp }),
      201,
    );
    expect(unverified.status).toBe('DISCONNECTED');
    await expect(campaignOfSteps(t.api, step, true, unverified)).rejects.toThrow(/fromConnectionId/);
  });
});

describe('a message from a verified connection', () => {
  it('tracks only its http(s) links; the rest are left as written', async () => {
    const from = await connectedConnection(t, senderAddress());
    const mail = await messageOf(await campaignOfSteps(t.api, step, true, from));
    const tokens = clickTokens(mail);
    expect(tokens).toHaveLength(1);
    for (const written of ['javascript:alert(1)', 'ftp://files.example/x', 'http://%zz/'])
      expect(mail.text).toContain(written);
    const response = await click(tokens[0]!);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(PHISHING);
  });

  it('answers a click a year after the send as an unknown token: 404 resource_not_found, no redirect', async () => {
    const from = await connectedConnection(t, senderAddress());
    const mail = await messageOf(await campaignOfSteps(t.api, step, true, from));
    const [token] = clickTokens(mail);
    const [sent] = expectStatus<ApiRecord[]>(
      await t.api.get(`/v5/sent-emails?filter.contactId.equals=${mail.contactId}`),
      200,
    );
    const yearLater = new Date(sent!.sentAt as string);
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);

    t.runtime.setClock(new Date(yearLater.getTime() - 60_000));
    expect((await click(token!)).status).toBe(302);
    t.runtime.setClock(yearLater);
    const expired = await click(token!);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { code: string }).code).toBe('resource_not_found');
    expect(expired.headers.get('location')).toBeNull();
  });
});
