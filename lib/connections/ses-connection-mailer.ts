// The transport of an organization's SES connection: SES v2 from the connection's address, through the organization's
// own SES tenant (whose reputation is its own), in the deployment's configuration set.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { createSesMailer, type Mailer } from '../mail/index.js';
import { sesTenantNameOf } from './ses-identity.js';

export interface SesConnectionMailerOptions {
  /** SES_CONFIGURATION_SET: the configuration set whose event destination publishes bounces and complaints. */
  configurationSetName?: string;
  /** The SES client; the process's own when absent. */
  client?: Pick<SESv2Client, 'send'>;
}

let defaultClient: SESv2Client | undefined;

/**
 * The mailer of the SES connection `connection` of organization `org`: every message from the connection's address
 * (a `from` on the mail is not taken: the identity is the connection's), naming the organization's tenant.
 */
export function sesConnectionMailer(
  org: string,
  connection: { email: string },
  { configurationSetName, client = (defaultClient ??= new SESv2Client({})) }: SesConnectionMailerOptions = {},
): Mailer {
  const ses = createSesMailer(client, {
    from: connection.email,
    configurationSetName,
    tenantName: sesTenantNameOf(org),
  });
  return { send: (mail) => ses.send({ ...mail, from: connection.email }) };
}
