// People and their credentials, through HTTP: who may change or delete a user's record (an admin must not lock the owner
// out), who may mint, widen and delete API keys (members only their own, within their role), that a removed member's
// keys stop working (within the authentication cache's 30 s), and that a user's list of organizations follows their
// memberships.
import { ulid } from 'ulid';
import { apiKeys } from '../../lib/auth/keys/api-keys.js';
import { memberships } from '../../lib/auth/organizations/memberships.js';
import { createStore } from '../../lib/platform/store/store.js';
import { signUpOwner, type SignedUpUser } from '../support/accounts.js';
import { api, expectStatus, type Api, type ApiRecord } from '../support/api-client.js';
import { pastAuthCache } from '../support/auth-cache.js';
import { loginThroughMailbox } from '../support/login-by-mail.js';
import { addMember as addMemberTo } from '../support/members.js';
import { testDocumentClient } from '../support/runtime.js';
import { useTestRuntime } from '../support/test-runtime.js';

let owner: SignedUpUser;

const t = useTestRuntime();
beforeAll(async () => {
  owner = await signUpOwner(t.runtime);
}, 60_000);

/** A newly signed-up user, added to `of`'s organization with `role` by `of`. */
const addMember = (role: 'OWNER' | 'ADMIN' | 'MEMBER', of: SignedUpUser = owner) => addMemberTo(t.runtime, of, role);

const keyBody = (scopes: string[]) => ({ scopes, app: null, name: 'people test', expiresAt: null, ipRanges: [] });

/** A key minted through the API by `client`, with a client that calls with it. */
async function mintKey(client: Api, org: string, scopes: string[]) {
  const key = expectStatus<ApiRecord>(await client.post('/v5/api-keys', keyBody(scopes)), 201);
  const asKey = api(t.runtime, {
    headers: {
      Authorization: `Bearer ${key.secret}`,
      'Service-Organization-ID': org,
      'Content-Type': 'application/json',
    },
  });
  return { key, asKey };
}

/** The ids of the organizations GET /v5/organizations lists to `user` (their access token, no organization header). */
async function organizationsListedTo(user: SignedUpUser): Promise<string[]> {
  const { 'Service-Organization-ID': _org, ...headers } = user.headers;
  const listed = expectStatus<ApiRecord[]>(await api(t.runtime, { headers }).get('/v5/organizations'), 200);
  return listed.map((organization) => organization.id).sort();
}

describe("an owner's user record", () => {
  it('an admin can neither delete nor rename the owner (403), and the owner can still log in', async () => {
    const victim = await signUpOwner(t.runtime);
    const admin = await addMember('ADMIN', victim);
    expect(await admin.client.delete(`/v5/users/${victim.userId}`)).toMatchObject({
      status: 403,
      body: { code: 'missing_role' },
    });
    expect(await admin.client.patch(`/v5/users/${victim.userId}`, { name: 'Locked Out' })).toMatchObject({
      status: 403,
      body: { code: 'missing_role' },
    });
    const record = expectStatus<ApiRecord>(await api(t.runtime, victim).get(`/v5/users/${victim.userId}`), 200);
    expect({ name: record.name, deletedAt: record.deletedAt }).toEqual({ name: 'Test Owner', deletedAt: null });
    expect(await loginThroughMailbox(t.runtime, victim.email)).toBe(victim.userId);
  });

  it('an owner may change a user whose only membership is in their organization, not one who belongs elsewhere', async () => {
    const user = await signUpOwner(t.runtime);
    const coOwner = await addMember('OWNER', user);
    expect(await coOwner.client.patch(`/v5/users/${user.userId}`, { name: 'Renamed By Co-owner' })).toMatchObject({
      status: 200,
      body: { name: 'Renamed By Co-owner' },
    });
    // An owner's record is deleted by nobody but that owner.
    expect((await coOwner.client.delete(`/v5/users/${user.userId}`)).status).toBe(403);
    // Once the user also belongs to another organization, that organization's members count on the record too.
    const elsewhere = await signUpOwner(t.runtime);
    expectStatus(
      await api(t.runtime, elsewhere).post('/v5/memberships', { userId: user.userId, role: 'MEMBER', teamIds: [] }),
      201,
    );
    expect(await coOwner.client.patch(`/v5/users/${user.userId}`, { name: 'Renamed Again' })).toMatchObject({
      status: 403,
      body: { code: 'missing_role' },
    });
    expect((await coOwner.client.delete(`/v5/users/${user.userId}`)).status).toBe(403);
    expect(expectStatus<ApiRecord>(await api(t.runtime, user).get(`/v5/users/${user.userId}`), 200).name).toBe(
      'Renamed By Co-owner',
    );
    // The user still changes their own record.
    expect((await api(t.runtime, user).patch(`/v5/users/${user.userId}`, { name: 'My Own Name' })).status).toBe(200);
  });

  it('an owner, and no admin, may delete a user kept in their organization who belongs to no other', async () => {
    const created = expectStatus<ApiRecord>(
      await api(t.runtime, owner).post('/v5/users', {
        name: 'Temporary Person',
        email: `temp-${ulid().toLowerCase()}@example.com`,
        timeZone: 'UTC',
        displayPreferences: null,
      }),
      201,
    );
    const admin = await addMember('ADMIN');
    expect((await admin.client.delete(`/v5/users/${created.id}`)).status).toBe(403);
    expect((await api(t.runtime, owner).delete(`/v5/users/${created.id}`)).status).toBe(200);
  });
});

