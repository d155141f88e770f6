// The webhook import body: its valibot schema, which also normalises it (lower-case email and domains, website → domain, IANA zones, seniority).
import * as v from 'valibot';
import { MAX_STRING, storableNumber } from '../../platform/schemas/common.js';
import { DOMAIN_PATTERN, httpUrl } from '../../platform/schemas/formats.js';
import { seniorities } from '../../crm/index.js';
import { perSocialNetwork } from '../../platform/resources/fields.js';

const canonicalZones = new Map(
  [...Intl.supportedValuesOf('timeZone'), 'UTC'].map((zone) => [zone.toLowerCase(), zone]),
);

/** Senders often send "" for a missing value: it means the same as null. */
const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/** A nullable string field; empty strings become null. */
const text = () => v.pipe(v.nullish(v.pipe(v.string(), v.maxLength(MAX_STRING))), v.transform(blankToNull));

/** A nullable field of another format, checked after blanks became null. */
const nullableOf = <S extends v.GenericSchema<string, unknown>>(schema: S) =>
  v.pipe(text(), v.union([v.null(), schema]));

/** The registrable host of a URL, lower case and without `www.`, or null for IP addresses and bare host names. */
function domainOfUrl(url: string): string | null {
  try {
    return normalizeDomain(new URL(url).hostname);
  } catch {
    return null;
  }
}

/** A domain as stored: lower case, no scheme or path, no `www.`, no trailing dot; null when it is not a domain name. */
function normalizeDomain(input: string): string | null {
  let host = input.trim().toLowerCase();
  if (host.includes('://')) {
    try {
      host = new URL(host).hostname;
    } catch {
      return null;
    }
  }
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  return DOMAIN_PATTERN.test(host) && host.length <= 253 ? host : null;
}

const domain = nullableOf(
  v.pipe(
    v.string(),
    v.transform(normalizeDomain),
    v.check((value) => value !== null, 'must be a domain name such as example.com'),
  ),
);

const timeZone = nullableOf(
  v.pipe(
    v.string(),
    v.transform((zone) => canonicalZones.get(zone.toLowerCase()) ?? ''),
    v.check((zone) => zone !== '', 'must be an IANA time zone such as Europe/Berlin'),
  ),
);

const seniority = nullableOf(
  v.pipe(v.string(), v.toUpperCase(), v.picklist(seniorities, `must be one of ${seniorities.join(', ')}`)),
);

/** Lower-cased and trimmed; its syntax is a qualification rule of the import, checked by the worker, not a 400. */
const email = nullableOf(v.pipe(v.string(), v.toLowerCase()));
const url = nullableOf(httpUrl);
const amount = v.nullish(storableNumber({ min: 0 }));
const list = v.nullish(
  v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_STRING))),
    v.maxLength(100, 'must have at most 100 items'),
  ),
);
const socials = perSocialNetwork(text);

/** Closed objects, so that a misspelt field is a 400 naming it rather than data silently dropped. */
const closed = <const T extends v.ObjectEntries>(entries: T, what: string) =>
  v.strictObject(entries, (issue) => {
    if (issue.expected === 'never')
      return `is not a field of the ${what} (it takes ${Object.keys(entries).join(', ')})`;
    return issue.input === undefined ? 'is required' : `the ${what} must be a JSON object`;
  });

/** What a person and a company both have: names, a profile, web presence, a place and a time zone. */
const profile = {
  name: text(),
  nickname: text(),
  bio: text(),
  avatar: url,
  website: url,
  domain,
  location: text(),
  timeZone,
  ...socials,
  externalIdApollo: text(),
};

/**
 * Values of the organization's custom properties by name, checked against their definitions when the row's records are
 * written (a name not defined or a value of another type fails the row, naming it).
 */
const customProperties = v.nullish(
  v.pipe(
    v.record(
      v.pipe(v.string(), v.maxLength(100)),
      v.union([
        v.pipe(v.string(), v.maxLength(MAX_STRING)),
        v.number(),
        v.boolean(),
        v.pipe(v.array(v.pipe(v.string(), v.maxLength(MAX_STRING))), v.maxLength(1000)),
      ]),
    ),
    v.check((values) => Object.keys(values).length <= 100, 'must have at most 100 properties'),
  ),
);

const contactSchema = closed({ email, ...profile, note: text(), customProperties }, 'contact');

const historyEntry = closed(
  {
    start: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(MAX_STRING)),
    end: text(),
    organization: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(MAX_STRING)),
    title: text(),
  },
  'history entry',
);

const employmentSchema = closed(
  {
    title: text(),
    seniority,
    history: v.nullish(v.pipe(v.array(historyEntry), v.maxLength(100, 'must have at most 100 entries'))),
  },
  'employment',
);

const companySchema = closed(
  {
    ...profile,
    subtitle: text(),
    revenue: amount,
    employeeCount: v.nullish(storableNumber({ integer: true, min: 0 })),
    funding: amount,
    industries: list,
    languages: list,
    stack: list,
    tags: list,
    customProperties,
  },
  'company',
);

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** Drops null and empty values, so that the stored row holds what the sender said and nothing else. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const name in value) {
    const field = value[name];
    const empty = Array.isArray(field) ? field.length === 0 : isEmptyObject(field);
    if (field !== null && field !== undefined && !empty) kept[name] = field;
  }
  return kept;
}

/** The webhook body, normalised; the intake stores this form in the row and the worker parses it again. */
export const webhookPayload = v.pipe(
  v.strictObject(
    { contact: contactSchema, employment: v.nullish(employmentSchema), company: v.nullish(companySchema) },
    (issue) => {
      if (issue.expected === 'never')
        return 'is not a field of the webhook body (it takes contact, employment, company)';
      return issue.path?.length ? 'is required' : 'The body must be a JSON object';
    },
  ),
  v.forward(
    v.check((body) => !!(body.contact.email || body.contact.name), 'needs an email or a name'),
    ['contact'],
  ),
  v.transform((body) => {
    const contact = compact({
      ...body.contact,
      domain: body.contact.domain ?? (body.contact.website ? domainOfUrl(body.contact.website) : null),
    });
    const company =
      body.company &&
      compact({
        ...body.company,
        domain: body.company.domain ?? (body.company.website ? domainOfUrl(body.company.website) : null),
      });
    const employment = body.employment && compact(body.employment);
    return {
      contact,
      ...(employment && Object.keys(employment).length ? { employment } : {}),
      ...(company && Object.keys(company).length ? { company } : {}),
    };
  }),
);

export type WebhookPayload = v.InferOutput<typeof webhookPayload>;

/** The fields a row's contact, company and employment take, by name: what a file's columns may map to. */
export const payloadFieldNames = {
  contact: Object.keys(contactSchema.entries),
  company: Object.keys(companySchema.entries),
  employment: Object.keys(employmentSchema.entries).filter((name) => name !== 'history'),
} as const;

/** The same JSON for the same data whatever the order of its keys: what the 24-hour duplicate check compares. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
