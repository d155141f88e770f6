// Verifies a tracking domain: its TXT token proves the organization controls it, its CNAME that links reach the API.
import type { RecordOf } from '../../platform/resources/define.js';
import { type ResourceAction, writeContextOf } from '../../platform/resources/behaviour.js';
import { createRecordLookup, type DnsAnswer, type RecordLookup } from '../../platform/dns/record-lookup.js';
import { UniqueValueTakenError } from '../../platform/store/errors.js';
import type { trackingDomainFields } from './tracking-domain-fields.js';

type TrackingDomain = RecordOf<typeof trackingDomainFields>;

const failedLookup = (type: string, name: string, answer: DnsAnswer) =>
  answer.status === 'error' ? `The ${type} lookup of ${name} failed (${answer.reason}).` : undefined;

/** Why the domain's TXT token is not (yet) published; undefined when it is. */
async function txtProblem(lookup: RecordLookup, { txtName, txtValue }: TrackingDomain): Promise<string | undefined> {
  if (!txtName || !txtValue) return 'The domain has no TXT token to check; delete it and create it again.';
  const answer = await lookup('TXT', txtName);
  if (answer.status === 'found' && answer.values.includes(txtValue)) return undefined;
  return failedLookup('TXT', txtName, answer) ?? `${txtName} has no TXT record "${txtValue}"; publish it.`;
}

/** Why the domain's CNAME does not point to the API (yet); undefined when it does. */
async function cnameProblem(
  lookup: RecordLookup,
  { domain, cnameTarget }: TrackingDomain,
): Promise<string | undefined> {
  const target = cnameTarget?.toLowerCase();
  if (!target) return 'The domain has no cnameTarget to check.';
  const answer = await lookup('CNAME', domain);
  if (answer.status === 'found' && answer.values.includes(target)) return undefined;
  if (answer.status === 'found')
    return `The CNAME record of ${domain} points to ${answer.values.join(', ')}, not ${target}.`;
  return failedLookup('CNAME', domain, answer) ?? `${domain} has no CNAME record; add one that points to ${target}.`;
}

const VERIFIED_ELSEWHERE = 'Another organization has verified this domain; only one may use it.';

/**
 * `POST /v5/tracking-domains/{id}/verify`: looks both records up now, asking the DNS servers the function is configured
 * with, and records VERIFIED, or FAILED with the reasons. VERIFIED takes the domain's global guard: when another
 * organization holds it, the domain is FAILED instead.
 */
export function verifyTrackingDomainAction(): ResourceAction<typeof trackingDomainFields> {
  return {
    method: 'POST',
    suffix: '/{id}/verify',
    access: 'write',
    bodyless: true,
    async serve({ engine, dnsServers }, request, resource) {
      const lookup = createRecordLookup(dnsServers);
      const id = request.pathParameters.id!;
      const ctx = writeContextOf(resource, request);
      const current = await engine.read(resource, ctx.org, id);
      const problems = (await Promise.all([txtProblem(lookup, current), cnameProblem(lookup, current)])).filter(
        (problem) => problem !== undefined,
      );
      const at = new Date().toISOString();
      const outcome = (reason: string | null) =>
        engine.change(resource, ctx, id, () => ({
          status: reason === null ? 'VERIFIED' : 'FAILED',
          reason,
          verifiedAt: reason === null ? at : null,
          checkedAt: at,
        }));
      try {
        return { body: await outcome(problems.length > 0 ? problems.join(' ') : null) };
      } catch (error) {
        if (!(error instanceof UniqueValueTakenError)) throw error;
        return { body: await outcome(VERIFIED_ELSEWHERE) };
      }
    },
  };
}
