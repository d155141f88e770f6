// `npm run bootstrap -- --email you@example.com`: signs up (or logs in) on the running local API and prints a *:write API key.
import { apiBaseUrl, commandLine } from './cli.js';
import { reachApi, signUp, typedClient } from './sign-up.js';

const { values } = commandLine({
  usage:
    'usage: npm run bootstrap -- --email you@example.com [--url localhost:3000] [--export] [--name ..] [--company ..]',
  help:
    'Signs up on the running local API (npm start) with the email, reads the login code from the local mailbox, and\n' +
    'prints the organization and an API key of every scope (*:write). An email already registered logs in instead.\n' +
    '--url: where the API runs (a scheme may be left out); API_URL or PORT say it too; http://localhost:3000 otherwise.\n' +
    '--export: print only `export API=... OUTREACH_KEY=... OUTREACH_ORG=...`, for eval "$(npm run -s bootstrap -- ...)".',
  options: {
    email: { type: 'string' },
    name: { type: 'string', default: 'Local Developer' },
    company: { type: 'string', default: 'Local Company' },
    website: { type: 'string', default: 'https://example.com' },
    url: { type: 'string' },
    export: { type: 'boolean', default: false },
  },
});
if (!values.email) {
  console.error('--email is required.\nusage: npm run bootstrap -- --email you@example.com  (--help says more)');
  process.exit(2);
}
const base = apiBaseUrl(values.url);
await reachApi(base);
const { org, secret } = await signUp(typedClient(base), {
  email: values.email,
  name: values.name,
  company: values.company,
  website: values.website,
});

const exports = `export API=${base} OUTREACH_KEY=${secret} OUTREACH_ORG=${org}`;
if (values.export) {
  console.log(exports);
  process.exit(0);
}
console.log(`Organization: ${org}`);
console.log(`API key (*:write), shown once: ${secret}`);
console.log('\nTry it:');
console.log(`  ${exports}`);
console.log(
  `  curl -s ${base}/v5/contacts -H "Authorization: Bearer $OUTREACH_KEY" -H "Service-Organization-ID: $OUTREACH_ORG"`,
);
