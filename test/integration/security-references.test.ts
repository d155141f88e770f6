// References as an attack, through HTTP: a team changing another team's contact through its team route, and bodies
// whose reference fields (a note's contactId, a membership's teamIds, a contact's teamId, a membership's userId) name a
// record of another organization, a deleted one or none, on create and on update. Each is refused and changes nothing.
import { ulid } from 'ulid';
import { signUpOwner } from '../support/accounts.js';
import { api, type Api, type ApiError, type ApiRecord, expectStatus, qs } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';

/** Organization A's owner, who attacks; B is another organization whose records A's bodies name. */
let A: Api;
let B: Api;
/** Two teams of A, a deleted team of A, and a team of B. */
let teamA1: ApiRecord;
let teamA2: ApiRecord;
let deletedTeamOfA: ApiRecord;
let teamOfB: ApiRecord;
let contactOfA: ApiRecord;
let contactOfB: ApiRecord;

const created = async (client: Api, path: string, body: Record<string, unknown>) =>
  expectStatus<ApiRecord>(await client.post(`/v5/${path}`, body), 201);

/** A user with an organization of their own, who is no member of A yet. */
const outsider = async () => (await signUpOwner(t.runtime)).userId;

const t = useTestRuntime();
beforeAll(async () => {
  [A, B] = (await Promise.all([signUpOwner(t.runtime), signUpOwner(t.runtime)])).map((owner) =>
    api(t.runtime, owner),
  ) as [Api, Api];
  [teamA1, teamA2, deletedTeamOfA, teamOfB] = await Promise.all([
    created(A, 'teams', { name: 'Sales' }),
    created(A, 'teams', { name: 'Support' }),
    created(A, 'teams', { name: 'Disbanded' }),
    created(B, 'teams', { name: 'Theirs' }),
  ]);
  expectStatus(await A.delete(`/v5/teams/${deletedTeamOfA.id}`), 200);
  [contactOfA, contactOfB] = await Promise.all([
    created(A, 'contacts', { name: 'Ours' }),
    created(B, 'contacts', { name: 'Theirs' }),
  ]);
}, 60_000);

/** The 400 invalid_request of a refused reference, and the fields it names. */
function expectRefused(response: { status: number; body: ApiError }, fields: string[]): void {
  expect({ status: response.status, code: response.body.code }).toEqual({ status: 400, code: 'invalid_request' });
  expect(response.body.errors?.map((error) => error.path)).toEqual(fields);
}

const read = async (client: Api, path: string, id: string) =>
  expectStatus<ApiRecord>(await client.get(`/v5/${path}/${id}`), 200);
const idsOf = async (client: Api, path: string, query: Record<string, string>) =>
  expectStatus<ApiRecord[]>(await client.get(`/v5/${path}${qs(query)}`), 200).map((record) => record.id);

describe('the team-scoped contact update', () => {
  const teamRoute = (teamId: string, contactId: string) => `/api/teams/${teamId}/contacts/${contactId}`;

  it("refuses a team another team's contact: 404, and the contact is unchanged", async () => {
    const contact = await created(A, 'contacts', { name: 'Owned by Sales', teamId: teamA1.id });
    expect(contact.teamId).toBe(teamA1.id);
    const response = await A.patch<ApiError>(teamRoute(teamA2.id, contact.id), { name: 'Taken over by Support' });
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 404, code: 'resource_not_found' });
    expect(await read(A, 'contacts', contact.id)).toEqual(contact);
  });

  it('lets the owning team change its contact, and any team of the organization a contact of the whole organization', async () => {
    const owned = await created(A, 'contacts', { name: 'Owned by Sales', teamId: teamA1.id });
    expect(await A.patch(teamRoute(teamA1.id, owned.id), { city: 'Lyon' })).toMatchObject({
      status: 200,
      body: { city: 'Lyon', teamId: teamA1.id },
    });
    expect(contactOfA.teamId).toBeNull();
    expect(await A.patch(teamRoute(teamA2.id, contactOfA.id), { city: 'Oslo' })).toMatchObject({
      status: 200,
      body: { city: 'Oslo', teamId: null },
    });
  });

  it("refuses to give a contact to another organization's team or to a deleted team: 400 naming teamId", async () => {
    for (const teamId of [teamOfB.id, deletedTeamOfA.id, `tea_${ulid()}`]) {
      expectRefused(await A.post('/v5/contacts', { name: 'Given away', teamId }), ['teamId']);
      expectRefused(await A.patch(`/v5/contacts/${contactOfA.id}`, { teamId }), ['teamId']);
    }
    expect(await idsOf(A, 'contacts', { 'filter.name.equals': 'Given away' })).toEqual([]);
    expect((await read(A, 'contacts', contactOfA.id)).teamId).toBeNull();
  });
});

