// The SES v2 sending domains at the SDK boundary: the tenant, the identity with Easy DKIM and their association on create
// (a new domain, one the organization holds already), the DKIM records, and GetEmailIdentity read as verified or not.
import {
  AlreadyExistsException,
  CreateEmailIdentityCommand,
  CreateTenantCommand,
  CreateTenantResourceAssociationCommand,
  GetEmailIdentityCommand,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { createSesSendingDomains } from '../../../lib/connections/ses-identity.js';

const ses = mockClient(SESv2Client);
const domains = createSesSendingDomains(new SESv2Client({ region: 'eu-west-1' }), {
  identityArnPrefix: 'arn:aws:ses:eu-west-1:111122223333:identity/',
});
const ORG = 'org_01JABCDEFGHJKMNPQRSTVWXYZ0';
const TOKENS = ['tok1', 'tok2', 'tok3'];
const exists = () => new AlreadyExistsException({ message: 'exists', $metadata: {} });

beforeEach(() => ses.reset());

/** Every command sent, by name, with its input, in order. */
const calls = () => ses.calls().map((call) => [call.args[0].constructor.name, call.args[0].input]);

const EXPECTED_RECORDS = TOKENS.map((token) => ({
  type: 'CNAME',
  name: `${token}._domainkey.acme.example`,
  value: `${token}.dkim.amazonses.com`,
}));

test('a new domain: the tenant, the identity (Easy DKIM by default), and the identity associated with the tenant', async () => {
  ses.on(CreateTenantCommand).resolves({ TenantName: ORG });
  ses.on(CreateEmailIdentityCommand).resolves({
    VerifiedForSendingStatus: false,
    DkimAttributes: { Tokens: TOKENS, Status: 'PENDING', SigningEnabled: true },
  });
  ses.on(CreateTenantResourceAssociationCommand).resolves({});
  expect(await domains.ensure(ORG, 'acme.example')).toEqual({ dnsRecords: EXPECTED_RECORDS, verified: false });
  expect(calls()).toEqual([
    ['CreateTenantCommand', { TenantName: ORG }],
    ['CreateEmailIdentityCommand', { EmailIdentity: 'acme.example' }],
    [
      'CreateTenantResourceAssociationCommand',
      { TenantName: ORG, ResourceArn: 'arn:aws:ses:eu-west-1:111122223333:identity/acme.example' },
    ],
  ]);
});

test('a domain the organization holds already: the existing identity read back, its records and state; nothing fails', async () => {
  ses.on(CreateTenantCommand).rejects(exists());
  ses.on(CreateEmailIdentityCommand).rejects(exists());
  ses.on(GetEmailIdentityCommand).resolves({
    VerifiedForSendingStatus: true,
    DkimAttributes: { Tokens: TOKENS, Status: 'SUCCESS', SigningHostedZone: 'amazonses.com' },
  });
  ses.on(CreateTenantResourceAssociationCommand).rejects(exists());
  expect(await domains.ensure(ORG, 'acme.example')).toEqual({ dnsRecords: EXPECTED_RECORDS, verified: true });
  expect(calls().map(([name]) => name)).toEqual([
    'CreateTenantCommand',
    'CreateEmailIdentityCommand',
    'GetEmailIdentityCommand',
    'CreateTenantResourceAssociationCommand',
  ]);
  expect(calls()[2]![1]).toEqual({ EmailIdentity: 'acme.example' });
});

test('any other failure of SES is not swallowed', async () => {
  ses.on(CreateTenantCommand).rejects(new Error('Throttling'));
  await expect(domains.ensure(ORG, 'acme.example')).rejects.toThrow('Throttling');
});

test.each([
  [true, 'SUCCESS', true],
  [false, 'PENDING', false],
  [false, 'FAILED', false],
  [true, 'TEMPORARY_FAILURE', false],
  [undefined, undefined, false],
] as const)(
  'GetEmailIdentity with VerifiedForSendingStatus %s and DKIM %s: verified %s',
  async (sending, dkim, verified) => {
    ses.on(GetEmailIdentityCommand, { EmailIdentity: 'acme.example' }).resolves({
      VerifiedForSendingStatus: sending,
      ...(dkim ? { DkimAttributes: { Status: dkim } } : {}),
    });
    expect(await domains.verified('acme.example')).toBe(verified);
  },
);
