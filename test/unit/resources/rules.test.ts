// The specification's exact rules for the records it spells out: required keys, bounds, enums, defaults, formats, uniqueness.
import * as v from 'valibot';
import { fieldErrors } from '../../../lib/platform/http/validate.js';
import { apiKeys } from '../../../lib/auth/keys/api-keys.js';
import { campaigns } from '../../../lib/campaigns/model/campaigns.js';
import { domains } from '../../../lib/crm/domains.js';
import { emailAddresses, emailAddressSubStatuses } from '../../../lib/crm/email-addresses.js';
import { employments } from '../../../lib/crm/employments.js';
import { importApps, importTypes, imports, zapierApps } from '../../../lib/imports/imports.js';
import { invoices } from '../../../lib/billing/invoices.js';
import { memberships } from '../../../lib/auth/organizations/memberships.js';
import { pipelines } from '../../../lib/crm/pipelines.js';
import { prices } from '../../../lib/billing/prices.js';
import { properties } from '../../../lib/platform/resources/properties.js';
import { propertyViews } from '../../../lib/crm/property-views.js';
import { sessions } from '../../../lib/auth/sessions/sessions.js';
import { subscriptions } from '../../../lib/billing/subscriptions.js';
import { suppressions } from '../../../lib/crm/suppressions.js';
import { users } from '../../../lib/auth/organizations/users.js';
import { views } from '../../../lib/crm/views.js';
import { recordOf } from '../../../lib/platform/resources/fields.js';
import { idOf, resourceBodies, type ReadOnlyBodies, type WritableBodies } from '../../fixtures/resource-bodies.js';

function issuePaths(schema: v.GenericSchema, body: unknown): string[] {
  const result = v.safeParse(schema, body);
  return result.success ? [] : [...new Set(fieldErrors(result.issues).map((error) => error.path))];
}
const bodies = (path: string) => resourceBodies[path] as WritableBodies;
const without = (body: Record<string, unknown>, name: string) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => key !== name));
/** The fields a record shows beyond the envelope; hidden ones are the service's storage and never returned. */
const declared = (fields: Record<string, { hidden?: boolean }>) =>
  Object.keys(fields).filter(
    (name) => !['object', 'id', 'sort', 'createdAt', 'updatedAt', 'deletedAt'].includes(name) && !fields[name]!.hidden,
  );

