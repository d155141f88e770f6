// The reply reader on the real handlers and the local IMAP server, time driven: a reply appended to a connection's
// INBOX stops its campaign contact and becomes a note, once however many runs follow; an automatic reply stops nothing;
// a first read starts at the newest message; a large message is recorded without its attachment; a refused login turns
// the connection ERROR while the other mailboxes are read; a bounded number of mailboxes per run, every organization's.
import type { AddressInfo } from 'node:net';
import createImapServer from 'hoodiecrow-imap';
import { appendToInbox } from '../support/imap-append.js';
import { ulid } from 'ulid';
import { SOURCE_BYTES_READ } from '../../lib/campaigns/inbound/inbox-reading.js';
import { MAILBOXES_PER_RUN } from '../../lib/campaigns/inbound/reply-reader.js';
import { mailboxCursorsOf } from '../../lib/connections/mailbox-readers.js';
import { api as apiOf, type Api, expectStatus, type ApiRecord } from '../support/api-client.js';
import { campaignOfSteps } from '../support/campaigns.js';
import { mailTo } from '../support/mailbox.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

// The reader runs only when a test runs it, at the time the test set.
const t = useTestRuntime({ scheduleTimers: false });

const start = new Date('2030-03-04T09:00:00Z');
let minutes = 0;
/** Moves the driven clock on by a minute and runs the reader once, as its schedule would. */
async function nextMinute(): Promise<{ mailboxes: number; recorded: number }> {
  minutes += 1;
  t.runtime.setClock(new Date(start.getTime() + minutes * 60_000));
  return (await t.runtime.runScheduled('reply-reader')) as { mailboxes: number; recorded: number };
}

beforeEach(() => t.runtime.setClock(new Date(start.getTime() + minutes * 60_000)));

const imapServer = (username: string, port = t.runtime.mailServers.imap.port) => ({
  host: '127.0.0.1',
  port,
  secure: false,
  username,
  password: 'pw-1',
});

/** A CONNECTED SMTP connection on the local servers whose IMAP login is `username` (its own mailbox there). */
async function mailbox(api: Api = t.api, imap = imapServer(`seller-${ulid().toLowerCase()}`)) {
  const { host, port } = t.runtime.mailServers.smtp;
  const created = expectStatus<ApiRecord>(
    await api.post('/v5/connections', {
      type: 'SMTP',
      email: `seller-${ulid().toLowerCase()}@acme.example`,
      minIntervalSeconds: 0,
      smtp: { host, port, secure: false, username: 'seller', password: 'pw-1' },
      imap,
    }),
    201,
  );
  const connection = expectStatus<ApiRecord>(await api.post(`/v5/connections/${created.id}/verify`), 200);
  expect(connection.status).toBe('CONNECTED');
  return { connection, username: imap.username };
}

/** Appends raw messages to `username`'s INBOX on the local IMAP server, as mail arriving there. */
const appendTo = (username: string, raws: readonly string[], port = t.runtime.mailServers.imap.port) =>
  appendToInbox(port, username, raws);

function message(headers: Record<string, string>, body: string): string {
  const lines = Object.entries({ Date: start.toUTCString(), 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  return [...lines.map(([name, value]) => `${name}: ${value}`), '', body].join('\r\n');
}

/** A campaign from a fresh mailbox that has sent its first message to a new contact, and the reader's first read done. */
async function sentFromMailbox({ firstReadDone = true } = {}) {
  const { connection, username } = await mailbox();
  // The first read starts at the newest message: it is done before the reply arrives, as the minute schedule would.
  if (firstReadDone) await nextMinute();
  // A follow-up days later keeps the campaign contact ACTIVE after the first message, until a reply stops it.
  const steps = [
    { type: 'EMAIL', subject: 'Hello', body: 'Hi there' },
    { type: 'EMAIL', subject: 'Hello again', body: 'Any news?', delayDays: 3 },
  ];
  const campaign = await campaignOfSteps(t.api, steps, true, connection);
  const contact = expectStatus<ApiRecord>(
    await t.api.post('/v5/contacts', { firstName: 'Ada', email: `ada-${ulid().toLowerCase()}@x.example` }),
    201,
  );
  const campaignContact = expectStatus<ApiRecord>(
    await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: contact.id }),
    201,
  );
  await waitUntil(
    () => mailTo(t.runtime, String(contact.email)),
    (mails) => mails.length > 0,
    'the send',
  );
  // The sent email is recorded once its server took the message: wait for it too.
  const [sentEmail] = await waitUntil(
    async () =>
      expectStatus<ApiRecord[]>(
        await t.api.get(`/v5/sent-emails?filter.campaignContactId.equals=${campaignContact.id}`),
        200,
      ),
    (sent) => sent.length > 0,
    'the sent email',
  );

  const replyFrom = (headers: Record<string, string>, body: string) =>
    message(
      {
        From: String(contact.email),
        To: String(connection.email),
        Subject: 'Re: Hello',
        'Message-ID': `<reply-${ulid().toLowerCase()}@x.example>`,
        'In-Reply-To': String(sentEmail!.messageId),
        References: String(sentEmail!.messageId),
        ...headers,
      },
      body,
    );
  return { connection, username, contact, campaignContact, sentEmail: sentEmail!, replyFrom };
}

