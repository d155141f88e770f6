// Seeds an organization's contacts for the API bench through the store's create, the same data on every run.
import { contacts } from '../../lib/crm/contacts.js';
import type { Store } from '../../lib/platform/store/store.js';
import { mix, pick } from '../../test/support/pick.js';
import { log } from './report.js';
import { benchContext, createRecords } from './runtime.js';

/** The last name the `query` case searches for: 1 contact in 100 carries it. */
export const SEARCH_NAME = 'Kowalski';
/** The tag the `filter.tags.has` cases look for: about 1 contact in 10 carries it. */
export const RARE_TAG = 'vip';
/** A word about half the contacts have a word beginning with (Ada, Alan, Amara, Arjun, Abbott, acme): too short to index. */
export const COMMON_WORD = 'a';

const firstNames = 'Ada Alan Amara Arjun Ben Carlos Chen Elena Emma Fatima Hana Hugo'.split(' ');
const lastNames = 'Abbott Bauer Costa Dubois Evans Fischer Garcia Hansen Ito Jensen Khan'.split(' ');
const cities = 'Berlin:DE Paris:FR London:GB Madrid:ES Toronto:CA Lagos:NG Tokyo:JP'
  .split(' ')
  .map((c) => c.split(':'));
const otherTags = 'customer prospect newsletter webinar partner trial enterprise investor churned'.split(' ');
/** Statuses in the proportions of a pipeline that thins out: 40% NEW, 30% CONTACTED, 15% REPLIED, 10%, 5%. */
const statuses =
  `${'NEW '.repeat(8)}${'CONTACTED '.repeat(6)}${'REPLIED '.repeat(3)}INTERESTED INTERESTED NOT_INTERESTED`.split(' ');
const domains = ['acme.example', 'globex.example', 'initech.example', 'gmail.com', 'outlook.com', 'hooli.example'];
const titles = ['Founder', 'CEO', 'CTO', 'VP Sales', 'Head of Marketing', 'Engineer', null];

/** The data of contact number `i` of an organization seeded with `seed`. */
function contactData(i: number, seed: number) {
  const first = pick(firstNames, i, seed + 1);
  const last = i % 100 === 0 ? SEARCH_NAME : pick(lastNames, i, seed + 2);
  const [city, countryCode] = pick(cities, i, seed + 3);
  return contacts.withDefaults({
    name: `${first} ${last}`,
    firstName: first,
    lastName: last,
    email: `${first}.${last}.${seed}.${i}@${pick(domains, i, seed + 6)}`.toLowerCase(),
    phone: mix(i, seed + 7) % 2 ? `+1555${String(mix(i, seed + 8) % 10_000_000).padStart(7, '0')}` : null,
    city,
    countryCode,
    employmentTitle: pick(titles, i, seed + 9),
    tags: [pick(otherTags, i, seed + 4), ...(mix(i, seed + 5) % 10 === 0 ? [RARE_TAG] : [])],
    status: pick(statuses, i, seed + 10),
    score: mix(i, seed + 11) % 101,
  });
}

/** Creates `count` contacts in `org`, 8 transactions in flight, then soft-deletes one in 200 (lists read and skip it). */
export async function seedContacts(store: Store, org: string, count: number, seed: number) {
  const started = performance.now();
  const datas = Array.from({ length: count }, (_, i) => contactData(i, seed));
  const ids = await createRecords(store, org, contacts, datas);
  const all = ids.map((id, i) => ({ id, email: String(datas[i]!.email) }));
  const deleted = all.filter((_, i) => i % 200 === 199);
  for (const contact of deleted) await store.softDelete(contacts.entity, benchContext(org), contact.id);
  const live = all.filter((_, i) => i % 200 !== 199);
  log(`  ${org}: ${count} contacts`);
  return { live, deleted: deleted.length, seconds: (performance.now() - started) / 1000 };
}