describe('ApiKey', () => {
  const create = bodies('api-keys').create;

  it.each(['scopes', 'app', 'name', 'expiresAt', 'ipRanges'])(
    'requires %s on create, and makes it optional on update',
    (name) => {
      expect(issuePaths(apiKeys.createSchema, without(create, name))).toEqual([name]);
      expect(issuePaths(apiKeys.updateSchema, { [name]: create[name] })).toEqual([]);
    },
  );

  it('takes null for app, name and expiresAt, but not for scopes and ipRanges', () => {
    expect(issuePaths(apiKeys.createSchema, { ...create, app: null, name: null, expiresAt: null })).toEqual([]);
    expect(issuePaths(apiKeys.createSchema, { ...create, scopes: null, ipRanges: null })).toEqual([
      'scopes',
      'ipRanges',
    ]);
  });

  it('takes scopes ending in :read or :write, the one app, and IPv4 CIDR ranges', () => {
    expect(
      issuePaths(apiKeys.createSchema, { ...create, scopes: ['*:write', 'api-keys:read'], app: 'MAILINFRA' }),
    ).toEqual([]);
    expect(issuePaths(apiKeys.createSchema, { ...create, scopes: ['contacts:delete'] })).toEqual(['scopes[0]']);
    expect(issuePaths(apiKeys.createSchema, { ...create, app: 'ZAPIER' })).toEqual(['app']);
    expect(issuePaths(apiKeys.createSchema, { ...create, ipRanges: ['10.0.0.0/8', '256.1.1.1/32'] })).toEqual([
      'ipRanges[1]',
    ]);
  });

  it('leaves hash, organizationId, createdBy and events to the service; the hash is unique across the service', () => {
    expect(['hash', 'organizationId', 'createdBy', 'events'].map((name) => apiKeys.fields[name]!.readOnly)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(issuePaths(apiKeys.createSchema, { ...create, hash: 'abc' })).toEqual(['hash']);
    expect(issuePaths(apiKeys.createSchema, { ...create, createdBy: 'usr_1234' })).toEqual(['createdBy']);
    expect(issuePaths(apiKeys.updateSchema, { createdBy: 'usr_1234' })).toEqual(['createdBy']);
    expect(apiKeys.unique).toEqual([{ field: 'hash', scope: 'global' }]);
    expect(v.is(apiKeys.fields.events!.schema, [{ createdAt: '2026-11-21T10:00:00.000Z' }])).toBe(true);
  });
});

describe('Session', () => {
  it('has exactly the specified fields, all written by the service', () => {
    expect(declared(sessions.fields)).toEqual([
      'token',
      'userAgentString',
      'userAgentBrowserName',
      'userAgentBrowserVersion',
      'userAgentDeviceModel',
      'userAgentDeviceVendor',
      'userAgentEngineName',
      'userAgentEngineVersion',
      'userAgentOsName',
      'userAgentOsVersion',
      'ipAddressHash',
      'userId',
    ]);
    expect(declared(sessions.fields).every((name) => sessions.fields[name]!.readOnly)).toBe(true);
  });

  it('bounds the token and address hash at 1..10000 and the user agent parts at 10000', () => {
    const record = { ...(resourceBodies.sessions as ReadOnlyBodies).record, rotatedTokens: [] };
    const schema = recordOf(sessions.fields);
    expect(
      issuePaths(schema, {
        ...record,
        token: '',
        ipAddressHash: 'x'.repeat(10001),
        userAgentOsName: 'x'.repeat(10001),
      }),
    ).toEqual(['token', 'userAgentOsName', 'ipAddressHash']);
  });
});

describe('User', () => {
  const create = bodies('users').create;

  it('requires all four keys on create; displayPreferences may be null but must be there', () => {
    for (const name of ['name', 'email', 'timeZone', 'displayPreferences'])
      expect(issuePaths(users.createSchema, without(create, name))).toEqual([name]);
    expect(issuePaths(users.createSchema, { ...create, displayPreferences: null })).toEqual([]);
    expect(issuePaths(users.updateSchema, {})).toEqual([]);
  });

  it('has the four fields of the specification and no password hash (no route sets a password)', () => {
    expect(Object.keys(users.fields)).not.toContain('passwordHash');
    expect(issuePaths(users.createSchema, { ...create, passwordHash: 'scrypt$1' })).toEqual(['passwordHash']);
  });

  it('bounds the name at 3..10000 and checks the email and time zone', () => {
    expect(issuePaths(users.createSchema, { ...create, name: 'Ada' })).toEqual([]);
    expect(
      issuePaths(users.createSchema, { ...create, name: 'x'.repeat(10001), email: 'a@', timeZone: 'Europe/Atlantis' }),
    ).toEqual(['name', 'email', 'timeZone']);
  });

  it('requires columns, orderBy and sort in displayPreferences, with asc or desc sorts and boolean columns', () => {
    const preferences = create.displayPreferences as Record<string, unknown>;
    expect(issuePaths(users.createSchema, { ...create, displayPreferences: without(preferences, 'sort') })).toEqual([
      'displayPreferences.sort',
    ]);
    expect(
      issuePaths(users.createSchema, { ...create, displayPreferences: { ...preferences, sort: { contacts: 'up' } } }),
    ).toEqual(['displayPreferences.sort.contacts']);
    expect(
      issuePaths(users.createSchema, {
        ...create,
        displayPreferences: { ...preferences, columns: { contacts: { email: 'yes' } } },
      }),
    ).toEqual(['displayPreferences.columns.contacts.email']);
  });

  it('keeps one user per email across the service, ignoring case', () => {
    const [constraint] = users.unique!;
    expect(constraint).toMatchObject({ field: 'email', scope: 'global' });
    expect(constraint!.normalize!('Ada@Engines.Example')).toBe('ada@engines.example');
  });
});

describe('EmailAddress', () => {
  const create = bodies('email-addresses').create;

  it('defaults status to UNKNOWN and knows the seven statuses and 24 sub-statuses', () => {
    const parsed = v.parse(emailAddresses.createSchema, { email: 'ada@engines.example' });
    expect(emailAddresses.withDefaults(parsed)).toMatchObject({
      status: 'UNKNOWN',
      subStatus: null,
      contactId: null,
      domainAgeDays: null,
    });
    expect(emailAddressSubStatuses).toHaveLength(24);
    expect(issuePaths(emailAddresses.createSchema, { ...create, status: 'RISKY' })).toEqual(['status']);
    expect(issuePaths(emailAddresses.createSchema, { ...create, subStatus: 'GREYLISTED' })).toEqual([]);
  });

  it('takes domainAgeDays as an integer above 0, or null', () => {
    expect(issuePaths(emailAddresses.createSchema, { ...create, domainAgeDays: 1 })).toEqual([]);
    expect(issuePaths(emailAddresses.createSchema, { ...create, domainAgeDays: null })).toEqual([]);
    expect(issuePaths(emailAddresses.createSchema, { ...create, domainAgeDays: 1.5 })).toEqual(['domainAgeDays']);
  });

  it('stores the address lower-case; organizationId is the service’s', () => {
    expect(v.parse(emailAddresses.createSchema, { email: 'Ada@Engines.Example' }).email).toBe('ada@engines.example');
    expect(issuePaths(emailAddresses.createSchema, { ...create, organizationId: idOf('org') })).toEqual([
      'organizationId',
    ]);
  });
});

describe('Domain', () => {
  it.each(['engines.example', 'a_b.engines.example', 'xn--bcher-kva.example', 'my-shop.co.uk'])(
    'accepts %s',
    (name) => {
      expect(issuePaths(domains.createSchema, { name, companyId: idOf('com') })).toEqual([]);
    },
  );

  it.each(['Engines.example', '-engines.example', 'localhost', 'engines .example', 'engines.example.'])(
    'refuses %s',
    (name) => {
      expect(issuePaths(domains.createSchema, { name, companyId: idOf('com') })).toEqual(['name']);
    },
  );

  it('requires the company and keeps each name once per organization', () => {
    expect(issuePaths(domains.createSchema, { name: 'engines.example' })).toEqual(['companyId']);
    expect(domains.unique).toEqual([{ field: 'name', scope: 'organization' }]);
  });
});

describe('View and PropertyView', () => {
  const create = bodies('views').create;

  it('bounds the name at 1..10000 and targets COMPANY or CONTACT', () => {
    expect(issuePaths(views.createSchema, { ...create, name: '', target: 'DEAL' })).toEqual(['name', 'target']);
    expect(issuePaths(views.createSchema, { ...create, description: 'x'.repeat(10001) })).toEqual(['description']);
  });

  it('takes a filter value as one {value, label} or an array of them, with all three filter keys required', () => {
    const filter = { property: 'status', condition: 'equals', value: { value: 'NEW', label: 'New' } };
    expect(issuePaths(views.createSchema, { ...create, filters: [filter, { ...filter, value: [] }] })).toEqual([]);
    expect(issuePaths(views.createSchema, { ...create, filters: [{ ...filter, value: { value: 'NEW' } }] })).toEqual([
      'filters[0].value',
    ]);
    expect(issuePaths(views.createSchema, { ...create, filters: [without(filter, 'condition')] })).toEqual([
      'filters[0].condition',
    ]);
  });

  it('keeps a copy of the view in a property view, written by the service', () => {
    expect(propertyViews.fields.view!.readOnly).toBe(true);
    expect(issuePaths(propertyViews.createSchema, { ...bodies('property-views').create, view: {} })).toEqual(['view']);
  });
});

describe('Import', () => {
  it('requires only name and type, and fills the rest with the specified defaults', () => {
    expect(issuePaths(imports.createSchema, {})).toEqual(['name', 'type']);
    const before = Date.now();
    const record = imports.withDefaults(v.parse(imports.createSchema, { name: 'Form', type: 'WEBHOOK' }));
    expect(record).toMatchObject({
      order: 'CHRONOLOGICAL',
      status: 'PENDING',
      data: {},
      logs: [],
      event: false,
      enrich: false,
      archiveImported: false,
      processImported: false,
      connectExisting: false,
      qualificationCompanyWebsiteDown: false,
      qualificationContactEmailFreeDomain: false,
      qualificationContactEmailInvalid: false,
      zapier: null,
      app: null,
      total: null,
      note: null,
      authorId: null,
      prospectingStatus: null,
      recurringCount: null,
      recurringUnit: null,
    });
    expect(Date.parse(record.version as string)).toBeGreaterThanOrEqual(before - 1);
  });

  it('knows the seven types, 18 connector apps and 6 apps', () => {
    expect(importTypes).toContain('ENRICHMENT_PROVIDER');
    expect([importTypes.length, new Set(zapierApps).size, new Set(importApps).size]).toEqual([7, 18, 6]);
  });

  it('checks data, logs and the state fields', () => {
    const create = { name: 'Form', type: 'API' };
    expect(
      issuePaths(imports.createSchema, { ...create, data: { webhook: { hash: 'h' }, internalLabel: 'x' } }),
    ).toEqual([]);
    expect(issuePaths(imports.createSchema, { ...create, data: { webhook: {} } })).toEqual(['data.webhook.hash']);
    expect(issuePaths(imports.createSchema, { ...create, data: { secret: 'x' } })).toEqual(['data.secret']);
    expect(issuePaths(imports.createSchema, { ...create, logs: ['ok', ''] })).toEqual(['logs[1]']);
    expect(
      issuePaths(imports.createSchema, { ...create, status: 'DONE', prospectingStatus: 'PROSPECTED', order: 'RANDOM' }),
    ).toEqual(['status']);
  });

  it('does not let the type change after creation', () => {
    expect(issuePaths(imports.updateSchema, { type: 'API' })).toEqual(['type']);
  });
});

describe('Pipeline', () => {
  const create = bodies('pipelines').create;

  it('requires a non-null description of 1..10000 characters, like the name', () => {
    expect(issuePaths(pipelines.createSchema, without(create, 'description'))).toEqual(['description']);
    expect(issuePaths(pipelines.createSchema, { ...create, name: '', description: '' })).toEqual([
      'name',
      'description',
    ]);
    expect(issuePaths(pipelines.updateSchema, { description: null })).toEqual(['description']);
  });

  it('takes a nullable value description of at most 10000 characters', () => {
    expect(issuePaths(pipelines.createSchema, { ...create, valueDescription: null })).toEqual([]);
    expect(issuePaths(pipelines.createSchema, { ...create, valueDescription: 'x'.repeat(10001) })).toEqual([
      'valueDescription',
    ]);
  });
});

describe('Sending schedule', () => {
  const base = { name: 'Spring' };
  const schedule = (enabledWeekdays: unknown, rest: Record<string, unknown> = {}) => ({
    ...base,
    schedule: { enabledWeekdays, ...rest },
  });

  it('needs only enabledWeekdays with at least one weekday, and the schedule may be null', () => {
    expect(issuePaths(campaigns.createSchema, schedule({ friday: { start: '09:00', end: '12:00' } }))).toEqual([]);
    expect(issuePaths(campaigns.createSchema, schedule({}))).toEqual(['schedule.enabledWeekdays']);
    expect(issuePaths(campaigns.createSchema, { ...base, schedule: null })).toEqual([]);
    expect(issuePaths(campaigns.createSchema, { ...base, schedule: { timeZone: 'UTC' } })).toEqual([
      'schedule.enabledWeekdays',
    ]);
  });

  it('takes HH:mm windows that end after they start, on the seven weekdays only', () => {
    expect(issuePaths(campaigns.createSchema, schedule({ sunday: { start: '00:00', end: '23:59' } }))).toEqual([]);
    expect(issuePaths(campaigns.createSchema, schedule({ monday: { start: '9:00', end: '17:00' } }))).toEqual([
      'schedule.enabledWeekdays.monday.start',
    ]);
    expect(issuePaths(campaigns.createSchema, schedule({ monday: { start: '09:00', end: '24:00' } }))).toEqual([
      'schedule.enabledWeekdays.monday.end',
    ]);
    expect(issuePaths(campaigns.createSchema, schedule({ monday: { start: '09:00', end: '09:00' } }))).toEqual([
      'schedule.enabledWeekdays.monday.end',
    ]);
    expect(issuePaths(campaigns.createSchema, schedule({ monday: { start: '09:00' } }))).toEqual([
      'schedule.enabledWeekdays.monday.end',
    ]);
    expect(issuePaths(campaigns.createSchema, schedule({ funday: { start: '09:00', end: '10:00' } }))).toEqual([
      'schedule.enabledWeekdays.funday',
    ]);
  });

  it('checks sendFirstMessageImmediately and the IANA time zone', () => {
    expect(
      issuePaths(
        campaigns.createSchema,
        schedule(
          { monday: { start: '09:00', end: '17:00' } },
          { sendFirstMessageImmediately: 'yes', timeZone: 'CET+1' },
        ),
      ),
    ).toEqual(['schedule.sendFirstMessageImmediately', 'schedule.timeZone']);
  });

  it('starts a campaign as a draft', () => {
    expect(campaigns.withDefaults(v.parse(campaigns.createSchema, base))).toMatchObject({
      status: 'DRAFT',
      schedule: null,
    });
  });
});

describe('Subscription', () => {
  const create = bodies('subscriptions').create;
  const enabled = [
    'subscriptionPeriodCreditsExhaustedAtOverwriteEnabled',
    'subscriptionPeriodCreditsIncludedOverwriteEnabled',
    'subscriptionStatusOverwriteEnabled',
  ];

  it.each(['subscriptionId', ...enabled])('requires %s on create', (name) => {
    expect(issuePaths(subscriptions.createSchema, without(create, name))).toEqual([name]);
  });

  it('leaves the value and disable-at fields optional and nullable, and everything optional on update', () => {
    const minimal = { subscriptionId: 'sub_1', ...Object.fromEntries(enabled.map((name) => [name, false])) };
    expect(issuePaths(subscriptions.createSchema, minimal)).toEqual([]);
    expect(subscriptions.withDefaults(minimal)).toMatchObject({
      subscriptionStatusOverwriteValue: null,
      subscriptionPeriodCreditsIncludedOverwriteDisableAt: null,
    });
    expect(issuePaths(subscriptions.updateSchema, {})).toEqual([]);
  });

  it('types each value as the specification does', () => {
    expect(
      issuePaths(subscriptions.updateSchema, {
        subscriptionStatusOverwriteValue: 'PAST_DUE',
        subscriptionPeriodCreditsIncludedOverwriteValue: 0,
      }),
    ).toEqual([]);
    expect(issuePaths(subscriptions.updateSchema, { subscriptionStatusOverwriteValue: 'CANCELED' })).toEqual([
      'subscriptionStatusOverwriteValue',
    ]);
    expect(issuePaths(subscriptions.updateSchema, { subscriptionPeriodCreditsExhaustedAtOverwriteValue: 5 })).toEqual([
      'subscriptionPeriodCreditsExhaustedAtOverwriteValue',
    ]);
  });
});

describe('Property, Suppression, Membership', () => {
  it('names a property with letters, digits and _, starting with a letter, at most 100 characters', () => {
    const create = bodies('properties').create;
    expect(issuePaths(properties.createSchema, { ...create, name: 'Tier_2' })).toEqual([]);
    for (const name of ['_tier', 'tier-2', 'tier 2', '', 'a'.repeat(101)])
      expect(issuePaths(properties.createSchema, { ...create, name })).toEqual(['name']);
    expect(issuePaths(properties.createSchema, { ...create, type: 'JSON', target: 'DEAL' })).toEqual([
      'type',
      'target',
    ]);
  });

  it('keeps a property name once per target and never changes its type or target', () => {
    expect(properties.unique).toEqual([{ field: 'name', with: ['target'], scope: 'organization' }]);
    expect(issuePaths(properties.updateSchema, { type: 'NUMBER' })).toEqual(['type']);
    expect(issuePaths(properties.updateSchema, { target: 'COMPANY' })).toEqual(['target']);
    expect(issuePaths(properties.updateSchema, { label: null })).toEqual([]);
  });

  it('stores a suppressed value lower-case, once per organization', () => {
    expect(v.parse(suppressions.createSchema, { type: 'DOMAIN', value: 'Engines.Example' }).value).toBe(
      'engines.example',
    );
    expect(issuePaths(suppressions.createSchema, { type: 'URL', value: 'x.example' })).toEqual(['type']);
    expect(suppressions.unique).toEqual([{ field: 'value', scope: 'organization' }]);
  });

  it('gives a membership the MEMBER role unless told, once per user in an organization', () => {
    expect(memberships.withDefaults(v.parse(memberships.createSchema, { userId: idOf('usr') }))).toMatchObject({
      role: 'MEMBER',
      teamIds: [],
    });
    expect(issuePaths(memberships.createSchema, { userId: idOf('usr'), role: 'GUEST' })).toEqual(['role']);
    expect(memberships.unique).toEqual([{ field: 'userId', scope: 'organization' }]);
  });
});

describe('Employment', () => {
  it('takes start and end as a month, a day or a date-time', () => {
    const contactId = idOf('con');
    for (const start of ['2021-03', '2021-03-15', '2021-03-15T08:00:00.000Z'])
      expect(issuePaths(employments.createSchema, { contactId, start })).toEqual([]);
    for (const start of ['2021', '2021-02-30', '03/2021'])
      expect(issuePaths(employments.createSchema, { contactId, start })).toEqual(['start']);
  });

  it('requires current, start and organization in a history item', () => {
    expect(issuePaths(employments.createSchema, { contactId: idOf('con'), history: [{ title: 'CTO' }] })).toEqual([
      'history[0].current',
      'history[0].start',
      'history[0].organization',
    ]);
  });
});

describe('Billing records', () => {
  const invoice = (resourceBodies.invoices as ReadOnlyBodies).record;
  const price = (resourceBodies.prices as ReadOnlyBodies).record;

  it('has an invoice status of draft, open, paid, uncollectible or void', () => {
    for (const status of ['draft', 'open', 'paid', 'uncollectible', 'void'])
      expect(issuePaths(recordOf(invoices.fields), { ...invoice, status })).toEqual([]);
    expect(issuePaths(recordOf(invoices.fields), { ...invoice, status: 'pending' })).toEqual(['status']);
  });

  it('keeps the price fields snake_case and their nested shapes', () => {
    expect(declared(prices.fields)).toContain('unit_amount_decimal');
    expect(
      issuePaths(recordOf(prices.fields), {
        ...price,
        recurring: { ...(price.recurring as object), interval: 'quarter' },
      }),
    ).toEqual(['recurring.interval']);
    expect(
      issuePaths(recordOf(prices.fields), {
        ...price,
        tax_behavior: null,
        tiers_mode: 'volume',
        transform_quantity: null,
      }),
    ).toEqual([]);
  });
});
