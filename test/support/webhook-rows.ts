// Webhook rows as integrators post them, for bench:ingest and the ingest test: business emails, repeats of them, free-mail and invalid ones, always alike.
import { mix, pick } from './pick.js';

export interface WebhookRow {
  kind: 'unique' | 'duplicate' | 'free' | 'invalid';
  body: {
    contact: { email: string; name: string; note?: string; externalIdApollo?: string };
    employment: { title: string };
    company: { name: string; domain: string };
  };
  /** The email as the import stores it (lower case). */
  email: string;
}

const firstNames = ['Ada', 'Ben', 'Chloe', 'Dmitri', 'Elena', 'Femi', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kai', 'Lena'];
const lastNames = ['Abbott', 'Becker', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Haddad', 'Ito', 'Jensen', 'Lopez'];
const titles = ['Founder', 'CEO', 'CTO', 'VP Sales', 'Head of Marketing', 'Engineer', 'Product Manager', 'Designer'];
const freeMailDomains = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'proton.me', 'gmx.de'];
const notes = ['Asked for a demo after the webinar.', 'Met at the trade show.', 'Downloaded the pricing guide.'];
/** Addresses that fail the syntax check, in the ways senders get them wrong. */
const invalidShapes = [
  (local: string, domain: string) => `${local}.${domain}`,
  (local: string, domain: string) => `${local}@@${domain}`,
  (local: string, domain: string) => `${local.replace('.', ' ')}@${domain}`,
  (local: string) => `${local}@`,
];

/**
 * `count` rows: about 20% repeat the email of an earlier unique row (in other letter case, with an external id of
 * their own so that no body is identical), 10% use free mail, 5% have bad syntax, the rest are unique business
 * emails over 300 company domains; about 30% carry a note. `tag` keeps two sets' emails apart.
 */
export function webhookRows(count: number, tag: string): WebhookRow[] {
  const rows: WebhookRow[] = [];
  const uniques: WebhookRow[] = [];
  for (let i = 0; i < count; i++) {
    const roll = mix(i, 1) % 100;
    const kind: WebhookRow['kind'] =
      roll < 20 && uniques.length > 0 ? 'duplicate' : roll < 30 ? 'free' : roll < 35 ? 'invalid' : 'unique';
    const companyNumber = mix(i, 2) % 300;
    const company = { name: `Company ${companyNumber}`, domain: `company-${companyNumber}.example` };
    const name = `${pick(firstNames, i, 3)} ${pick(lastNames, i, 4)}`;
    const local = `${name.replace(' ', '.').toLowerCase()}.${tag}.${i}`;
    const original = kind === 'duplicate' ? uniques[mix(i, 5) % uniques.length]! : undefined;
    const domain = kind === 'free' ? pick(freeMailDomains, i, 6) : company.domain;
    const address = kind === 'invalid' ? pick(invalidShapes, i, 7)(local, domain) : `${local}@${domain}`;
    const email = original ? original.email.toUpperCase() : address;
    const note = mix(i, 8) % 10 < 3 ? pick(notes, i, 9) : undefined;
    const row: WebhookRow = {
      kind,
      body: {
        contact: {
          email,
          name: original?.body.contact.name ?? name,
          ...(note ? { note } : {}),
          ...(original ? { externalIdApollo: `apollo-${tag}-${i}` } : {}),
        },
        employment: { title: pick(titles, i, 10) },
        company: original?.body.company ?? company,
      },
      email: email.toLowerCase(),
    };
    rows.push(row);
    if (kind === 'unique') uniques.push(row);
  }
  return rows;
}
