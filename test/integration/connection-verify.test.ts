// SMTP connections on the real handlers and real mail servers: verify against the local SMTP and IMAP servers, a closed
// port, refused credentials and a server that never greets; a campaign sending over SMTP; a send refused for
// authentication held (connection ERROR, contact ACTIVE) and sent once after the connection is verified again.
import { ulid } from 'ulid';
import { campaignContacts } from '../../lib/campaigns/model/campaign-contacts.js';
import { CAMPAIGN_SENDS_QUEUE } from '../../lib/platform/queue/queues.js';
import { expectStatus, type ApiRecord } from '../support/api-client.js';
import { campaignOfSteps } from '../support/campaigns.js';
import { senderAddress } from '../support/connections.js';
import { deleted } from '../support/deliveries.js';
import { recordedMailTo } from '../support/mailbox.js';
import { closedPort, refusingSmtpServer, silentServer } from '../support/test-mail-servers.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

// The tick runs only when a test runs it, at the time the test set.
const t = useTestRuntime({ scheduleTimers: false });

const server = (host: string, port: number) => ({ host, port, secure: false, username: 'seller', password: 'pw-1' });

async function smtpConnection(smtp: object, imap: object | null = null): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(
    await t.api.post('/v5/connections', {
      type: 'SMTP',
      email: `seller-${ulid().toLowerCase()}@acme.example`,
      minIntervalSeconds: 0,
      smtp,
      imap,
    }),
    201,
  );
}

const verify = (id: unknown) => t.api.post<ApiRecord>(`/v5/connections/${String(id)}/verify`);
const localSmtp = () => server(t.runtime.mailServers.smtp.host, t.runtime.mailServers.smtp.port);
const localImap = () => server(t.runtime.mailServers.imap.host, t.runtime.mailServers.imap.port);

describe('POST /v5/connections/{id}/verify', () => {
  it('logs in to the local SMTP and IMAP servers: CONNECTED, statusReason null, lastCheckedAt at the clock', async () => {
    const at = new Date('2030-05-06T12:00:00Z');
    t.runtime.setClock(at);
    const connection = await smtpConnection(localSmtp(), localImap());
    expect(connection.status).toBe('DISCONNECTED');
    const verified = expectStatus<ApiRecord>(await verify(connection.id), 200);
    expect(verified).toMatchObject({
      id: connection.id,
      status: 'CONNECTED',
      statusReason: null,
      lastCheckedAt: expect.stringMatching(/^2030-05-06T12:0/),
    });
    // The runtime's clock runs on from the moment set: the check is at it, not at the wall clock's time.
    expect(Date.parse(String(verified.lastCheckedAt)) - at.getTime()).toBeLessThan(60_000);
    expect(JSON.stringify(verified)).not.toContain('pw-1');
    t.runtime.setClock(null);
  });

  it('a closed SMTP port: ERROR smtp_unreachable; a closed IMAP port: ERROR imap_unreachable', async () => {
    const port = await closedPort();
    const smtpDown = await smtpConnection(server('127.0.0.1', port), localImap());
    expect(expectStatus<ApiRecord>(await verify(smtpDown.id), 200)).toMatchObject({
      status: 'ERROR',
      statusReason: 'smtp_unreachable',
      lastCheckedAt: expect.any(String),
    });
    const imapDown = await smtpConnection(localSmtp(), server('127.0.0.1', port));
    expect(expectStatus<ApiRecord>(await verify(imapDown.id), 200)).toMatchObject({
      status: 'ERROR',
      statusReason: 'imap_unreachable',
    });
  });

  it('credentials the server refuses: ERROR smtp_auth_failed, the password in no answer', async () => {
    const refusing = await refusingSmtpServer();
    try {
      const connection = await smtpConnection(server('127.0.0.1', refusing.port));
      const response = await verify(connection.id);
      expect(expectStatus<ApiRecord>(response, 200)).toMatchObject({
        status: 'ERROR',
        statusReason: 'smtp_auth_failed',
      });
      expect(JSON.stringify(response.body)).not.toContain('pw-1');
    } finally {
      await refusing.close();
    }
  });

  // The wait is bounded by the login's phase timeout (10 s, lib/connections/mail-server-login.ts), not measured here:
  // a wall-clock bound holds only on a quiet machine.
  it('a server that never greets: ERROR smtp_unreachable once the greeting times out', async () => {
    const silent = await silentServer();
    try {
      const connection = await smtpConnection(server('127.0.0.1', silent.port));
      expect(expectStatus<ApiRecord>(await verify(connection.id), 200)).toMatchObject({
        status: 'ERROR',
        statusReason: 'smtp_unreachable',
      });
    } finally {
      await silent.close();
    }
  });

  it('a GMAIL connection where the deployment has no Gmail settings: 400 naming type, the connection as it was', async () => {
    const gmail = expectStatus<ApiRecord>(
      await t.api.post('/v5/connections', { type: 'GMAIL', email: `g-${ulid().toLowerCase()}@acme.example` }),
      201,
    );
    const response = await verify(gmail.id);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_request', errors: [{ path: 'type' }] });
    expect(JSON.stringify(response.body)).toContain('no OAuth settings for GMAIL');
    expect(expectStatus<ApiRecord>(await t.api.get(`/v5/connections/${String(gmail.id)}`), 200).status).toBe(
      'DISCONNECTED',
    );
  });

  it('an SES connection (locally CONNECTED at creation): verify reads its domain, CONNECTED again', async () => {
    const ses = expectStatus<ApiRecord>(
      await t.api.post('/v5/connections', { type: 'SES', email: senderAddress() }),
      201,
    );
    expect(ses.status).toBe('CONNECTED');
    expect(expectStatus<ApiRecord>(await verify(ses.id), 200)).toMatchObject({
      status: 'CONNECTED',
      statusReason: null,
    });
  });
});

