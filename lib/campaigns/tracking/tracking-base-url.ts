// Where a campaign's tracking links point: its tracking domain once VERIFIED, else the API's own address.
import { trackingDomains } from './tracking-domains.js';
import type { Store } from '../../platform/store/store.js';

/**
 * `https://<domain>` for the campaign's tracking domain when it is VERIFIED (a domain still PENDING or FAILED would
 * lead nowhere), otherwise `apiBaseUrl` (lib/platform/http/public-url.ts), without a trailing slash.
 */
export async function trackingBaseUrl(
  store: Pick<Store, 'get'>,
  org: string,
  campaign: { trackingDomainId?: unknown },
  apiBaseUrl: string,
): Promise<string> {
  const id = campaign.trackingDomainId;
  const domain = typeof id === 'string' ? await store.get(trackingDomains.entity, org, id) : undefined;
  if (domain?.status === 'VERIFIED' && typeof domain.domain === 'string') return `https://${domain.domain}`;
  return apiBaseUrl.replace(/\/$/, '');
}
