// `npm run docs`: writes docs/RESOURCES.md from the resource definitions.
import { writeFileSync } from 'node:fs';
import { describeResources } from '../lib/resources/describe.js';
import { resources } from '../lib/resources/registry.js';

writeFileSync(new URL('../docs/RESOURCES.md', import.meta.url), describeResources(resources));
console.log('wrote docs/RESOURCES.md');
