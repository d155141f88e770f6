// Adds a newly signed-up user to an owner's organization with a role, for tests of what each role may do there.
import type { LocalRuntime } from '../../infra/local/runtime.js';
import { signUpOwner, type SignedUpUser } from './accounts.js';
import { api, expectStatus, type Api, type ApiRecord } from './api-client.js';

export interface Member {
  user: SignedUpUser;
  membership: ApiRecord;
  /** The member's access token, acting in the organization they were added to. */
  client: Api;
}

/** A new user, added by `of` to `of`'s organization with `role` through POST /v5/memberships. */
export async function addMember(
  runtime: LocalRuntime,
  of: SignedUpUser,
  role: 'OWNER' | 'ADMIN' | 'MEMBER',
): Promise<Member> {
  const user = await signUpOwner(runtime);
  const membership = expectStatus<ApiRecord>(
    await api(runtime, of).post('/v5/memberships', { userId: user.userId, role, teamIds: [] }),
    201,
  );
  return {
    user,
    membership,
    client: api(runtime, { headers: { ...user.headers, 'Service-Organization-ID': of.org } }),
  };
}
