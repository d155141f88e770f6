// Signs up on a running local API, as a new user does by hand: register, the login code read from the local
// mailbox, the user's organization, and an API key of every scope. `npm run bootstrap` and `npm run demo` use it.
import createClient from 'openapi-fetch';
import type { paths } from '../docs/openapi.js';

/** The typed client of the interface description (docs/openapi.json, its types in docs/openapi.d.ts). */
export const typedClient = (base: string) => createClient<paths>({ baseUrl: base });
type Client = ReturnType<typeof typedClient>;

/** A call's answer as the scripts report it: the status and the JSON body (the data, or the error envelope). */
export interface Answer {
  status: number;
  json: any;
}
export const answerOf = ({
  response,
  data,
  error,
}: {
  response: Response;
  data?: unknown;
  error?: unknown;
}): Answer => ({
  status: response.status,
  json: data ?? error,
});

export function fail(step: string, answer: Answer): never {
  console.error(`${step} failed with ${answer.status}: ${JSON.stringify(answer.json)}`);
  process.exit(1);
}

/** Exits with advice when nothing answers at `base`. */
export async function reachApi(base: string): Promise<void> {
  try {
    await fetch(`${base}/v5/health`);
  } catch {
    console.error(
      `No API answers at ${base}. Start it with \`npm start\` (it prints the address it serves), then point this ` +
        'script at it: --url localhost:<port>, or PORT=<port>.',
    );
    process.exit(1);
  }
}

export interface Account {
  name: string;
  company: string;
  website: string;
  email: string;
}

/** The code the local mailbox holds for the address, newest first; mail is written before the API answers. */
async function mailedCode(client: Client, email: string): Promise<string> {
  const mailbox = answerOf(await client.GET('/local/mailbox', { params: { query: { to: email } } }));
  const code = /login code is (\d{6})/.exec(mailbox.json?.[0]?.text ?? '')?.[1];
  if (!code) fail('reading the login code from /local/mailbox', mailbox);
  return code;
}

/** Signs up (or, for a registered email, logs in) and answers the organization and a new *:write API key. */
export async function signUp(client: Client, account: Account) {
  const email = account.email.toLowerCase();
  // For an email that is already registered the same answer's codeToken logs its owner in with the mailed code.
  const registered = answerOf(await client.POST('/v5/register', { body: { ...account, email } }));
  if (registered.status !== 201) fail('register', registered);
  const tokens = answerOf(
    await client.POST('/v5/auth/login/code', {
      body: { codeToken: registered.json.codeToken, code: await mailedCode(client, email) },
    }),
  );
  if (tokens.status !== 200) fail('login with the code', tokens);
  const bearer = { Authorization: `Bearer ${tokens.json.accessToken}` };
  const orgs = answerOf(await client.GET('/v5/organizations', { headers: bearer }));
  if (orgs.status !== 200 || !orgs.json.length) fail('listing organizations', orgs);
  // A registration answers alike whether or not the email was taken, so the organization is read from the user's list.
  const org: string = orgs.json[0].id;
  const key = answerOf(
    await client.POST('/v5/api-keys', {
      body: { scopes: ['*:write'], app: null, name: 'bootstrap', expiresAt: null, ipRanges: [] },
      headers: { ...bearer, 'Service-Organization-ID': org },
    }),
  );
  if (key.status !== 201) fail('creating the API key', key);
  const secret: string = key.json.secret;
  return {
    org,
    secret,
    headers: { Authorization: `Bearer ${secret}`, 'Service-Organization-ID': org },
    // What only an owner's own token may do (starting a subscription) takes these.
    ownerHeaders: { ...bearer, 'Service-Organization-ID': org },
  };
}
