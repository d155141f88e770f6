// The SES mailer at the SDK boundary (a stub client records the SendEmail request it builds), and the parsing of the
// SES notifications the ses-events queue carries.
import { SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { simulatedNotification } from '../../../lib/mail/mailbox-simulator.js';
import { createSesMailer } from '../../../lib/mail/ses-mailer.js';
import { parseSesNotification } from '../../../lib/mail/ses-notification.js';

function stubSes(answer: { MessageId?: string } = { MessageId: '0100018f-abc-000000' }) {
  const requests: SendEmailCommandInput[] = [];
  const client = {
    async send(command: unknown): Promise<any> {
      if (!(command instanceof SendEmailCommand)) throw new Error('the stub answers SendEmail only');
      requests.push(command.input);
      return answer;
    },
  };
  return { client, requests };
}

const campaignMail = {
  to: 'ada@example.com',
  from: 'Sales <sales@acme.test>',
  subject: 'Hello Ada',
  text: 'Hi Ada',
  html: '<p>Hi Ada</p>',
  messageId: '<sen_1.org_1@mail.acme.test>',
  headers: {
    'List-Unsubscribe': '<https://t.acme.test/t/u/token>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Message-ID': '<ignored@acme.test>',
  },
};

describe('createSesMailer', () => {
  it('sends text and HTML parts, the headers, our Message-ID as X-Outreach-Message-ID and the configuration set', async () => {
    const { client, requests } = stubSes();
    const mailer = createSesMailer(client, { from: 'no-reply@acme.test', configurationSetName: 'outreach-events' });
    expect(await mailer.send(campaignMail)).toEqual({ providerMessageId: '0100018f-abc-000000' });
    expect(requests).toEqual([
      {
        FromEmailAddress: 'Sales <sales@acme.test>',
        Destination: { ToAddresses: ['ada@example.com'] },
        ConfigurationSetName: 'outreach-events',
        Content: {
          Simple: {
            Subject: { Data: 'Hello Ada', Charset: 'UTF-8' },
            Body: { Text: { Data: 'Hi Ada', Charset: 'UTF-8' }, Html: { Data: '<p>Hi Ada</p>', Charset: 'UTF-8' } },
            // SES sets Message-ID itself and refuses it as a custom header with Simple content.
            Headers: [
              { Name: 'List-Unsubscribe', Value: '<https://t.acme.test/t/u/token>' },
              { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
              { Name: 'X-Outreach-Message-ID', Value: '<sen_1.org_1@mail.acme.test>' },
            ],
          },
        },
      },
    ]);
  });

  it("sends a login code from the deployment's sender, text only, without headers or configuration set", async () => {
    const { client, requests } = stubSes();
    await createSesMailer(client, { from: 'no-reply@acme.test' }).send({
      to: 'a@b.test',
      subject: 'Code',
      text: '123',
    });
    expect(requests[0]).toEqual({
      FromEmailAddress: 'no-reply@acme.test',
      Destination: { ToAddresses: ['a@b.test'] },
      Content: {
        Simple: { Subject: { Data: 'Code', Charset: 'UTF-8' }, Body: { Text: { Data: '123', Charset: 'UTF-8' } } },
      },
    });
  });

  it('refuses an answer without a MessageId', async () => {
    const { client } = stubSes({});
    await expect(createSesMailer(client, { from: 'x@y.test' }).send(campaignMail)).rejects.toThrow('MessageId');
  });
});

describe('parseSesNotification', () => {
  const bounce = {
    eventType: 'Bounce',
    bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'ada@example.com' }], timestamp: 'T' },
    mail: { messageId: 'ses-1', headers: [{ name: 'X-Outreach-Message-ID', value: '<ours@x>' }] },
  };

  it('reads a bounce as it is, inside SNS and inside EventBridge', () => {
    const expected = {
      kind: 'feedback',
      feedback: {
        kind: 'Bounce',
        providerMessageId: 'ses-1',
        messageId: '<ours@x>',
        bounceType: 'Permanent',
        recipients: ['ada@example.com'],
        at: 'T',
      },
    };
    expect(parseSesNotification(JSON.stringify(bounce))).toEqual(expected);
    expect(parseSesNotification(JSON.stringify({ Type: 'Notification', Message: JSON.stringify(bounce) }))).toEqual(
      expected,
    );
    expect(parseSesNotification(JSON.stringify({ 'detail-type': 'Email Bounced', detail: bounce }))).toEqual(expected);
  });

  it('reads complaints and received mail, ignores deliveries, and refuses what is no SES notification', () => {
    expect(
      parseSesNotification(
        JSON.stringify({
          notificationType: 'Complaint',
          complaint: { complainedRecipients: [{ emailAddress: 'a@b' }] },
        }),
      ),
    ).toMatchObject({ kind: 'feedback', feedback: { kind: 'Complaint', recipients: ['a@b'] } });
    const content = Buffer.from('From: a@b\r\n\r\nhi').toString('base64');
    expect(
      parseSesNotification(
        JSON.stringify({ notificationType: 'Received', receipt: { action: { encoding: 'BASE64' } }, content }),
      ),
    ).toEqual({ kind: 'received', raw: 'From: a@b\r\n\r\nhi' });
    expect(parseSesNotification(JSON.stringify({ eventType: 'Delivery' }))).toEqual({
      kind: 'ignored',
      type: 'Delivery',
    });
    expect(() => parseSesNotification('{"hello":1}')).toThrow('Not an SES notification');
  });
});

describe('simulatedNotification', () => {
  const mail = { to: 'bounce@simulator.amazonses.com', subject: 'Hi', text: 'x', messageId: '<m@x>' };

  it('makes the notifications SES publishes for its simulator addresses, and none for others', () => {
    const bounce = simulatedNotification(mail, 's@a.test', 'mail_1')!;
    expect(JSON.parse(bounce.body)).toMatchObject({
      eventType: 'Bounce',
      bounce: { bounceType: 'Permanent' },
      mail: { messageId: 'mail_1' },
    });
    const complaint = simulatedNotification(
      { ...mail, to: 'complaint+t@simulator.amazonses.com' },
      's@a.test',
      'mail_2',
    )!;
    expect(JSON.parse(complaint.body)).toMatchObject({ eventType: 'Complaint' });
    const ootoNotification = simulatedNotification({ ...mail, to: 'ooto@simulator.amazonses.com' }, 's@a.test', 'm')!;
    const ooto = JSON.parse(ootoNotification.body);
    expect(ooto.notificationType).toBe('Received');
    expect(ooto.content).toContain('In-Reply-To: <m@x>');
    expect(simulatedNotification({ ...mail, to: 'success@simulator.amazonses.com' }, 's@a.test', 'm')).toBeUndefined();
    expect(simulatedNotification({ ...mail, to: 'ada@example.com' }, 's@a.test', 'm')).toBeUndefined();
  });

  it('says which kind each is: bounces and complaints are feedback (ses-events), the out-of-office reply received mail (inbound-mail)', () => {
    const kindFor = (to: string) => simulatedNotification({ ...mail, to }, 's@a.test', 'm')?.kind;
    expect(kindFor('bounce+x@simulator.amazonses.com')).toBe('feedback');
    expect(kindFor('complaint@simulator.amazonses.com')).toBe('feedback');
    expect(kindFor('ooto@simulator.amazonses.com')).toBe('received');
  });
});
