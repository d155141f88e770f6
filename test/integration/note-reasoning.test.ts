// Reasoning over notes through the local runtime: every note queued from one path (by hand, a webhook row), the
// generation log, the modes of a NOTES fine-tuning and what they apply, the trial action, and the worker's faults.
import { families } from '../../lib/families/registry.js';
import { ulid } from 'ulid';
import { clockFromEnv } from '../../lib/platform/config.js';
import { DEFAULT_MONTHLY_TOKEN_BUDGET } from '../../lib/reasoning/model-spend.js';
import type { Reasoner } from '../../lib/reasoning/reasoner.js';
import { type NoteReasonerDeps, reasonOverNote } from '../../lib/reasoning/worker.js';
import { createEngine } from '../../lib/platform/resources/engine.js';
import { notes } from '../../lib/crm/notes.js';
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { createWebhookImport, postRow } from '../support/imports.js';
import { waitUntil } from '../support/wait-until.js';
import { awayNotice } from '../support/away-notice.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { senderAddress } from '../support/connections.js';

const t = useTestRuntime({ scheduleTimers: false });

const email = (name: string) => `${name}-${ulid().toLowerCase()}@acme.example`;

async function contact(name = 'Ada'): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(await t.api.post('/v5/contacts', { firstName: name, email: email(name) }), 201);
}

async function note(contactId: string, body: string): Promise<ApiRecord> {
  return expectStatus<ApiRecord>(await t.api.post('/v5/notes', { contactId, body }), 201);
}

/** The note once its reasoning is written. */
const reasoned = (id: string) =>
  waitUntil(
    async () => expectStatus<ApiRecord>(await t.api.get(`/v5/notes/${id}`), 200),
    (record) => record.reasoning !== null,
    'the reasoning',
  );

async function fineTuning(settings: Record<string, unknown>): Promise<ApiRecord> {
  const body = { name: `Notes ${ulid()}`, target: 'NOTES', instructions: 'We sell to hospitals.', ...settings };
  return expectStatus<ApiRecord>(await t.api.post('/v5/fine-tunings', body), 201);
}

/** Disables every fine-tuning, so that each test starts from the defaults (SUGGEST, 0.7). */
async function withoutFineTunings(): Promise<void> {
  for (const record of expectStatus<ApiRecord[]>(await t.api.get('/v5/fine-tunings?limit=100'), 200))
    if (record.enabled) expectStatus(await t.api.patch(`/v5/fine-tunings/${record.id}`, { enabled: false }), 200);
}
beforeEach(withoutFineTunings);

