// The port that keeps organizations' sending domains: an SES domain identity in a tenant of the organization's own in
// AWS, the local mailbox's stand-in locally (every domain verified at once).

/** A DNS record the organization publishes for its domain (SES's Easy DKIM CNAMEs). */
export interface DnsRecord {
  type: 'CNAME' | 'MX' | 'TXT';
  name: string;
  value: string;
}

/** The domain's identity as the provider holds it: the records to publish, and whether it may send yet. */
interface DomainIdentity {
  dnsRecords: DnsRecord[];
  verified: boolean;
}

export interface SendingDomains {
  /** Makes (or reuses) the identity of `domain` for organization `org`, inside the organization's tenant. */
  ensure(org: string, domain: string): Promise<DomainIdentity>;
  /** Whether the provider reports `domain` verified for sending. */
  verified(domain: string): Promise<boolean>;
}
