// The published document (docs/openapi.json) says what the service enforces where an outside fuzzer found it looser.
import { readFileSync } from 'node:fs';
import { buildDocument } from '../../../lib/openapi/document.js';
import { servedRoutes } from '../../../lib/app/route-table.js';

type Node = Record<string, any>;

const published = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')) as Node;
const built = buildDocument({ routes: servedRoutes(), version: published.info.version }) as Node;

describe.each([
  ['docs/openapi.json', published],
  ['the document the service builds', built],
])('%s', (_, document) => {
  const schemas = document.components.schemas as Node;
  const nonNull = (schema: Node) => schema.anyOf?.find((branch: Node) => branch.type !== 'null') ?? schema;

  it.each(['EmploymentCreate', 'EmploymentUpdate'])('%s: start and end are partial dates', (name) => {
    for (const field of ['start', 'end']) {
      const pattern = new RegExp(nonNull(schemas[name].properties[field]).pattern);
      for (const taken of ['2021-03', '2021-03-15', '2021-03-15T10:00:00.000Z']) expect(taken).toMatch(pattern);
      for (const refused of ['March 2021', '2021', '2021-13', '15/03/2021', '2021-03-15T10:00:00Z'])
        expect(refused).not.toMatch(pattern);
    }
  });

  it.each(['ImportCreate', 'ImportUpdate'])('%s: data.webhook is read-only', (name) => {
    expect(schemas[name].properties.data.properties.webhook).toMatchObject({ readOnly: true });
    expect(schemas[name].properties.data.properties.internalLabel.readOnly).toBeUndefined();
  });

  it('a campaign contact is created and updated with the statuses a client may write, pausedUntil a date-time', () => {
    expect(schemas.CampaignContactCreate.properties.status.enum).toEqual(['ACTIVE', 'PAUSED']);
    const update = document.paths['/v5/campaign-contacts/{id}'].patch.requestBody.content['application/json'].schema;
    expect(update.properties.status.enum).toEqual(['ACTIVE', 'PAUSED']);
    expect(nonNull(update.properties.pausedUntil).pattern).toBe(schemas.CampaignContact.properties.createdAt.pattern);
    // What the service sets stays in the record's schema.
    expect(schemas.CampaignContact.properties.status.enum).toContain('REPLIED');
  });

  it('generations are filtered and ordered by the names they are shown with: id a number, unique_id the path id', () => {
    const filters = schemas.GenerationFilter.properties as Node;
    expect(filters['filter.id.gt']).toEqual({ type: 'number' });
    expect(filters['filter.unique_id.equals']).toEqual({ type: 'string' });
    expect(filters['filter.unique_id.gt']).toBeUndefined();
    expect(Object.keys(filters).filter((name) => name.startsWith('filter.sequence.'))).toEqual([]);
    const orderBy = document.paths['/v5/generations'].get.parameters.find((p: Node) => p.name === 'orderBy');
    expect(orderBy.schema.enum).toEqual(expect.arrayContaining(['id', 'unique_id']));
    expect(orderBy.schema.enum).not.toContain('sequence');
    expect(Object.keys(schemas.GenerationFields.properties)).toEqual(expect.arrayContaining(['id', 'unique_id']));
  });
});