/** A contact ACTIVE in an ACTIVE campaign (nothing is sent: the tick does not run). */
async function inCampaign(name: string): Promise<{ person: ApiRecord; place: ApiRecord }> {
  const connection = expectStatus<ApiRecord>(
    await t.api.post('/v5/connections', { type: 'SES', email: senderAddress() }),
    201,
  );
  const campaign = expectStatus<ApiRecord>(
    await t.api.post('/v5/campaigns', { name: `Campaign ${ulid()}`, fromConnectionId: connection.id }),
    201,
  );
  expectStatus(
    await t.api.post('/v5/campaign-steps', { campaignId: campaign.id, type: 'EMAIL', sort: 1, subject: 'Hi' }),
    201,
  );
  expectStatus(await t.api.patch(`/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' }), 200);
  const person = await contact(name);
  const place = expectStatus<ApiRecord>(
    await t.api.post('/v5/campaign-contacts', { campaignId: campaign.id, contactId: person.id }),
    201,
  );
  return { person, place };
}

const decisionOf = (reasoning: ApiRecord) => ({
  status: reasoning.status,
  intent: reasoning.intent,
  action: reasoning.action,
  confidence: reasoning.confidence,
});

test('a note by hand and the same text through a webhook get the same reasoning, each with its generation', async () => {
  const text = 'Thanks for reaching out! Could we set up a call next Tuesday afternoon?';
  const person = await contact('Grace');
  const byHand = await reasoned((await note(person.id, text)).id);

  const webhook = await createWebhookImport(t.runtime, t.key, {});
  const address = email('webhook');
  expectStatus(
    await postRow(webhook.webhookUrl, { contact: { email: address, name: 'Webhook Person', note: text } }),
    200,
  );
  const [fromRow] = await waitUntil(
    async () => expectStatus<ApiRecord[]>(await t.api.get(`/v5/notes?filter.importId.equals=${webhook.id}`), 200),
    (records) => records.length === 1 && records[0]!.reasoning !== null,
    "the webhook note's reasoning",
  );

  expect(byHand.reasoning.status).toBe('DONE');
  expect(decisionOf(fromRow!.reasoning)).toEqual(decisionOf(byHand.reasoning));
  expect(byHand.reasoning.generationId).not.toBe(fromRow!.reasoning.generationId);

  const generation = expectStatus<ApiRecord>(await t.api.get(`/v5/generations/${byHand.reasoning.generationId}`), 200);
  expect(generation).toMatchObject({
    id: expect.any(Number),
    unique_id: byHand.reasoning.generationId,
    prompt_id: 'note-reasoning/v1',
    model: expect.stringMatching(/^local\//),
    cost: 0,
    noteId: byHand.id,
  });
  expect(generation.total_request_tokens).toBeGreaterThan(0);
  expect(generation.prompt_messages[0]).toMatchObject({ role: 'user', content: expect.stringContaining(text) });
  expect(generation.completion_message.content).toBe(generation.completion_messages.at(-1).content);
  // Read-only: the API writes no generation.
  expect((await t.api.post('/v5/generations', {})).status).toBe(405);
});

test('by default (SUGGEST) a task proposes the step, and nothing is applied', async () => {
  const { person, place } = await inCampaign('Linus');
  const written = await reasoned((await note(person.id, 'Not interested, thanks. We use another vendor.')).id);
  expect(written.reasoning).toMatchObject({ status: 'DONE', fineTuningId: null, applied: false });
  const tasks = expectStatus<ApiRecord[]>(await t.api.get(`/v5/tasks?filter.contactId.equals=${person.id}`), 200);
  expect(tasks).toHaveLength(1);
  expect(tasks[0]!.title).toMatch(/^Suggested: /);
  expect(expectStatus<ApiRecord>(await t.api.get(`/v5/campaign-contacts/${place.id}`), 200).status).toBe('ACTIVE');
});

test('under AUTO an out-of-office reply with a return date pauses the campaign contact until that day', async () => {
  await fineTuning({ mode: 'AUTO', minConfidence: 0.5 });
  const { person, place } = await inCampaign('Barbara');
  const away = awayNotice();
  const written = await reasoned((await note(person.id, away.text)).id);
  expect(written.reasoning).toMatchObject({
    status: 'DONE',
    intent: 'OUT_OF_OFFICE',
    action: { type: 'PAUSE_SEQUENCE', resumeOn: away.resumeOn },
    applied: true,
  });
  // The pause is a later effect: the reasoning is recorded first, then applied to the campaign contacts.
  const paused = await waitUntil(
    async () => expectStatus<ApiRecord>(await t.api.get(`/v5/campaign-contacts/${place.id}`), 200),
    (cc) => cc.pausedUntil !== null,
    'the pause to be applied',
  );
  expect(paused).toMatchObject({ status: 'ACTIVE', pausedUntil: away.pausedUntil });
  expect(paused.nextSendAt >= away.pausedUntil).toBe(true);
  const events = expectStatus<ApiRecord[]>(await t.api.get(`/v5/events?filter.recordId.equals=${written.id}`), 200);
  expect(events.find((event) => event.type === 'note.action_applied')).toMatchObject({
    generationId: written.reasoning.generationId,
    action: 'PAUSE_SEQUENCE',
  });
});

test('under AUTO a referral creates the referred contact, once, and logs the action', async () => {
  await fineTuning({ mode: 'AUTO', minConfidence: 0.5 });
  const person = await contact('Hedy');
  const referred = email('jane');
  const text = `I moved to another team. Please talk to my colleague Jane Doe instead: ${referred}`;
  const written = await reasoned((await note(person.id, text)).id);
  expect(written.reasoning).toMatchObject({
    intent: 'REFERRAL',
    action: { type: 'CREATE_CONTACT', referral: { email: referred } },
    applied: true,
  });
  const found = expectStatus<ApiRecord[]>(await t.api.get(`/v5/contacts?filter.email.equals=${referred}`), 200);
  expect(found).toHaveLength(1);
  expect(found[0]!.name).toBe(written.reasoning.action.referral.name ?? referred);
  const events = expectStatus<ApiRecord[]>(await t.api.get(`/v5/events?filter.recordId.equals=${written.id}`), 200);
  expect(events.find((event) => event.type === 'note.action_applied')).toMatchObject({
    generationId: written.reasoning.generationId,
    action: 'CREATE_CONTACT',
  });
  // The same referral again finds the contact there and creates no second one.
  await reasoned((await note(person.id, text)).id);
  expect(expectStatus<ApiRecord[]>(await t.api.get(`/v5/contacts?filter.email.equals=${referred}`), 200)).toHaveLength(
    1,
  );
});

test('generations list by the list conventions: numbered once each, paged with startingAfter their unique_id', async () => {
  const person = await contact('Paged');
  for (const body of ['Can we talk on Monday?', 'What does it cost?', 'Not now, maybe next year.'])
    await reasoned((await note(person.id, body)).id);
  const all = expectStatus<ApiRecord[]>(await t.api.get('/v5/generations?limit=100'), 200);
  expect(all.length).toBeGreaterThanOrEqual(3);
  const numbers = all.map((generation) => Number(generation.id));
  expect(new Set(numbers).size).toBe(numbers.length);
  const [first] = expectStatus<ApiRecord[]>(await t.api.get('/v5/generations?limit=1'), 200);
  const next = expectStatus<ApiRecord[]>(
    await t.api.get(`/v5/generations?limit=1&startingAfter=${first!.unique_id}`),
    200,
  );
  expect(next[0]!.unique_id).toBe(all[1]!.unique_id);
});

test('"please unsubscribe me" suppresses the address in every mode but OFF', async () => {
  const { person, place } = await inCampaign('Edsger');
  await reasoned((await note(person.id, 'Please unsubscribe me from this list.')).id);
  // The unsubscribe is a later effect, applied in steps after the reasoning is recorded: the suppression first, then
  // the contact, then its campaign contacts. Wait for the last step, then see all three.
  await waitUntil(
    async () => expectStatus<ApiRecord>(await t.api.get(`/v5/campaign-contacts/${place.id}`), 200),
    (found) => found.status === 'UNSUBSCRIBED',
    'the unsubscribe to reach the campaign contact',
  );
  expect(
    expectStatus<ApiRecord[]>(await t.api.get(`/v5/suppressions?filter.value.equals=${person.email}`), 200),
  ).toHaveLength(1);
  expect(expectStatus<ApiRecord>(await t.api.get(`/v5/contacts/${person.id}`), 200).emailOptOut).toBe(true);
});

test('under OFF a note is SKIPPED: no generation, nothing applied', async () => {
  const off = await fineTuning({ mode: 'OFF' });
  const person = await contact('Off');
  const written = await reasoned((await note(person.id, 'Please unsubscribe me.')).id);
  expect(written.reasoning).toMatchObject({ status: 'SKIPPED', generationId: null, fineTuningId: off.id });
  expect(
    expectStatus<ApiRecord[]>(await t.api.get(`/v5/suppressions?filter.value.equals=${person.email}`), 200),
  ).toHaveLength(0);
});

test('the test action shows what a fine-tuning would do with a text, and stores nothing', async () => {
  const auto = await fineTuning({ mode: 'AUTO', minConfidence: 0.5 });
  const count = async () => expectStatus<{ count: number }>(await t.api.get('/v5/generations/count'), 200).count;
  const before = await count();
  const trial = expectStatus<{ reasoning: ApiRecord }>(
    await t.api.post(`/v5/fine-tunings/${auto.id}/test`, { text: awayNotice().text }),
    200,
  );
  expect(trial.reasoning).toMatchObject({
    status: 'DONE',
    intent: 'OUT_OF_OFFICE',
    applied: false,
    wouldApply: true,
    generationId: null,
    fineTuningId: auto.id,
    effects: [{ kind: 'pause' }],
  });
  expect(await count()).toBe(before);
  expect((await t.api.post(`/v5/fine-tunings/${auto.id}/test`, {})).status).toBe(400);
  expect((await t.api.post(`/v5/fine-tunings/${auto.id}/test`, { text: 'x'.repeat(10_001) })).status).toBe(400);
  expect((await t.api.post('/v5/fine-tunings/fin_01JD0000000000000000000000/test', { text: 'hi' })).status).toBe(404);
});

test('fine-tuning settings are validated: examples with known intents, a confidence in 0..1, bounded instructions', async () => {
  const refused = async (body: Record<string, unknown>) => {
    const response = await t.api.post('/v5/fine-tunings', { name: 'x', instructions: 'y', ...body });
    expect(response.status).toBe(400);
    return (response.body as { errors?: Array<{ path: string }> }).errors?.map((error) => error.path);
  };
  expect(await refused({ examples: [{ text: 'hi', intent: 'HAPPY' }] })).toEqual(['examples[0].intent']);
  expect(await refused({ minConfidence: 1.5 })).toEqual(['minConfidence']);
  expect(await refused({ mode: 'SOMETIMES' })).toEqual(['mode']);
  expect(await refused({ instructions: 'x'.repeat(4001) })).toEqual(['instructions']);
});

describe('the worker', () => {
  /** The worker in this process, on the runtime's table, with `reasoner`. */
  const deps = (reasoner: Reasoner): NoteReasonerDeps => ({
    store: t.store,
    engine: createEngine({ families, store: t.store }),
    spend: { model: reasoner, fallback: reasoner, monthlyTokenBudget: DEFAULT_MONTHLY_TOKEN_BUDGET },
    now: clockFromEnv(process.env),
    maxReceiveCount: 5,
  });
  /** A note stored without going through the queue, so that only this test's worker reasons over it. */
  const quietNote = async (body: string) => {
    const person = await contact('Quiet');
    const ctx = { org: t.key.org, actor: { type: 'system' as const, id: 'test' }, requestId: 'test' };
    return t.store.create(notes.entity, ctx, notes.withDefaults({ body, contactId: person.id }));
  };
  const answer = (output: unknown) => ({
    output,
    model: 'test/model',
    promptMessages: [{ role: 'user' as const, content: 'the note' }],
    completionMessages: [{ role: 'assistant' as const, content: JSON.stringify(output) }],
    totalRequestTokens: 10,
    tokens: { input: 8, output: 2 },
    cost: 0.001,
  });
  const decision = {
    intent: 'MEETING_REQUEST',
    action: { type: 'BOOK_MEETING' },
    confidence: 0.9,
    rationale: 'Asks for a call.',
    evidence: [],
  };
  const generationsOf = async (noteId: string) =>
    expectStatus<ApiRecord[]>(await t.api.get(`/v5/generations?filter.noteId.equals=${noteId}`), 200);

  it('writes one generation and one task whatever the redeliveries', async () => {
    const stored = await quietNote('Can we talk on Friday?');
    const once = deps({ reason: async () => answer(decision) });
    for (let i = 0; i < 3; i++) await reasonOverNote(once, { org: t.key.org, noteId: stored.id }, `r${i}`, i + 1);
    expect(await generationsOf(stored.id)).toHaveLength(1);
    const tasks = expectStatus<ApiRecord[]>(
      await t.api.get(`/v5/tasks?filter.contactId.equals=${stored.contactId}`),
      200,
    );
    expect(tasks).toHaveLength(1);
  });

  it('leaves the reasoning null while a failing reasoner is retried, and FAILED with the reason on the last try', async () => {
    const stored = await quietNote('Hello?');
    const failing = deps({
      reason: async () => {
        throw new Error('ThrottlingException: too many requests');
      },
    });
    await expect(reasonOverNote(failing, { org: t.key.org, noteId: stored.id }, 'r1', 1)).rejects.toThrow('Throttling');
    expect((await t.store.get(notes.entity, t.key.org, stored.id))!.reasoning).toBeNull();
    await expect(reasonOverNote(failing, { org: t.key.org, noteId: stored.id }, 'r5', 5)).rejects.toThrow('Throttling');
    expect((await t.store.get(notes.entity, t.key.org, stored.id))!.reasoning).toMatchObject({
      status: 'FAILED',
      reason: 'The reasoner failed: ThrottlingException: too many requests',
      generationId: null,
    });
  });

  it('records an answer that is no valid decision as FAILED with the reason, never a guess', async () => {
    const stored = await quietNote('Sure.');
    const wrong = deps({ reason: async () => answer({ ...decision, intent: 'DELIGHTED', confidence: 7 }) });
    await reasonOverNote(wrong, { org: t.key.org, noteId: stored.id }, 'r1');
    const reasoning = (await t.store.get(notes.entity, t.key.org, stored.id))!.reasoning as ApiRecord;
    expect(reasoning).toMatchObject({ status: 'FAILED', requiresReview: true });
    expect(reasoning.reason).toMatch(/intent/);
    expect(reasoning.reason).toMatch(/confidence/);
    expect(reasoning.intent).toBeUndefined();
    // The model was asked and answered: its generation is logged.
    expect(await generationsOf(stored.id)).toHaveLength(1);
  });
});
