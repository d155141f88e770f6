// `npm run bootstrap -- --email you@example.com`: signs up (or logs in) on the running local API and prints a *:write API key.
import { parseArgs } from 'node:util';
import createClient from 'openapi-fetch';
import type { paths } from '../docs/openapi.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string', default: 'Local Developer' },
    company: { type: 'string', default: 'Local Company' },
    website: { type: 'string', default: 'https://example.com' },
    url: { type: 'string', default: process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
if (!values.email) {
  console.error(
    'usage: npm run bootstrap -- --email you@example.com [--url http://localhost:3000] [--name ..] [--company ..]',
  );
  process.exit(2);
}
const base = values.url!.replace(/\/$/, '');
const email = values.email.toLowerCase();

/** The typed client of the interface description (docs/openapi.json, its types in docs/openapi.d.ts). */
const client = createClient<paths>({ baseUrl: base });

/** A call's answer as this script reports it: the status and the JSON body (the data, or the error envelope). */
interface Answer {
  status: number;
  json: any;
}
const answerOf = ({ response, data, error }: { response: Response; data?: unknown; error?: unknown }): Answer => ({
  status: response.status,
  json: data ?? error,
});

function fail(step: string, answer: Answer): never {
  console.error(`${step} failed with ${answer.status}: ${JSON.stringify(answer.json)}`);
  process.exit(1);
}

/** The code the local mailbox holds for the address, newest first; mail is written before the API answers. */
async function mailedCode(): Promise<string> {
  const mailbox = answerOf(await client.GET('/local/mailbox', { params: { query: { to: email } } }));
  const code = /login code is (\d{6})/.exec(mailbox.json?.[0]?.text ?? '')?.[1];
  if (!code) fail('reading the login code from /local/mailbox', mailbox);
  return code;
}

try {
  await fetch(`${base}/v5/health`);
} catch {
  console.error(`No API answers at ${base}. Start it first with: npm start`);
  process.exit(1);
}

// Sign up; for an email that is already registered the same answer's codeToken logs its owner in with the mailed code.
const registered = answerOf(
  await client.POST('/v5/register', {
    body: { name: values.name!, company: values.company!, website: values.website!, email },
  }),
);
if (registered.status !== 201) fail('register', registered);

const tokens = answerOf(
  await client.POST('/v5/auth/login/code', {
    body: { codeToken: registered.json.codeToken, code: await mailedCode() },
  }),
);
if (tokens.status !== 200) fail('login with the code', tokens);
const bearer = { Authorization: `Bearer ${tokens.json.accessToken}` };

const orgs = answerOf(await client.GET('/v5/organizations', { headers: bearer }));
if (orgs.status !== 200 || !orgs.json.length) fail('listing organizations', orgs);
// A registration answers alike whether or not the email was taken, so the organization is read from the user's list.
const org = orgs.json[0].id;

const key = answerOf(
  await client.POST('/v5/api-keys', {
    body: { scopes: ['*:write'], app: null, name: 'bootstrap', expiresAt: null, ipRanges: [] },
    headers: { ...bearer, 'Service-Organization-ID': org },
  }),
);
if (key.status !== 201) fail('creating the API key', key);

console.log(`Organization: ${org}`);
console.log(`API key (*:write), shown once: ${key.json.secret}`);
console.log('\nTry it:');
console.log(`  export OUTREACH_KEY=${key.json.secret} OUTREACH_ORG=${org}`);
console.log(
  `  curl -s ${base}/v5/contacts -H "Authorization: Bearer $OUTREACH_KEY" -H "Service-Organization-ID: $OUTREACH_ORG"`,
);
