// The import's qualification rules (invalid email, free-mail domain, website down) and the values a suppression list is checked against.
import { hasValidSyntax, isFreeEmailDomain } from '../../crm/index.js';
import { emailDomain } from '../../platform/schemas/formats.js';
import type { MxLookup, MxVerdict } from '../../platform/dns/mx-lookup.js';
import type { WebhookPayload } from '../webhook/webhook-payload.js';
import type { WebsiteCheck } from './website-check.js';

/** The rule flags of an import, as its record holds them. */
export type QualificationRules = Partial<
  Record<
    'qualificationContactEmailInvalid' | 'qualificationContactEmailFreeDomain' | 'qualificationCompanyWebsiteDown',
    unknown
  >
> &
  Record<string, unknown>;

/** What the checks learned of the contact's email; the worker also stores it on the email address record. */
export interface EmailFacts {
  email: string;
  domain: string;
  syntaxValid: boolean;
  isFree: boolean;
  /** Looked up only when a rule or processImported needs it. */
  mx?: MxVerdict;
}

export interface Qualification {
  /** One line per failed rule, naming the rule; empty when the row qualifies. */
  reasons: string[];
  email?: EmailFacts;
}

/** Applies the import's rules to a row; `lookupMx` also asks for the MX record when no rule needs it (processImported). */
export async function qualify(
  payload: WebhookPayload,
  rules: QualificationRules,
  checks: { mx: MxLookup; website: WebsiteCheck },
  options: { lookupMx?: boolean } = {},
): Promise<Qualification> {
  const reasons: string[] = [];
  const address = payload.contact.email;
  let email: EmailFacts | undefined;
  if (address) {
    const domain = emailDomain(address);
    email = { email: address, domain, syntaxValid: hasValidSyntax(address), isFree: isFreeEmailDomain(domain) };
    if (email.syntaxValid && (rules.qualificationContactEmailInvalid === true || options.lookupMx))
      email.mx = await checks.mx.lookup(domain);
    if (rules.qualificationContactEmailInvalid === true) {
      if (!email.syntaxValid) reasons.push(`qualificationContactEmailInvalid: ${address} is not a valid email address`);
      // No answer from DNS is unknown, not invalid: the row qualifies.
      else if (email.mx?.status === 'none')
        reasons.push(`qualificationContactEmailInvalid: ${domain} has no MX record`);
    }
    if (rules.qualificationContactEmailFreeDomain === true && email.isFree)
      reasons.push(`qualificationContactEmailFreeDomain: ${domain} is a free email provider`);
  }
  const website = payload.company?.website;
  if (rules.qualificationCompanyWebsiteDown === true && website) {
    const verdict = await checks.website.check(website);
    // The verdict's reason is one of a fixed few, and refused reads like down: the text reveals nothing of the network.
    if (verdict.status !== 'up') reasons.push(`qualificationCompanyWebsiteDown: ${website}: ${verdict.reason}`);
  }
  return { reasons, email };
}

/** The values a suppression list entry can match for a row: the email, its domain, and the contact's and company's domains. */
export function suppressionCandidates(payload: WebhookPayload): string[] {
  const email = payload.contact.email;
  const values = [email, email && emailDomain(email), payload.contact.domain, payload.company?.domain];
  return [...new Set(values.filter((value): value is string => !!value))];
}
