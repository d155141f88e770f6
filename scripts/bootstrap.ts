// `npm run bootstrap -- --email you@example.com`: signs up (or logs in) on the running local API and prints a *:write API key.
import { parseArgs } from 'node:util';

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

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: any }> {
  const response = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => undefined) };
}

function fail(step: string, answer: { status: number; json: unknown }): never {
  console.error(`${step} failed with ${answer.status}: ${JSON.stringify(answer.json)}`);
  process.exit(1);
}

/** The code the local mailbox holds for the address, newest first; mail is written before the API answers. */
async function mailedCode(): Promise<string> {
  const mailbox = await call('GET', `/local/mailbox?to=${encodeURIComponent(email)}`);
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
const registered = await call('POST', '/v5/register', {
  name: values.name,
  company: values.company,
  website: values.website,
  email,
});
if (registered.status !== 201) fail('register', registered);

const tokens = await call('POST', '/v5/auth/login/code', {
  codeToken: registered.json.codeToken,
  code: await mailedCode(),
});
if (tokens.status !== 200) fail('login with the code', tokens);
const bearer = { Authorization: `Bearer ${tokens.json.accessToken}` };

const orgs = await call('GET', '/v5/organizations', undefined, bearer);
if (orgs.status !== 200 || !orgs.json.length) fail('listing organizations', orgs);
// A registration answers alike whether or not the email was taken, so the organization is read from the user's list.
const org = orgs.json[0].id;

const key = await call(
  'POST',
  '/v5/api-keys',
  { scopes: ['*:write'], app: null, name: 'bootstrap', expiresAt: null, ipRanges: [] },
  { ...bearer, 'Service-Organization-ID': org },
);
if (key.status !== 201) fail('creating the API key', key);

console.log(`Organization: ${org}`);
console.log(`API key (*:write), shown once: ${key.json.secret}`);
console.log('\nTry it:');
console.log(`  export OUTREACH_KEY=${key.json.secret} OUTREACH_ORG=${org}`);
console.log(
  `  curl -s ${base}/v5/contacts -H "Authorization: Bearer $OUTREACH_KEY" -H "Service-Organization-ID: $OUTREACH_ORG"`,
);
