// The local runtime's mail world over real protocols: nodemailer sending through its SMTP server into the local
// mailbox, imapflow appending to and reading its IMAP server, GET /local/mail-servers, and who may connect.
import { connect } from 'node:net';
import { ImapFlow, type MailboxObject } from 'imapflow';
import nodemailer from 'nodemailer';
import { startLocalMailServers } from '../../infra/local/mail-servers/local-mail-servers.js';
import { checkedFetch } from '../support/api-client.js';
import { mailTo } from '../support/mailbox.js';
import { otherAddressOfThisMachine } from '../support/other-address.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime({ seedKey: false });

type ImapAuth = { user: string; pass: string } | { user: string; accessToken: string };

/** An imapflow client logged in to the runtime's IMAP server; closed by the caller. */
async function imapClient(auth: ImapAuth): Promise<ImapFlow> {
  const { host, port } = t.runtime.mailServers.imap;
  const client = new ImapFlow({ host, port, secure: false, auth, logger: false });
  await client.connect();
  return client;
}

/** What a reader keeps between runs: UIDVALIDITY, and UIDNEXT, from which the next new message is read. */
async function inboxState(client: ImapFlow) {
  const lock = await client.getMailboxLock('INBOX');
  try {
    const { uidValidity, uidNext } = client.mailbox as MailboxObject;
    return { uidValidity, uidNext };
  } finally {
    lock.release();
  }
}

function smtpTransport(auth: { user: string; pass: string } | { type: 'OAuth2'; user: string; accessToken: string }) {
  const { host, port } = t.runtime.mailServers.smtp;
  return nodemailer.createTransport({ host, port, secure: false, auth });
}

/** Whether a TCP connection to host:port is accepted (true) or refused (the error code). */
function tryConnect(host: string, port: number): Promise<true | string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('GET /local/mail-servers', () => {
  it('answers the host and port of each server, and both take a login there', async () => {
    const response = await checkedFetch(`${t.runtime.url}/local/mail-servers`);
    expect(response.status).toBe(200);
    const servers = (await response.json()) as { smtp: { host: string; port: number }; imap: typeof servers.smtp };
    expect(servers).toEqual({
      smtp: { host: '127.0.0.1', port: expect.any(Number) },
      imap: { host: '127.0.0.1', port: expect.any(Number) },
    });
    expect(servers).toEqual(t.runtime.mailServers);

    const transport = nodemailer.createTransport({ ...servers.smtp, secure: false, auth: { user: 'a', pass: 'b' } });
    await expect(transport.verify()).resolves.toBe(true);
    const client = new ImapFlow({ ...servers.imap, secure: false, auth: { user: 'a', pass: 'b' }, logger: false });
    await client.connect();
    expect(client.authenticated).toBeTruthy();
    await client.logout();
  });
});