const repliesTo = async (sentEmailId: string) =>
  expectStatus<ApiRecord[]>(await t.api.get(`/v5/inbound-emails?filter.sentEmailId.equals=${sentEmailId}`), 200);
const read = async (path: string) => expectStatus<ApiRecord>(await t.api.get(path), 200);

it('a reply appended over IMAP turns the campaign contact REPLIED within a minute and becomes a note, once', async () => {
  const sent = await sentFromMailbox();
  await appendTo(sent.username, [sent.replyFrom({}, 'Yes, let us talk next Tuesday.')]);
  expect((await nextMinute()).recorded).toBeGreaterThanOrEqual(1);

  expect(await read(`/v5/campaign-contacts/${sent.campaignContact.id}`)).toMatchObject({ status: 'REPLIED' });
  expect((await read(`/v5/sent-emails/${sent.sentEmail.id}`)).repliedAt).toEqual(expect.any(String));
  const [reply] = await repliesTo(sent.sentEmail.id);
  expect(reply).toMatchObject({
    fromRecipient: true,
    noteId: expect.any(String),
    text: expect.stringContaining('Tuesday'),
  });
  expect(await read(`/v5/notes/${reply!.noteId}`)).toMatchObject({ contactId: sent.contact.id });

  // Read once, however many runs follow.
  await nextMinute();
  await nextMinute();
  expect(await repliesTo(sent.sentEmail.id)).toHaveLength(1);
  const notes = expectStatus<ApiRecord[]>(await t.api.get(`/v5/notes?filter.contactId.equals=${sent.contact.id}`), 200);
  expect(notes).toHaveLength(1);
});

it("a reply that arrives between the verify and the reader's first read of the mailbox is read", async () => {
  // The mail server dates what arrives by its own clock: the connection is verified on the same one.
  t.runtime.setClock(null);
  const sent = await sentFromMailbox({ firstReadDone: false });
  await appendTo(sent.username, [sent.replyFrom({}, 'Quick answer: yes.')]);
  await nextMinute();
  expect(await repliesTo(sent.sentEmail.id)).toHaveLength(1);
  expect(await read(`/v5/campaign-contacts/${sent.campaignContact.id}`)).toMatchObject({ status: 'REPLIED' });
});

it('the same message read from the mailbox twice (appended again) is recorded once per Message-ID', async () => {
  const sent = await sentFromMailbox();
  const reply = sent.replyFrom({}, 'Sounds good.');
  await appendTo(sent.username, [reply]);
  await nextMinute();
  await appendTo(sent.username, [reply]);
  await nextMinute();
  expect(await repliesTo(sent.sentEmail.id)).toHaveLength(1);
});

it('an out-of-office auto-reply stops nothing: no repliedAt, the contact ACTIVE, its text a note', async () => {
  const sent = await sentFromMailbox();
  const text = 'I am out of the office until Monday, December 14, 2026.';
  await appendTo(sent.username, [sent.replyFrom({ 'Auto-Submitted': 'auto-replied', Subject: 'Out of office' }, text)]);
  await nextMinute();

  const [reply] = await repliesTo(sent.sentEmail.id);
  expect(reply).toMatchObject({ noteId: expect.any(String), text: expect.stringContaining('out of the office') });
  expect(await read(`/v5/campaign-contacts/${sent.campaignContact.id}`)).toMatchObject({ status: 'ACTIVE' });
  expect((await read(`/v5/sent-emails/${sent.sentEmail.id}`)).repliedAt).toBeNull();
});

