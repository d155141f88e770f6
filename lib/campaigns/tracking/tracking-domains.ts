// Tracking domains: custom domains for open and click tracking links, verified through a TXT token and a CNAME record.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ConflictError } from '../../platform/http/errors.js';
import { publicBaseUrl, type PublicUrlSettings } from '../../platform/http/public-url.js';
import type { Data, HookContext } from '../../platform/resources/behaviour.js';
import { defineResource } from '../../platform/resources/define.js';
import { newTxtValue, trackingDomainFields, txtNameOf, verifiedDomain } from './tracking-domain-fields.js';
import { verifyTrackingDomainAction } from './tracking-domain-verification.js';

/** The host a tracking domain's CNAME must name: the API's own (its fixed public base's, or the request's). */
function apiHost(event: APIGatewayProxyEventV2 | undefined, settings: PublicUrlSettings | undefined): string | null {
  const base = event ? publicBaseUrl(event, settings) : settings?.base;
  return base ? new URL(base).hostname.toLowerCase() : null;
}

/** Refuses a domain another organization has verified (409 naming `domain`); sets the records to publish. */
async function prepareTrackingDomain(ctx: HookContext, data: Data): Promise<Data> {
  const domain = String(data.domain);
  const [holder] = await ctx.store.uniqueHolders([
    {
      entity: trackingDomains.entity,
      org: ctx.write.org,
      values: { domain, status: 'VERIFIED' },
      constraint: verifiedDomain,
    },
  ]);
  if (holder && holder.org !== ctx.write.org)
    throw new ConflictError(`domain: ${domain} is verified by another organization; no other may use it.`);
  return {
    ...data,
    cnameTarget: apiHost(ctx.request?.event, ctx.publicUrl),
    txtName: txtNameOf(domain),
    txtValue: newTxtValue(),
  };
}

export const trackingDomains = defineResource({
  object: 'trackingDomain',
  idPrefix: 'trd',
  path: 'tracking-domains',
  description:
    'A domain for tracking links. The service verifies it through the TXT token it names (txtName, txtValue: proof that the organization controls the domain) and the CNAME record that points to the API (cnameTarget). A domain is verified by one organization across the service: one another organization has verified is refused (409).',
  fields: trackingDomainFields,
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'domain' }, { sortBy: 'status' }],
  // The organization's own domain once; a verified domain once across the service.
  unique: [{ field: 'domain', scope: 'organization' }, verifiedDomain],
  hooks: { beforeCreate: prepareTrackingDomain },
  actions: [verifyTrackingDomainAction()],
});
