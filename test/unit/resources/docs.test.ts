// The committed field documentation matches the definitions: regenerate it with `npm run docs` after a change.
import { readFileSync } from 'node:fs';
import { describeResources } from '../../../lib/platform/resources/describe.js';
import { families, resources } from '../../../lib/families/registry.js';

it('docs/RESOURCES.md is what npm run docs writes from the definitions', () => {
  const committed = readFileSync(new URL('../../../docs/RESOURCES.md', import.meta.url), 'utf8');
  expect(committed).toBe(describeResources(families));
});

it('documents every family and every visible field', () => {
  const text = describeResources(families);
  for (const resource of resources) {
    expect(text).toContain(`## ${resource.path} `);
    for (const [name, spec] of Object.entries(resource.fields)) if (!spec.hidden) expect(text).toContain(`| ${name} |`);
  }
});
