// `npm run openapi`: writes docs/openapi.json from the route table, and docs/openapi.d.ts (its types) for typed
// clients; `-- --check` writes nothing and fails when the checked-in pair is not what it would write.
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { serviceDocument } from '../lib/app/service-document.js';
import { documentFingerprint } from '../lib/openapi/fingerprint.js';
import { checkOrWrite, commandLine } from './cli.js';

const { values } = commandLine({
  usage: 'usage: npm run openapi [-- --check]',
  help:
    'Writes docs/openapi.json (the interface description, built from the route table and the declarations) and\n' +
    'docs/openapi.d.ts (its TypeScript types, for openapi-fetch). --check writes nothing and exits 1 when either is\n' +
    "stale. The JSON's info.version names the commit it was generated at; it is left out of the comparison.",
  options: { check: { type: 'boolean', default: false } },
});

const document = serviceDocument();
const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
const jsonFile = new URL('../docs/openapi.json', import.meta.url);
const checkedIn = (() => {
  try {
    return documentFingerprint(JSON.parse(readFileSync(jsonFile, 'utf8')));
  } catch {
    return 'none';
  }
})();
checkOrWrite(values.check, [
  {
    file: jsonFile,
    text: `${JSON.stringify(document, null, 2)}\n`,
    same: () => checkedIn === documentFingerprint(document),
  },
  {
    file: new URL('../docs/openapi.d.ts', import.meta.url),
    text: `// Generated from docs/openapi.json by \`npm run openapi\`; do not edit by hand.\n// document ${documentFingerprint(document)}\n${types}`,
  },
]);
console.log(
  values.check
    ? 'docs/openapi.json and docs/openapi.d.ts are up to date'
    : `wrote docs/openapi.json (${(document.info as { version: string }).version}) and docs/openapi.d.ts`,
);
