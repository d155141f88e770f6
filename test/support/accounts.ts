// Signs a user up through the real flow (register, code from the local mailbox, login) for tests that need a user.
import { checkedFetch } from './api-client.js';
import type { LocalRuntime } from '../../infra/local/runtime.js';
import { ulid } from 'ulid';
import { mailTo } from './mailbox.js';

export interface SignedUpUser {
  org: string;
  userId: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  /** Authorization (the access token), Service-Organization-ID and a JSON content type, as seedApiKey gives them. */
  headers: Record<string, string>;
}

async function post(runtime: LocalRuntime, path: string, body: unknown): Promise<any> {
  const response = await checkedFetch(runtime.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The newest login code the local mailbox holds for an address. */
export async function latestCode(runtime: LocalRuntime, email: string): Promise<string> {
  const mails = await mailTo(runtime, email);
  const code = /login code is (\d{6})/.exec(mails[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no login code was mailed to ${email}`);
  return code;
}

/** Registers a new user and organization and logs in with the emailed code; the user owns the organization. */
export async function signUpOwner(
  runtime: LocalRuntime,
  email = `owner-${ulid().toLowerCase()}@example.com`,
): Promise<SignedUpUser> {
  const registered = await post(runtime, '/v5/register', {
    name: 'Test Owner',
    company: 'Test Company',
    website: 'https://example.com',
    email,
  });
  const tokens = await post(runtime, '/v5/auth/login/code', {
    codeToken: registered.codeToken,
    code: await latestCode(runtime, email),
  });
  const org = registered.organization.id;
  return {
    org,
    userId: tokens.userId,
    email,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    sessionId: tokens.sessionId,
    headers: {
      Authorization: `Bearer ${tokens.accessToken}`,
      'Service-Organization-ID': org,
      'Content-Type': 'application/json',
    },
  };
}
