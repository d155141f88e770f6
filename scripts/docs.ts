// `npm run docs`: writes docs/RESOURCES.md from the resource definitions; `-- --check` writes nothing and fails when
// the checked-in page is stale.
import { describeResources } from '../lib/platform/resources/describe.js';
import { families } from '../lib/families/registry.js';
import { checkOrWrite, commandLine } from './cli.js';

const { values } = commandLine({
  usage: 'usage: npm run docs [-- --check]',
  help:
    'Writes docs/RESOURCES.md, every family with its fields, from the declarations. --check writes nothing and exits 1\n' +
    'when the checked-in page is not what it would write.',
  options: { check: { type: 'boolean', default: false } },
});
checkOrWrite(values.check, [
  { file: new URL('../docs/RESOURCES.md', import.meta.url), text: describeResources(families) },
]);
console.log(values.check ? 'docs/RESOURCES.md is up to date' : 'wrote docs/RESOURCES.md');
