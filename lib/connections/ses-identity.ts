// The sending domains in AWS: each organization's domain an SES v2 identity with Easy DKIM, associated with an SES tenant
// of the organization's own, so that one organization's bounces and complaints pause its sending only.
import {
  CreateEmailIdentityCommand,
  CreateTenantCommand,
  CreateTenantResourceAssociationCommand,
  type DkimAttributes,
  GetEmailIdentityCommand,
  type SESv2Client,
} from '@aws-sdk/client-sesv2';
import type { DnsRecord, SendingDomains } from '../platform/sending-domains.js';

type SesSend = Pick<SESv2Client, 'send'>;

/** The organization's SES tenant: its id (`org_` and a ULID) fits SES's 64 letters, digits, `-` and `_`. */
export const sesTenantNameOf = (org: string): string => org;

/** Easy DKIM's three CNAMEs: `<token>._domainkey.<domain>` to `<token>.dkim.amazonses.com`. */
function dkimRecords(domain: string, dkim: DkimAttributes | undefined): DnsRecord[] {
  const zone = dkim?.SigningHostedZone ?? 'amazonses.com';
  return (dkim?.Tokens ?? []).map((token) => ({
    type: 'CNAME',
    name: `${token}._domainkey.${domain}`,
    value: `${token}.dkim.${zone}`,
  }));
}

/** SES's answer when what is created exists already: a retried or repeated create reuses it. */
const alreadyExists = (error: unknown) => error instanceof Error && error.name === 'AlreadyExistsException';

async function unlessExisting<T>(create: () => Promise<T>): Promise<T | undefined> {
  try {
    return await create();
  } catch (error) {
    if (alreadyExists(error)) return undefined;
    throw error;
  }
}

export interface SesSendingDomainsOptions {
  /** `arn:aws:ses:<region>:<account>:identity/`: the tenant association names the identity by its ARN. */
  identityArnPrefix: string;
}

export function createSesSendingDomains(
  client: SesSend,
  { identityArnPrefix }: SesSendingDomainsOptions,
): SendingDomains {
  const verifiedOf = (sending: boolean | undefined, dkim: DkimAttributes | undefined) =>
    sending === true && dkim?.Status === 'SUCCESS';
  return {
    async ensure(org, domain) {
      const TenantName = sesTenantNameOf(org);
      await unlessExisting(() => client.send(new CreateTenantCommand({ TenantName })));
      const created = await unlessExisting(() =>
        client.send(new CreateEmailIdentityCommand({ EmailIdentity: domain })),
      );
      // An identity the account holds already (another connection of the organization on the domain) is read back.
      const identity = created ?? (await client.send(new GetEmailIdentityCommand({ EmailIdentity: domain })));
      await unlessExisting(() =>
        client.send(
          new CreateTenantResourceAssociationCommand({ TenantName, ResourceArn: `${identityArnPrefix}${domain}` }),
        ),
      );
      return {
        dnsRecords: dkimRecords(domain, identity.DkimAttributes),
        verified: verifiedOf(identity.VerifiedForSendingStatus, identity.DkimAttributes),
      };
    },
    async verified(domain) {
      const identity = await client.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
      return verifiedOf(identity.VerifiedForSendingStatus, identity.DkimAttributes);
    },
  };
}
