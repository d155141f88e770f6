// `npm run docs`: writes docs/RESOURCES.md from the resource definitions.
import { writeFileSync } from 'node:fs';
import { describeResources } from '../lib/platform/resources/describe.js';
import { families } from '../lib/families/registry.js';

writeFileSync(new URL('../docs/RESOURCES.md', import.meta.url), describeResources(families));
console.log('wrote docs/RESOURCES.md');