it('the first read of a mailbox with 300 old messages starts at the newest: none of them recorded, the next one is', async () => {
  // The mail is there before the mailbox is connected, as in a mailbox of years.
  const username = `seller-${ulid().toLowerCase()}`;
  const old = Array.from({ length: 300 }, (_, i) =>
    message({ From: `old-${i}@x.example`, To: `${username}@acme.example`, Subject: `Old ${i}` }, `Old mail ${i}`),
  );
  await appendTo(username, old);
  const { connection } = await mailbox(t.api, imapServer(username));
  await nextMinute();
  const to = (address: string) => `/v5/inbound-emails?filter.to.equals=${encodeURIComponent(address)}`;
  expect(expectStatus<ApiRecord[]>(await t.api.get(to(`${username}@acme.example`)), 200)).toEqual([]);

  await appendTo(username, [message({ From: 'new@x.example', To: String(connection.email), Subject: 'New' }, 'Hi')]);
  await nextMinute();
  const recorded = expectStatus<ApiRecord[]>(await t.api.get(to(String(connection.email))), 200);
  expect(recorded.map((email) => email.from)).toEqual(['new@x.example']);
});

it('a message far larger than what is read of it is recorded with its text, its attachment left unread', async () => {
  const sent = await sentFromMailbox();
  const attachment = Buffer.alloc(6 * 1024 * 1024, 7)
    .toString('base64')
    .replace(/.{76}/g, '$&\r\n');
  const raw = [
    `From: ${String(sent.contact.email)}`,
    `To: ${String(sent.connection.email)}`,
    'Subject: Re: Hello, with the deck',
    `Message-ID: <large-${ulid().toLowerCase()}@x.example>`,
    `In-Reply-To: ${String(sent.sentEmail.messageId)}`,
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Here is the deck we talked about.',
    '--b1',
    'Content-Type: application/octet-stream; name="deck.bin"',
    'Content-Disposition: attachment; filename="deck.bin"',
    'Content-Transfer-Encoding: base64',
    '',
    attachment,
    '--b1--',
    '',
  ].join('\r\n');
  expect(raw.length).toBeGreaterThan(3 * SOURCE_BYTES_READ);
  await appendTo(sent.username, [raw]);
  await nextMinute();
  const [reply] = await repliesTo(sent.sentEmail.id);
  expect(reply).toMatchObject({ text: expect.stringContaining('Here is the deck'), noteId: expect.any(String) });
  expect(await read(`/v5/campaign-contacts/${sent.campaignContact.id}`)).toMatchObject({ status: 'REPLIED' });
});

/** An IMAP server of its own that knows one user, whose password the test can change to refuse the login. */
async function imapServerWithUser(username: string) {
  const users = { [username]: { password: 'pw-1' } };
  const server = createImapServer({ users: users as never, storage: { INBOX: {}, '': { folders: {} } } });
  await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    refuse: () => {
      users[username]!.password = 'changed-since';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

it('a refused login turns the connection ERROR imap_auth_failed; an unreachable one waits; the others are read', async () => {
  const refusing = await imapServerWithUser('seller');
  const vanishing = await imapServerWithUser('seller');
  try {
    const refused = await mailbox(t.api, imapServer('seller', refusing.port));
    const unreachable = await mailbox(t.api, imapServer('seller', vanishing.port));
    const sent = await sentFromMailbox();
    refusing.refuse();
    await vanishing.close();
    await appendTo(sent.username, [sent.replyFrom({}, 'Interested.')]);
    await nextMinute();

    expect(await read(`/v5/connections/${refused.connection.id}`)).toMatchObject({
      status: 'ERROR',
      statusReason: 'imap_auth_failed',
    });
    expect(await read(`/v5/connections/${unreachable.connection.id}`)).toMatchObject({ status: 'CONNECTED' });
    expect(await repliesTo(sent.sentEmail.id)).toHaveLength(1);
  } finally {
    await refusing.close();
  }
});

it(`reads at most ${MAILBOXES_PER_RUN} mailboxes a run, every organization's in turn`, async () => {
  const many: ApiRecord[] = [];
  for (let i = 0; i < MAILBOXES_PER_RUN + 5; i += 1) many.push((await mailbox()).connection);
  const otherKey = await seedApiKey(t.runtime);
  const other = (await mailbox(apiOf(t.runtime, otherKey))).connection;
  const cursors = () =>
    mailboxCursorsOf(t.store, [
      { org: otherKey.org, connectionId: other.id },
      ...many.map((c) => ({ org: t.org, connectionId: c.id })),
    ]);

  // The organization with one mailbox is served in the first run, however many the other has waiting.
  expect((await nextMinute()).mailboxes).toBe(MAILBOXES_PER_RUN);
  const [otherCursor] = await cursors();
  expect(otherCursor).toBeDefined();
  // The next run takes those left, before any mailbox is read again.
  expect((await nextMinute()).mailboxes).toBe(MAILBOXES_PER_RUN);
  expect((await cursors()).every((cursor) => cursor !== undefined)).toBe(true);
});
