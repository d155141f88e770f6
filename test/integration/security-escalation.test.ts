// Privilege escalation inside one organization, through HTTP: a credential must not be able to turn itself into a
// stronger one — an API key raising its own scopes, an API key or another member taking over a user's account by
// changing the user's email and logging in with a code sent to the new address, an admin making itself the owner.
// And revocation: a removed member, and the keys and members of a deleted organization, lose access (an instance that
// read them before trusts what it read for the authentication cache's 30 s, so the checks run past that time).
import { ulid } from 'ulid';
import { signUpOwner, type SignedUpUser } from '../support/accounts.js';
import { api, expectStatus, type ApiRecord } from '../support/api-client.js';
import { loginThroughMailbox } from '../support/login-by-mail.js';
import { pastAuthCache } from '../support/auth-cache.js';
import { addMember } from '../support/members.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

let owner: SignedUpUser;

const t = useTestRuntime();
beforeAll(async () => {
  owner = await signUpOwner(t.runtime);
});

const ownerEmail = async () =>
  expectStatus<ApiRecord>(await api(t.runtime, owner).get(`/v5/users/${owner.userId}`), 200).email;

describe("taking over a user's account by changing the user's email", () => {
  it('is refused to an API key holding users:write: the email stays, and no code reaches the new address', async () => {
    const key = await seedApiKey(t.runtime, ['users:write'], { org: owner.org });
    const attacker = `attacker-${ulid().toLowerCase()}@evil.example`;
    const response = await api(t.runtime, key).patch(`/v5/users/${owner.userId}`, { email: attacker });
    expect([401, 403, 404]).toContain(response.status);
    expect(await ownerEmail()).toBe(owner.email);
    expect(await loginThroughMailbox(t.runtime, attacker)).toBeUndefined();
  });

  it('is refused to an API key holding *:write', async () => {
    const key = await seedApiKey(t.runtime, ['*:write'], { org: owner.org });
    const attacker = `attacker-${ulid().toLowerCase()}@evil.example`;
    const response = await api(t.runtime, key).patch(`/v5/users/${owner.userId}`, { email: attacker });
    expect([401, 403, 404]).toContain(response.status);
    expect(await ownerEmail()).toBe(owner.email);
    expect(await loginThroughMailbox(t.runtime, attacker)).not.toBe(owner.userId);
  });

  it("is refused to another member of the organization, with the member's own access token", async () => {
    const member = await signUpOwner(t.runtime);
    expectStatus(
      await api(t.runtime, owner).post('/v5/memberships', { userId: member.userId, role: 'MEMBER', teamIds: [] }),
      201,
    );
    const asMember = api(t.runtime, { headers: { ...member.headers, 'Service-Organization-ID': owner.org } });
    // The member can work in the organization…
    expect((await asMember.get('/v5/contacts')).status).toBe(200);
    // …but not change the owner's email.
    const attacker = `member-${ulid().toLowerCase()}@evil.example`;
    const response = await asMember.patch(`/v5/users/${owner.userId}`, { email: attacker });
    expect([401, 403, 404]).toContain(response.status);
    expect(await ownerEmail()).toBe(owner.email);
    expect(await loginThroughMailbox(t.runtime, attacker)).not.toBe(owner.userId);
  });
});

describe('an API key raising its own scopes', () => {
  it('is refused: a key holding api-keys:write cannot give itself *:write, and still cannot read contacts', async () => {
    const key = await seedApiKey(t.runtime, ['api-keys:write'], { org: owner.org });
    const asKey = api(t.runtime, key);
    expect(await asKey.get('/v5/contacts')).toMatchObject({ status: 403, body: { code: 'missing_scopes' } });
    const response = await asKey.patch(`/v5/api-keys/${key.id}`, { scopes: ['*:write'] });
    expect([401, 403]).toContain(response.status);
    expect(expectStatus<ApiRecord>(await api(t.runtime, owner).get(`/v5/api-keys/${key.id}`), 200).scopes).toEqual([
      'api-keys:write',
    ]);
    expect(await asKey.get('/v5/contacts')).toMatchObject({ status: 403, body: { code: 'missing_scopes' } });
  });

  it('is refused for another key too: an API key cannot grant scopes it does not hold', async () => {
    const key = await seedApiKey(t.runtime, ['api-keys:write'], { org: owner.org });
    const other = await seedApiKey(t.runtime, ['contacts:read'], { org: owner.org });
    const response = await api(t.runtime, key).patch(`/v5/api-keys/${other.id}`, { scopes: ['*:write'] });
    expect([401, 403]).toContain(response.status);
    expect(expectStatus<ApiRecord>(await api(t.runtime, owner).get(`/v5/api-keys/${other.id}`), 200).scopes).toEqual([
      'contacts:read',
    ]);
  });

  it("is allowed to the organization's owner, with the owner's access token", async () => {
    const key = await seedApiKey(t.runtime, ['contacts:read'], { org: owner.org });
    expect(await api(t.runtime, owner).patch(`/v5/api-keys/${key.id}`, { scopes: ['contacts:write'] })).toMatchObject({
      status: 200,
      body: { scopes: ['contacts:write'] },
    });
  });
});

