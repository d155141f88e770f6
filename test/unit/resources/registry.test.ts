// The registry: every family once, in the specification's order, with unique names and the indexes lists need.
import { defineResource, type Resource } from '../../../lib/platform/resources/define.js';
import { f } from '../../../lib/platform/resources/fields.js';
import { resourceByPath, resources } from '../../../lib/families/registry.js';
import { checkRegistry } from '../../../lib/platform/resources/families.js';
import { eventEntity } from '../../../lib/platform/store/event-log.js';
import { INDEX_SLOTS } from '../../../lib/platform/store/table-definition.js';

const paths = [
  'contacts',
  'companies',
  'domains',
  'email-addresses',
  'employments',
  'notes',
  'tasks',
  'activities',
  'deals',
  'pipelines',
  'pipeline-stages',
  'views',
  'property-views',
  'properties',
  'suppressions',
  'imports',
  'property-imports',
  'campaign-imports',
  'import-rows',
  'campaigns',
  'campaign-steps',
  'campaign-variants',
  'campaign-contacts',
  'sequences',
  'connections',
  'campaign-pipelines',
  'campaign-views',
  'teams',
  'memberships',
  'draft-emails',
  'sent-emails',
  'inbound-emails',
  'calendar-events',
  'tracking-domains',
  'fine-tunings',
  'generations',
  'prices',
  'subscriptions',
  'invoices',
  'users',
  'sessions',
  'api-keys',
  'organizations',
  'usage',
  'events',
  'webhook-endpoints',
  'webhook-deliveries',
];
const readOnlyPaths = [
  'sent-emails',
  'inbound-emails',
  'events',
  'usage',
  'invoices',
  'prices',
  'import-rows',
  'sessions',
  'generations',
  'webhook-deliveries',
];
const byPath = (path: string) => resourceByPath(path)!;
const indexed = (resource: Resource, field: string) =>
  (resource.indexes ?? []).some((index) => index.sortBy === field || index.partitionBy === field);