describe('campaigns from SMTP connections', () => {
  const oneStep = [
    { type: 'EMAIL', subject: 'Hello {{ firstName }}', body: 'Hi {{ firstName }}: https://acme.example/x' },
  ];

  const contactFor = async () =>
    expectStatus<ApiRecord>(
      await t.api.post('/v5/contacts', { firstName: 'Ada', email: `ada-${ulid().toLowerCase()}@x.example` }),
      201,
    );

  it('turn ACTIVE only from a CONNECTED connection: 400 naming fromConnectionId', async () => {
    const connection = await smtpConnection(localSmtp());
    await expect(campaignOfSteps(t.api, oneStep, false, connection)).rejects.toThrow(/fromConnectionId/);
  });

  it('send over the connection SMTP server: in /local/mailbox with tracking, List-Unsubscribe and the Message-ID', async () => {
    const connection = expectStatus<ApiRecord>(await verify((await smtpConnection(localSmtp())).id), 200);
    expect(connection.status).toBe('CONNECTED');
    const campaign = await campaignOfSteps(t.api, oneStep, true, connection);
    const contact = await contactFor();
    expectStatus(await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }), 201);
    const [mail] = await recordedMailTo(t.runtime, t.api, String(contact.email), 1);
    expect(mail!.subject).toBe('Hello Ada');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<.+>/);
    expect(mail!.html).toMatch(/\/t\/o\//);
    const sent = expectStatus<ApiRecord[]>(
      await t.api.get(`/v5/sent-emails?filter.campaignId.equals=${String(campaign.id)}`),
      200,
    );
    expect(sent).toHaveLength(1);
    expect(mail!.messageId).toBe(sent[0]!.messageId);
    // The local mailbox's own id would be mail_...: the SMTP transport answers with the message's Message-ID.
    expect(sent[0]!.providerMessageId).toBe(sent[0]!.messageId);
  });

  it('a send refused for authentication holds the contact ACTIVE, and it goes once after a successful verify', async () => {
    const refusing = await refusingSmtpServer();
    try {
      refusing.state.refuse = false;
      const at = new Date('2030-05-06T12:00:00Z');
      t.runtime.setClock(at);
      const connection = expectStatus<ApiRecord>(
        await verify((await smtpConnection(server('127.0.0.1', refusing.port))).id),
        200,
      );
      expect(connection.status).toBe('CONNECTED');
      const campaign = await campaignOfSteps(t.api, oneStep, false, connection);
      const contact = await contactFor();
      const cc = expectStatus<ApiRecord>(
        await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }),
        201,
      );
      const readConnection = async () =>
        expectStatus<ApiRecord>(await t.api.get(`/v5/connections/${String(connection.id)}`), 200);

      refusing.state.refuse = true;
      t.runtime.setClock(new Date(at.getTime() + 60_000));
      await t.runtime.runScheduled('campaign-tick');
      const errored = await waitUntil(readConnection, (c) => c.status === 'ERROR', 'the connection ERROR');
      expect(errored.statusReason).toBe('smtp_auth_failed');
      // The sender marks the connection ERROR first and holds the contact after: read the contact once it is done.
      await t.deliveries.waitFor(
        (delivery) => delivery.queue === CAMPAIGN_SENDS_QUEUE.name && delivery.body.includes(String(cc.id)),
        'the refused send to be held',
        deleted,
      );
      const held = (await t.store.get(campaignContacts.entity, t.org, String(cc.id)))!;
      expect(held).toMatchObject({ status: 'ACTIVE', stepIndex: 0 });
      expect(refusing.state.received).toEqual([]);

      refusing.state.refuse = false;
      expect(expectStatus<ApiRecord>(await verify(connection.id), 200).status).toBe('CONNECTED');
      t.runtime.setClock(new Date(String(held.nextSendAt)));
      await t.runtime.runScheduled('campaign-tick');
      await waitUntil(
        () => t.store.get(campaignContacts.entity, t.org, String(cc.id)),
        (record) => record?.status === 'COMPLETED',
        'the held send to go',
      );
      t.runtime.setClock(new Date(Date.parse(String(held.nextSendAt)) + 3_600_000));
      await t.runtime.runScheduled('campaign-tick');
      expect(refusing.state.received).toHaveLength(1);
      expect(refusing.state.received[0]).toContain('Subject: Hello Ada');
    } finally {
      t.runtime.setClock(null);
      await refusing.close();
    }
  });
});
