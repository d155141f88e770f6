// Tracking domains: custom domains for open and click tracking links, verified through a CNAME record.
import { defineResource } from './define.js';
import { f } from './fields.js';

export const trackingDomains = defineResource({
  object: 'trackingDomain',
  idPrefix: 'trd',
  path: 'tracking-domains',
  description: 'A domain for tracking links; the service verifies it through the CNAME record it names.',
  fields: {
    domain: f.domain({ required: true, immutable: true, search: true }),
    /** Set by the verifier: PENDING until the CNAME record is found. */
    status: f.enum(['PENDING', 'VERIFIED', 'FAILED'], { readOnly: true, default: 'PENDING' }),
    /** The host the domain's CNAME record must point to, set by the service. */
    cnameTarget: f.domain({ readOnly: true, nullable: true }),
    verifiedAt: f.dateTime({ readOnly: true, nullable: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'domain' }, { sortBy: 'status' }],
  unique: [{ field: 'domain', scope: 'organization' }],
});