describe('API keys and their people', () => {
  it('a member cannot mint a *:write key, nor one that writes what only owners and admins change', async () => {
    const member = await addMember('MEMBER');
    for (const scopes of [['*:write'], ['memberships:write'], ['contacts:read', 'api-keys:write'], ['users:write']]) {
      const response = await member.client.post('/v5/api-keys', keyBody(scopes));
      expect({ scopes, status: response.status, code: response.body?.code }).toEqual({
        scopes,
        status: 403,
        code: 'missing_role',
      });
    }
    // What the member's role allows: reads everywhere and writes of the data families; the key says who made it.
    const { key } = await mintKey(member.client, owner.org, ['*:read', 'contacts:write']);
    expect(key.createdBy).toBe(member.user.userId);
  });

  it("a member cannot widen or delete another member's key, nor the owner's; only their own, within their role", async () => {
    const holder = await addMember('MEMBER');
    const intruder = await addMember('MEMBER');
    const { key, asKey } = await mintKey(holder.client, owner.org, ['contacts:read']);
    const { key: production } = await mintKey(api(t.runtime, owner), owner.org, ['*:write']);
    expect((await intruder.client.patch(`/v5/api-keys/${key.id}`, { scopes: ['contacts:write'] })).status).toBe(403);
    expect((await intruder.client.delete(`/v5/api-keys/${key.id}`)).status).toBe(403);
    expect((await intruder.client.delete(`/v5/api-keys/${production.id}`)).status).toBe(403);
    expect((await intruder.client.patch(`/v5/api-keys/${production.id}`, { name: 'mine now' })).status).toBe(403);
    expect(expectStatus<ApiRecord>(await api(t.runtime, owner).get(`/v5/api-keys/${key.id}`), 200).scopes).toEqual([
      'contacts:read',
    ]);
    expect(
      expectStatus<ApiRecord>(await api(t.runtime, owner).get(`/v5/api-keys/${production.id}`), 200).deletedAt,
    ).toBe(null);
    expect((await asKey.get('/v5/contacts')).status).toBe(200);
    // The holder widens their own key within their role, but not beyond it.
    expect((await holder.client.patch(`/v5/api-keys/${key.id}`, { scopes: ['*:write'] })).status).toBe(403);
    expect(await holder.client.patch(`/v5/api-keys/${key.id}`, { scopes: ['contacts:write'] })).toMatchObject({
      status: 200,
      body: { scopes: ['contacts:write'] },
    });
    expect((await holder.client.delete(`/v5/api-keys/${key.id}`)).status).toBe(200);
  });

  it("an admin may manage every key: widen a member's key, delete the owner's, mint *:write", async () => {
    const member = await addMember('MEMBER');
    const admin = await addMember('ADMIN');
    const { key } = await mintKey(member.client, owner.org, ['contacts:read']);
    const { key: ownersKey } = await mintKey(api(t.runtime, owner), owner.org, ['*:write']);
    expect(await admin.client.patch(`/v5/api-keys/${key.id}`, { scopes: ['*:write'] })).toMatchObject({
      status: 200,
      body: { scopes: ['*:write'] },
    });
    expect((await admin.client.delete(`/v5/api-keys/${ownersKey.id}`)).status).toBe(200);
    expect((await mintKey(admin.client, owner.org, ['*:write'])).key.createdBy).toBe(admin.user.userId);
  });

  it("removing a membership revokes that person's keys there: they answer 401 within the cache time", async () => {
    const member = await addMember('MEMBER');
    const { key, asKey } = await mintKey(member.client, owner.org, ['contacts:write']);
    const { asKey: ownersKey } = await mintKey(api(t.runtime, owner), owner.org, ['contacts:read']);
    expect((await asKey.get('/v5/contacts')).status).toBe(200);
    expectStatus(await api(t.runtime, owner).delete(`/v5/memberships/${member.membership.id}`), 200);
    const [read, write] = await pastAuthCache(t.runtime, async () => [
      await asKey.get('/v5/contacts'),
      await asKey.post('/v5/contacts', { name: 'After removal' }),
    ]);
    expect(read).toMatchObject({ status: 401, body: { code: 'invalid_api_key' } });
    expect(write!.status).toBe(401);
    expect((await api(t.runtime, owner).get(`/v5/api-keys/${key.id}`)).status).toBe(404);
    // Other people's keys are untouched.
    expect((await ownersKey.get('/v5/contacts')).status).toBe(200);
  });

  it('a key minted while its creator is being removed is revoked by the mint itself: 401, and the key is gone', async () => {
    const member = await addMember('MEMBER');
    // The member's role is read here, and trusted for the cache time.
    await mintKey(member.client, owner.org, ['contacts:read']);
    // The membership goes without its hooks, as if the removal committed while the next mint was under way: the
    // authenticator still trusts the role it read, so only the mint's own check after its commit can refuse it.
    const store = createStore({ client: testDocumentClient(), tableName: t.runtime.tableName });
    await store.softDelete(
      memberships.entity,
      { org: owner.org, actor: { type: 'system', id: 'test' }, requestId: 'test' },
      member.membership.id,
    );
    const { items: before } = await store.collect({
      entity: apiKeys.entity,
      org: owner.org,
      consistent: true,
      includeDeleted: true,
    });
    expect(await member.client.post('/v5/api-keys', keyBody(['contacts:read']))).toMatchObject({
      status: 401,
      body: { code: 'invalid_access_token' },
    });
    const { items: after } = await store.collect({
      entity: apiKeys.entity,
      org: owner.org,
      consistent: true,
      includeDeleted: true,
    });
    const minted = after.filter((key) => !before.some((earlier) => earlier.id === key.id));
    expect(minted.map((key) => [key.createdBy, key.deletedAt === null])).toEqual([[member.user.userId, false]]);
  });
});

