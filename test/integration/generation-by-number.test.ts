// GET /v5/generations/{id} on the real handlers: a generation answers to the number a list shows as its `id` as to its
// `unique_id`, within its own organization; numbers no generation has are 404, numbers the pattern refuses 400.
import { type ApiRecord, api, expectStatus } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';

const t = useTestRuntime({ scheduleTimers: false });

/** The generation of a note's reasoning, as the list shows it (the number as `id`). */
async function generationOfNewNote(body: string): Promise<ApiRecord> {
  const person = expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { name: 'Numbered' }), 201);
  const note = expectStatus<ApiRecord>(await t.api.post('/v5/notes', { contactId: person.id, body }), 201);
  const [generation] = await waitUntil(
    async () => expectStatus<ApiRecord[]>(await t.api.get(`/v5/generations?filter.noteId.equals=${note.id}`), 200),
    (found) => found.length === 1,
    "the note's generation",
  );
  return generation!;
}

let made: ApiRecord[];
beforeAll(async () => {
  made = [await generationOfNewNote('Could we talk on Monday?'), await generationOfNewNote('What does it cost?')];
});

it('answers the same record by its number as by its unique_id, and each number with its own generation', async () => {
  expect(made.map((generation) => typeof generation.id)).toEqual(['number', 'number']);
  expect(made[1]!.id).not.toBe(made[0]!.id);
  for (const generation of made) {
    const byUniqueId = await t.api.get(`/v5/generations/${generation.unique_id}`);
    expect(byUniqueId).toMatchObject({ status: 200, body: generation });
    expect(await t.api.get(`/v5/generations/${generation.id}`)).toMatchObject({ status: 200, body: byUniqueId.body });
  }
});

it("answers 404 in the envelope for a number no generation of the organization has, another organization's too", async () => {
  const elsewhere = api(t.runtime, await seedApiKey(t.runtime));
  for (const [caller, number] of [
    [t.api, 9_000_000],
    [t.api, Number.MAX_SAFE_INTEGER],
    [elsewhere, made[0]!.id],
  ] as const)
    expect(await caller.get(`/v5/generations/${number}`)).toMatchObject({
      status: 404,
      body: { code: 'resource_not_found', status: 404 },
    });
});

it.each(['0', '-1', '1.5', '03', '1e3', String(Number.MAX_SAFE_INTEGER + 1), '99999999999999999999'])(
  'answers 400 invalid_parameter in the envelope for %s',
  async (number) =>
    expect(await t.api.get(`/v5/generations/${number}`)).toMatchObject({
      status: 400,
      body: { code: 'invalid_parameter', errors: [{ path: 'id' }] },
    }),
);