describe("a note's contactId", () => {
  it("refuses a note on another organization's contact: 400 naming contactId, and no note is stored", async () => {
    const response = await A.post<ApiError>('/v5/notes', { body: 'Reads their contact', contactId: contactOfB.id });
    expectRefused(response, ['contactId']);
    expect(JSON.stringify(response.body)).not.toContain('Theirs');
    expect(await idsOf(A, 'notes', { 'filter.contactId.equals': contactOfB.id })).toEqual([]);
    expect(await idsOf(B, 'notes', { 'filter.contactId.equals': contactOfB.id })).toEqual([]);
    expect(await idsOf(A, 'events', { 'filter.type.equals': 'note.created' })).toEqual([]);
  });

  it('refuses a note on a deleted contact or on none, and takes one on a live contact of the organization', async () => {
    const gone = await created(A, 'contacts', { name: 'Gone' });
    expectStatus(await A.delete(`/v5/contacts/${gone.id}`), 200);
    for (const contactId of [gone.id, `con_${ulid()}`])
      expectRefused(await A.post('/v5/notes', { body: 'On nobody', contactId }), ['contactId']);
    expect((await created(A, 'notes', { body: 'On ours', contactId: contactOfA.id })).contactId).toBe(contactOfA.id);
  });

  it("refuses a PATCH that moves a note to another organization's contact, and the note keeps its contact", async () => {
    const note = await created(A, 'notes', { body: 'Stays ours', contactId: contactOfA.id });
    expectRefused(await A.patch(`/v5/notes/${note.id}`, { contactId: contactOfB.id }), ['contactId']);
    // Only the service's reasoning, written in the background, may have changed since.
    const { reasoning: _now, updatedAt: _at, ...kept } = await read(A, 'notes', note.id);
    const { reasoning: _then, updatedAt: _was, ...stored } = note;
    expect(kept).toEqual(stored);
  });
});

describe("a membership's references", () => {
  it("refuses teamIds naming a deleted team or another organization's team: 400 naming teamIds, and nobody joins", async () => {
    const userId = await outsider();
    for (const teamIds of [[deletedTeamOfA.id], [teamA1.id, teamOfB.id]]) {
      const response = await A.post<ApiError>('/v5/memberships', { userId, role: 'MEMBER', teamIds });
      expectRefused(response, ['teamIds']);
      expect(response.body.errors![0]!.message).toContain(teamIds.at(-1)!);
      expect(response.body.errors![0]!.message).not.toContain(teamA1.id);
    }
    expect(await idsOf(A, 'memberships', { 'filter.userId.equals': userId })).toEqual([]);
  });

  it('refuses a PATCH of teamIds to such teams alike, and the membership keeps its teams', async () => {
    const member = await created(A, 'memberships', { userId: await outsider(), role: 'MEMBER', teamIds: [teamA1.id] });
    for (const teamIds of [[deletedTeamOfA.id], [teamOfB.id]])
      expectRefused(await A.patch(`/v5/memberships/${member.id}`, { teamIds }), ['teamIds']);
    expect(await read(A, 'memberships', member.id)).toEqual(member);
  });

  it('refuses a userId naming no user, and takes a user of another organization (who joins through it)', async () => {
    expectRefused(await A.post('/v5/memberships', { userId: `usr_${ulid()}`, role: 'MEMBER', teamIds: [] }), [
      'userId',
    ]);
    const userId = await outsider();
    expect((await created(A, 'memberships', { userId, role: 'MEMBER', teamIds: [teamA2.id] })).userId).toBe(userId);
  });

  it('names every bad field at once', async () => {
    const response = await A.post<ApiError>('/v5/memberships', {
      userId: `usr_${ulid()}`,
      role: 'MEMBER',
      teamIds: [teamOfB.id],
    });
    expectRefused(response, ['userId', 'teamIds']);
  });
});
