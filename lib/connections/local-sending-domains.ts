// The sending domains of the local runtime: the local mailbox stands in for SES, so every domain is verified at once
// and there is nothing to publish.
import type { SendingDomains } from '../platform/sending-domains.js';

export const localSendingDomains: SendingDomains = {
  ensure: async () => ({ dnsRecords: [], verified: true }),
  verified: async () => true,
};
