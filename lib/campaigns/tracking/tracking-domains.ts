// Tracking domains: custom domains for open and click tracking links, verified through a CNAME record.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createCnameLookup } from './cname-lookup.js';
import { publicBaseUrl, type PublicUrlSettings } from '../../platform/http/public-url.js';
import { type ResourceAction, writeContextOf } from '../../platform/resources/behaviour.js';
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';

/** The host a tracking domain's CNAME must name: the API's own (its fixed public base's, or the request's). */
function apiHost(event: APIGatewayProxyEventV2 | undefined, settings: PublicUrlSettings | undefined): string | null {
  const base = event ? publicBaseUrl(event, settings) : settings?.base;
  return base ? new URL(base).hostname.toLowerCase() : null;
}

/** Declared apart from the family so that its action, declared before it, is typed by them. */
const trackingDomainFields = {
  domain: f.domain({ required: true, immutable: true, search: true }),
  /** Set by the verifier: PENDING until the CNAME record is found. */
  status: f.enum(['PENDING', 'VERIFIED', 'FAILED'], { readOnly: true, default: 'PENDING' }),
  /**
   * The host the domain's CNAME record must point to, set by the service: the API's host name, which need not be a
   * registrable domain (`localhost` on the local runtime).
   */
  cnameTarget: f.text({ readOnly: true, nullable: true }),
  verifiedAt: f.dateTime({ readOnly: true, nullable: true }),
  /** When the CNAME was last looked up. */
  checkedAt: f.dateTime({ readOnly: true, nullable: true }),
  /** Why the last verification failed; null once VERIFIED. */
  reason: f.text({ readOnly: true, nullable: true }),
};

/**
 * `POST /v5/tracking-domains/{id}/verify`: looks the CNAME up now, asking the DNS servers the function is configured
 * with, and records VERIFIED, or FAILED with the reason.
 */
function verifyTrackingDomainAction(): ResourceAction<typeof trackingDomainFields> {
  return {
    method: 'POST',
    suffix: '/{id}/verify',
    access: 'write',
    bodyless: true,
    async serve({ engine, dnsServers }, request, resource) {
      const lookup = createCnameLookup(dnsServers);
      const id = request.pathParameters.id!;
      const ctx = writeContextOf(resource, request);
      const { domain, cnameTarget } = await engine.read(resource, ctx.org, id);
      const target = cnameTarget?.toLowerCase() ?? null;
      const answer = target ? await lookup(domain) : undefined;
      const verified = answer?.status === 'found' && answer.targets.includes(target!);
      const reason = verified
        ? null
        : !target
          ? 'The domain has no cnameTarget to check.'
          : answer?.status === 'found'
            ? `The CNAME record of ${domain} points to ${answer.targets.join(', ')}, not ${target}.`
            : answer?.status === 'error'
              ? `The CNAME lookup of ${domain} failed (${answer.reason}).`
              : `${domain} has no CNAME record; add one that points to ${target}.`;
      const at = new Date().toISOString();
      const record = await engine.change(resource, ctx, id, () => ({
        status: verified ? 'VERIFIED' : 'FAILED',
        reason,
        verifiedAt: verified ? at : null,
        checkedAt: at,
      }));
      return { body: record };
    },
  };
}

export const trackingDomains = defineResource({
  object: 'trackingDomain',
  idPrefix: 'trd',
  path: 'tracking-domains',
  description: 'A domain for tracking links; the service verifies it through the CNAME record it names.',
  fields: trackingDomainFields,
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'domain' }, { sortBy: 'status' }],
  unique: [{ field: 'domain', scope: 'organization' }],
  hooks: {
    beforeCreate: (ctx, data) => ({ ...data, cnameTarget: apiHost(ctx.request?.event, ctx.publicUrl) }),
  },
  actions: [verifyTrackingDomainAction()],
});