describe('registry', () => {
  it('lists every family once, in the specification order', () => {
    expect(resources.map((resource) => resource.path)).toEqual(paths);
  });

  it('finds a family by path and nothing for an unknown path', () => {
    expect(resourceByPath('pipeline-stages')?.object).toBe('pipelineStage');
    expect(resourceByPath('pipeline-stage')).toBeUndefined();
  });

  it.each(['path', 'object', 'idPrefix'] as const)('refuses two families with the same %s', (key) => {
    const [first, second] = resources;
    expect(() => checkRegistry([first!, { ...second!, [key]: first![key] }])).toThrow(key);
  });

  it('refuses a family with more indexes than the table has slots', () => {
    const greedy = {
      ...resources[0]!,
      indexes: Array.from({ length: INDEX_SLOTS + 1 }, () => ({ sortBy: 'updatedAt' })),
    };
    expect(() => checkRegistry([greedy])).toThrow(`has ${INDEX_SLOTS}`);
  });

  it('numbers a family only through an index that sorts by its number alone', () => {
    const numbered = (indexes: Resource['indexes']) => () =>
      defineResource({
        object: 'ticket',
        idPrefix: 'tik',
        path: 'tickets',
        description: 'A numbered record.',
        readOnly: true,
        fields: { number: f.number({ readOnly: true, integer: true, min: 1 }), queue: f.text({ readOnly: true }) },
        indexes,
        numberedBy: 'number',
      });
    expect(numbered([{ sortBy: 'queue' }, { sortBy: 'number' }])().numberSlot).toBe(2);
    for (const indexes of [[], [{ sortBy: 'number', partitionBy: 'queue' }], [{ sortBy: 'queue' }]])
      expect(numbered(indexes)).toThrow('ticket is numbered by number, which no index sorts by alone as a number');
  });

  it.each(resources.map((resource) => [resource.path, resource] as const))(
    '%s is named by the house rules',
    (path, resource) => {
      expect(path).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(resource.object).toMatch(/^[a-z][A-Za-z]*$/);
      // The billing provider's mirrors keep its own ids (Stripe's price_ and in_), which its events and CreatePrice name.
      expect(resource.idPrefix).toMatch(['prices', 'invoices'].includes(path) ? /^[a-z]{2,5}$/ : /^[a-z]{3}$/);
      expect(resource.description.length).toBeGreaterThan(10);
      expect(resource.scopes).toEqual({ read: `${path}:read`, write: `${path}:write` });
    },
  );

  it('marks exactly the service-written families read-only', () => {
    expect(
      resources
        .filter((resource) => resource.readOnly)
        .map((resource) => resource.path)
        .sort(),
    ).toEqual([...readOnlyPaths].sort());
    for (const path of readOnlyPaths) {
      const declared = Object.entries(byPath(path).fields).filter(([name]) => name !== 'sort');
      expect(declared.filter(([, spec]) => !spec.readOnly).map(([name]) => name)).toEqual([]);
    }
  });

  it('gives the spec its object names and prefixes', () => {
    expect(byPath('api-keys').object).toBe('apiKey');
    expect(byPath('import-rows').object).toBe('importRow');
    expect(byPath('teams').idPrefix).toBe('tea');
    expect(byPath('organizations').idPrefix).toBe('org');
  });

  it('keeps the event log under the store’s own name, prefix and retention, and does not log its own records', () => {
    const events = byPath('events');
    expect([events.object, events.idPrefix, events.retentionDays]).toEqual([
      eventEntity.object,
      eventEntity.idPrefix,
      eventEntity.retentionDays,
    ]);
    expect(events.entity).toMatchObject({
      object: 'event',
      idPrefix: 'evt',
      retentionDays: 90,
      logged: false,
      appendOnly: true,
    });
  });

  describe.each(resources.map((resource) => [resource.path, resource] as const))('%s indexes', (_path, resource) => {
    it('fit the table and serve updatedAt (an append-only family by its id order, with no slot)', () => {
      expect(resource.indexes?.length ?? 0).toBeLessThanOrEqual(INDEX_SLOTS);
      expect(resource.entity.indexes?.every(({ slot }) => slot >= 1 && slot <= INDEX_SLOTS)).toBe(true);
      if (resource.entity.appendOnly) expect(resource.indexes?.map(({ sortBy }) => sortBy)).not.toContain('updatedAt');
      else expect(resource.indexes?.[0]).toEqual({ sortBy: 'updatedAt' });
    });

    it('serve name and the foreign keys lists filter by', () => {
      for (const field of ['name', 'contactId', 'dealId', 'campaignId', 'pipelineId', 'userId']) {
        if (resource.fields[field]) expect([field, indexed(resource, field)]).toEqual([field, true]);
      }
    });
  });

  it('indexes the foreign keys the brief names', () => {
    expect(indexed(byPath('import-rows'), 'importId')).toBe(true);
    expect(indexed(byPath('events'), 'recordId')).toBe(true);
    expect(byPath('pipeline-stages').indexes).toContainEqual({ sortBy: 'sort', partitionBy: 'pipelineId' });
  });

  it('searches the human-readable fields of every family that has one', () => {
    const withoutText = ['memberships', 'sessions', 'events'];
    for (const resource of resources) {
      expect([resource.path, (resource.entity.searchFields ?? []).length > 0]).toEqual([
        resource.path,
        !withoutText.includes(resource.path),
      ]);
    }
    expect(byPath('users').entity.searchFields).toEqual(['name', 'email']);
    expect(byPath('property-views').entity.searchFields).toContain('view.name');
  });
});

describe('the event log', () => {
  it('is written by the store with the index slots the events family declares, so that indexed event lists are complete', async () => {
    const { eventEntity } = await import('../../../lib/platform/store/event-log.js');
    const { defineResource } = await import('../../../lib/platform/resources/define.js');
    const { events } = await import('../../../lib/platform/resources/events.js');
    const declared = defineResource({ ...events, indexes: events.indexes });
    expect(eventEntity.indexes).toEqual(declared.entity.indexes);
    expect(events.entity).toBe(eventEntity);
  });
});