describe('roles inside an organization', () => {
  /** A second user who is a member of `of`'s organization with `role`; their membership and a client for them there. */
  const memberWith = (role: 'ADMIN' | 'MEMBER', of: SignedUpUser = owner) => addMember(t.runtime, of, role);
  const membershipOf = async (of: SignedUpUser, userId: string) =>
    expectStatus<ApiRecord[]>(await api(t.runtime, of).get('/v5/memberships?limit=100'), 200).find(
      (membership) => membership.userId === userId,
    )!;

  it('a member cannot change memberships: not its own role, not anyone else’s', async () => {
    const member = await memberWith('MEMBER');
    expect(await member.client.patch(`/v5/memberships/${member.membership.id}`, { role: 'OWNER' })).toMatchObject({
      status: 403,
    });
    expect(
      await member.client.post('/v5/memberships', { userId: `usr_${ulid()}`, role: 'OWNER', teamIds: [] }),
    ).toMatchObject({ status: 403 });
    expect((await membershipOf(owner, member.user.userId)).role).toBe('MEMBER');
  });

  it('an admin cannot make itself an owner', async () => {
    const admin = await memberWith('ADMIN');
    expect(await admin.client.delete(`/v5/organizations/${owner.org}`)).toMatchObject({ status: 403 });
    const response = await admin.client.patch(`/v5/memberships/${admin.membership.id}`, { role: 'OWNER' });
    expect(response.status).toBe(403);
    expect((await membershipOf(owner, admin.user.userId)).role).toBe('ADMIN');
  });

  it('an admin cannot demote or remove the owner, and so cannot come to delete the organization', async () => {
    const victim = await signUpOwner(t.runtime);
    const admin = await memberWith('ADMIN', victim);
    const ownerMembership = await membershipOf(victim, victim.userId);
    expect((await admin.client.patch(`/v5/memberships/${ownerMembership.id}`, { role: 'MEMBER' })).status).toBe(403);
    expect((await admin.client.delete(`/v5/memberships/${ownerMembership.id}`)).status).toBe(403);
    expect((await membershipOf(victim, victim.userId)).role).toBe('OWNER');
    await admin.client.patch(`/v5/memberships/${admin.membership.id}`, { role: 'OWNER' });
    await admin.client.patch(`/v5/memberships/${ownerMembership.id}`, { role: 'MEMBER' });
    expect(await admin.client.delete(`/v5/organizations/${victim.org}`)).toMatchObject({ status: 403 });
    expect((await api(t.runtime, victim).get(`/v5/organizations/${victim.org}`)).status).toBe(200);
  });
});

describe('revocation', () => {
  it('a member removed from the organization loses access within the cache time', async () => {
    const { membership, client: asMember } = await addMember(t.runtime, owner, 'MEMBER');
    expect((await asMember.get('/v5/contacts')).status).toBe(200);
    expect((await api(t.runtime, owner).delete(`/v5/memberships/${membership.id}`)).status).toBe(200);
    expect(await pastAuthCache(t.runtime, async () => (await asMember.get('/v5/contacts')).status)).toBe(401);
  });

  it("a deleted organization's API keys and members' tokens lose access to it", async () => {
    const doomed = await signUpOwner(t.runtime);
    const key = await seedApiKey(t.runtime, ['*:write'], { org: doomed.org });
    expect((await api(t.runtime, key).get('/v5/contacts')).status).toBe(200);
    expect((await api(t.runtime, doomed).delete(`/v5/organizations/${doomed.org}`)).status).toBe(200);
    const statuses = await pastAuthCache(t.runtime, async () => [
      (await api(t.runtime, key).get('/v5/contacts')).status,
      (await api(t.runtime, key).post('/v5/contacts', { name: 'After deletion' })).status,
      (await api(t.runtime, doomed).get('/v5/contacts')).status,
    ]);
    for (const status of statuses) expect([401, 403, 404]).toContain(status);
  });
});
