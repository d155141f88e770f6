// `npm run openapi`: writes docs/openapi.json from the route table, and docs/openapi.d.ts (its types) for typed clients.
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { serviceDocument } from '../lib/app/service-document.js';
import { documentFingerprint } from '../lib/openapi/fingerprint.js';

const document = serviceDocument();
writeFileSync(new URL('../docs/openapi.json', import.meta.url), `${JSON.stringify(document, null, 2)}\n`);
const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
writeFileSync(
  new URL('../docs/openapi.d.ts', import.meta.url),
  `// Generated from docs/openapi.json by \`npm run openapi\`; do not edit by hand.\n// document ${documentFingerprint(document)}\n${types}`,
);
console.log(`wrote docs/openapi.json (${(document.info as { version: string }).version}) and docs/openapi.d.ts`);
