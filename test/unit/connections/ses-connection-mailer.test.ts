// An SES connection's transport at the SDK boundary: SendEmail from the connection's address, naming the organization's
// tenant, in the deployment's configuration set, with the message's headers and our Message-ID.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { sesConnectionMailer } from '../../../lib/connections/ses-connection-mailer.js';

const ses = mockClient(SESv2Client);
beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
});

test("SendEmail from the connection's address, through the organization's tenant and the configuration set", async () => {
  const mailer = sesConnectionMailer(
    'org_01JABCDEFGHJKMNPQRSTVWXYZ0',
    { email: 'ann@acme.example' },
    { configurationSetName: 'outreach-events', client: new SESv2Client({ region: 'eu-west-1' }) },
  );
  const sent = await mailer.send({
    to: 'bob@example.org',
    from: 'someone-else@elsewhere.example',
    subject: 'Hello',
    text: 'Hi Bob',
    html: '<p>Hi Bob</p>',
    messageId: '<m1@acme.example>',
    headers: { 'List-Unsubscribe': '<https://api.example/u/1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  expect(sent).toEqual({ providerMessageId: 'ses-1' });
  const [call] = ses.commandCalls(SendEmailCommand);
  expect(call!.args[0].input).toEqual({
    FromEmailAddress: 'ann@acme.example',
    Destination: { ToAddresses: ['bob@example.org'] },
    ConfigurationSetName: 'outreach-events',
    TenantName: 'org_01JABCDEFGHJKMNPQRSTVWXYZ0',
    Content: {
      Simple: {
        Subject: { Data: 'Hello', Charset: 'UTF-8' },
        Body: { Text: { Data: 'Hi Bob', Charset: 'UTF-8' }, Html: { Data: '<p>Hi Bob</p>', Charset: 'UTF-8' } },
        Headers: [
          { Name: 'List-Unsubscribe', Value: '<https://api.example/u/1>' },
          { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
          { Name: 'X-Outreach-Message-ID', Value: '<m1@acme.example>' },
        ],
      },
    },
  });
});