describe("a user's organizations", () => {
  it('a member added by POST /v5/memberships sees the organization in GET /v5/organizations, and not once removed', async () => {
    const member = await addMember('MEMBER');
    expect(await organizationsListedTo(member.user)).toEqual([member.user.org, owner.org].sort());
    expectStatus(await api(t.runtime, owner).delete(`/v5/memberships/${member.membership.id}`), 200);
    expect(await organizationsListedTo(member.user)).toEqual([member.user.org]);
    // Added again, the organization is listed again.
    expectStatus(
      await api(t.runtime, owner).post('/v5/memberships', { userId: member.user.userId, role: 'ADMIN', teamIds: [] }),
      201,
    );
    expect(await organizationsListedTo(member.user)).toEqual([member.user.org, owner.org].sort());
  });

  it('a user an owner creates through POST /v5/users can be made a member, and then logs in by email', async () => {
    const email = `made-${ulid().toLowerCase()}@people.test`;
    const made = expectStatus<ApiRecord>(
      await api(t.runtime, owner).post('/v5/users', {
        name: 'Made By Owner',
        email,
        timeZone: 'UTC',
        displayPreferences: null,
      }),
      201,
    );
    expectStatus(
      await api(t.runtime, owner).post('/v5/memberships', { userId: made.id, role: 'MEMBER', teamIds: [] }),
      201,
    );
    expect(await loginThroughMailbox(t.runtime, email)).toBe(made.id);
  });
});
