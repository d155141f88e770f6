// A tracking domain's fields, and the DNS records that prove it: a CNAME to the API for the links, a TXT token for ownership.
import { randomBytes } from 'node:crypto';
import type { UniqueConstraint } from '../../platform/store/entity.js';
import { f } from '../../platform/resources/fields.js';

export const trackingDomainFields = {
  domain: f.domain({ required: true, immutable: true, search: true }),
  /** Set by the verifier: PENDING until both records are found. */
  status: f.enum(['PENDING', 'VERIFIED', 'FAILED'], { readOnly: true, default: 'PENDING' }),
  /**
   * The host the domain's CNAME record must point to, set by the service: the API's host name, which need not be a
   * registrable domain (`localhost` on the local runtime).
   */
  cnameTarget: f.text({ readOnly: true, nullable: true }),
  /** The name of the TXT record that proves the organization controls the domain, set by the service. */
  txtName: f.text({ readOnly: true, nullable: true }),
  /** The value to publish at `txtName`: a token made for this organization's record, set by the service. */
  txtValue: f.text({ readOnly: true, nullable: true }),
  verifiedAt: f.dateTime({ readOnly: true, nullable: true }),
  /** When the records were last looked up. */
  checkedAt: f.dateTime({ readOnly: true, nullable: true }),
  /** Why the last verification failed; null once VERIFIED. */
  reason: f.text({ readOnly: true, nullable: true }),
};

/**
 * A domain counts as the organization's whose record of it is VERIFIED: the store keeps one such holder per domain
 * across the deployment, so no other tenant's links can use it. A PENDING record holds nothing, so nobody can squat a
 * domain by naming it first.
 */
export const verifiedDomain: UniqueConstraint = {
  field: 'domain',
  scope: 'global',
  while: { field: 'status', equals: 'VERIFIED' },
};

/**
 * Where the TXT token is published: beside the domain, since a name that has a CNAME record (the domain itself) may
 * have no other record.
 */
export const txtNameOf = (domain: string) => `_outreach-verification.${domain}`;

/** A new token: unguessable, so that no other organization can publish the one that verifies this record. */
export const newTxtValue = () => `outreach-verification=${randomBytes(18).toString('base64url')}`;