describe('the SMTP server', () => {
  it('takes any username and password, and what it is sent lands in /local/mailbox with its headers', async () => {
    const info = await smtpTransport({ user: 'seller@example.com', pass: 'whatever-they-typed' }).sendMail({
      from: 'Seller <seller@example.com>',
      to: 'buyer-smtp@example.net',
      bcc: 'boss-smtp@example.net',
      subject: 'Over SMTP',
      text: 'Hello over SMTP',
      html: '<p>Hello over SMTP</p>',
      messageId: '<smtp-1@example.com>',
      inReplyTo: '<earlier@example.com>',
      references: ['<first@example.com>', '<earlier@example.com>'],
      headers: {
        'List-Unsubscribe': '<https://example.com/u/1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      attachments: [{ filename: 'price-list.txt', content: 'the attachment body' }],
    });
    expect(info.rejected).toEqual([]);

    const [mail, ...others] = await mailTo(t.runtime, 'buyer-smtp@example.net');
    expect(others).toEqual([]);
    expect(mail).toEqual({
      id: expect.stringMatching(/^mail_/),
      to: 'buyer-smtp@example.net',
      from: 'seller@example.com',
      subject: 'Over SMTP',
      text: 'Hello over SMTP',
      html: '<p>Hello over SMTP</p>',
      messageId: '<smtp-1@example.com>',
      headers: {
        'In-Reply-To': '<earlier@example.com>',
        References: '<first@example.com> <earlier@example.com>',
        'List-Unsubscribe': '<https://example.com/u/1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      createdAt: expect.any(String),
    });
    // Each recipient of the envelope gets it, as from a real server; the attachment is not kept.
    expect(await mailTo(t.runtime, 'boss-smtp@example.net')).toEqual([
      { ...mail, id: expect.any(String), to: 'boss-smtp@example.net', createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(mail)).not.toContain('the attachment body');
  });

  it('takes an OAuth access token (XOAUTH2), as nodemailer sends for Gmail and Outlook', async () => {
    const transport = smtpTransport({ type: 'OAuth2', user: 'seller@gmail.example', accessToken: 'ya29.any-token' });
    await transport.sendMail({
      from: 'seller@gmail.example',
      to: 'buyer-oauth@example.net',
      subject: 'Over XOAUTH2',
      text: 'Hello with a token',
    });
    expect(await mailTo(t.runtime, 'buyer-oauth@example.net')).toEqual([
      expect.objectContaining({
        from: 'seller@gmail.example',
        subject: 'Over XOAUTH2',
        html: null,
        messageId: expect.stringMatching(/^<.+>$/),
      }),
    ]);
  });

  it('refuses mail from a client that did not log in, as a provider does', async () => {
    const { host, port } = t.runtime.mailServers.smtp;
    const anonymous = nodemailer.createTransport({ host, port, secure: false });
    await expect(
      anonymous.sendMail({ from: 'a@example.com', to: 'nobody-anon@example.net', text: 'x' }),
    ).rejects.toMatchObject({
      responseCode: 530,
    });
    expect(await mailTo(t.runtime, 'nobody-anon@example.net')).toEqual([]);
  });
});

describe('the IMAP server', () => {
  const reply = (subject: string) =>
    Buffer.from(
      `From: buyer@example.net\r\nTo: seller-imap@example.com\r\nSubject: ${subject}\r\n` +
        `Message-ID: <${subject.replace(/\W/g, '')}@example.net>\r\nIn-Reply-To: <smtp-1@example.com>\r\n\r\nSounds good.\r\n`,
    );

  it('keeps what a client APPENDs to INBOX, read back by UID from UIDNEXT under the same UIDVALIDITY', async () => {
    const auth = { user: 'seller-imap@example.com', pass: 'any password' };
    // A reader's run: it selects INBOX and keeps UIDVALIDITY and UIDNEXT for the next one.
    const firstRun = await imapClient(auth);
    const before = await inboxState(firstRun).finally(() => firstRun.logout());
    expect(before.uidValidity).toBeGreaterThan(0n);

    // Another client (a reply arriving) appends.
    const appender = await imapClient({ user: auth.user, pass: 'another password' });
    const appended = await appender.append('INBOX', reply('Re: first')).finally(() => appender.logout());
    expect(appended).toMatchObject({ uid: before.uidNext, uidValidity: before.uidValidity });

    // The next run: the same UIDVALIDITY, UIDNEXT moved on, and the new message read from the UIDNEXT kept.
    const nextRun = await imapClient(auth);
    try {
      expect(await inboxState(nextRun)).toEqual({ uidValidity: before.uidValidity, uidNext: before.uidNext + 1 });
      const lock = await nextRun.getMailboxLock('INBOX');
      try {
        const read = [];
        for await (const message of nextRun.fetch(`${before.uidNext}:*`, { uid: true, source: true }, { uid: true }))
          read.push({ uid: message.uid, source: message.source?.toString() });
        expect(read).toEqual([{ uid: before.uidNext, source: reply('Re: first').toString() }]);
        const byMessageId = { header: { 'message-id': '<Refirst@example.net>' } };
        expect(await nextRun.search(byMessageId, { uid: true })).toEqual([before.uidNext]);
      } finally {
        lock.release();
      }
    } finally {
      await nextRun.logout();
    }
  });

  it('keeps a mailbox per username, the same whether one logs in with a password or a token (XOAUTH2)', async () => {
    const writer = await imapClient({ user: 'owner-imap@example.com', pass: 'one' });
    const appended = await writer.append('INBOX', reply('Re: owned'));
    await writer.logout();
    if (!appended || appended.uid === undefined) throw new Error('APPEND answered no UID');

    const withToken = await imapClient({ user: 'owner-imap@example.com', accessToken: 'ya29.token' });
    const other = await imapClient({ user: 'someone-else@example.com', pass: 'two' });
    try {
      expect(await withToken.status('INBOX', { uidNext: true })).toMatchObject({ uidNext: appended.uid + 1 });
      expect(await other.status('INBOX', { messages: true })).toMatchObject({ messages: 0 });
    } finally {
      await Promise.all([withToken.logout(), other.logout()]);
    }
  });

  it('has a Sent folder that takes an APPEND, as a mailbox that keeps what was sent', async () => {
    const client = await imapClient({ user: 'sender-imap@example.com', pass: 'any' });
    try {
      const folders = await client.list();
      expect(folders.find((folder) => folder.specialUse === '\\Sent')?.path).toBe('Sent');
      expect(await client.append('Sent', reply('Sent copy'))).toMatchObject({ uid: expect.any(Number) });
      expect(await client.status('Sent', { messages: true })).toMatchObject({ messages: 1 });
    } finally {
      await client.logout();
    }
  });
});

describe('who can reach the mail servers', () => {
  it.each(['smtp', 'imap'] as const)(
    'the %s server takes connections on 127.0.0.1 only: both take any password',
    async (name) => {
      const { port } = t.runtime.mailServers[name];
      expect(await tryConnect('127.0.0.1', port)).toBe(true);
      expect(await tryConnect(otherAddressOfThisMachine(), port)).toBe('ECONNREFUSED');
    },
  );
});

describe('stopping', () => {
  it('closes both servers, even with a pooled SMTP connection and an IMAP session open', async () => {
    const servers = await startLocalMailServers({
      mailer: { send: async () => ({ providerMessageId: 'x' }) },
      log: () => undefined,
    });
    const pooled = nodemailer.createTransport({
      ...servers.smtp,
      secure: false,
      pool: true,
      auth: { user: 'a', pass: 'b' },
    });
    await pooled.sendMail({ from: 'a@example.com', to: 'b@example.net', text: 'kept open' });
    const session = new ImapFlow({ ...servers.imap, secure: false, auth: { user: 'a', pass: 'b' }, logger: false });
    session.on('error', () => undefined);
    await session.connect();

    await servers.stop();
    expect(await tryConnect('127.0.0.1', servers.smtp.port)).toBe('ECONNREFUSED');
    expect(await tryConnect('127.0.0.1', servers.imap.port)).toBe('ECONNREFUSED');
    pooled.close();
  });
});
