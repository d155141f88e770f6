// The sending domains a deployment configures: SES v2 in AWS (the identities' ARN prefix from the stack), the local
// stand-in on the local runtime.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SendingDomains } from '../platform/sending-domains.js';
import { localSendingDomains } from './local-sending-domains.js';
import { createSesSendingDomains } from './ses-identity.js';

export type SendingDomainSettings = { kind: 'local' } | { kind: 'ses'; identityArnPrefix: string };

export function configuredSendingDomains(settings: SendingDomainSettings): SendingDomains {
  if (settings.kind === 'local') return localSendingDomains;
  return createSesSendingDomains(new SESv2Client({}), { identityArnPrefix: settings.identityArnPrefix });
}
