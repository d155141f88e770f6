// What the model may cost an organization, on the real handlers: fine-tuning examples bounded, the model's tokens metered
// on the month's usage, fine-tuning tests limited per organization, and the local reasoner past the monthly budget.
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { notes } from '../../lib/crm/notes.js';
import { families } from '../../lib/families/registry.js';
import { createEngine } from '../../lib/platform/resources/engine.js';
import { createBedrockReasoner } from '../../lib/reasoning/bedrock.js';
import { FINE_TUNING_TEST_LIMIT } from '../../lib/reasoning/fine-tunings.js';
import { createLocalReasoner, LOCAL_REASONER_MODEL } from '../../lib/reasoning/local/local-reasoner.js';
import { BUDGET_FALLBACK, MODEL_TOKENS_METRIC } from '../../lib/reasoning/model-spend.js';
import { reasonOverNote } from '../../lib/reasoning/worker.js';
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { decisionAnswer } from '../support/bedrock-answers.js';

// A budget of one token: an organization's first model call of a month spends it, and the next one falls back.
const t = useTestRuntime({ scheduleTimers: false, env: { MODEL_MONTHLY_TOKEN_BUDGET: '1' } });

async function fineTuning(settings: Record<string, unknown> = {}): Promise<ApiRecord> {
  const body = { name: `Notes ${ulid()}`, target: 'NOTES', instructions: 'We sell to hospitals.', ...settings };
  return expectStatus<ApiRecord>(await t.api.post('/v5/fine-tunings', body), 201);
}

/** The organization's `model.tokens` usage of the month starting at `monthStart`, if it has one. */
async function modelTokens(monthStart: string): Promise<ApiRecord | undefined> {
  const records = expectStatus<ApiRecord[]>(
    await t.api.get(`/v5/usage?filter.metric.equals=${MODEL_TOKENS_METRIC}&filter.periodStart.equals=${monthStart}`),
    200,
  );
  expect(records.length).toBeLessThanOrEqual(1);
  return records[0];
}

/** `count` examples of `characters` characters each. */
const examples = (count: number, characters: number) =>
  Array.from({ length: count }, (_, i) => ({ text: `${i} ${'x'.repeat(characters)}`, intent: 'INTERESTED' }));

test("a fine-tuning's examples are bounded to 20 KiB in all, as JSON: past it, 400 naming the field", async () => {
  // Each example is within its own bound (2,000 characters), but twelve of them weigh about 23 KiB.
  const refused = await t.api.post('/v5/fine-tunings', {
    name: 'Big',
    instructions: 'y',
    examples: examples(12, 1900),
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ code: 'invalid_request', status: 400, errors: [{ path: 'examples' }] });
  expect(refused.body.errors[0].message).toMatch(/20480 bytes/);

  const within = await fineTuning({ examples: examples(10, 1900) });
  const grown = await t.api.patch(`/v5/fine-tunings/${within.id}`, { examples: examples(11, 1900) });
  expect(grown.status).toBe(400);
  expect(grown.body.errors).toEqual([expect.objectContaining({ path: 'examples' })]);
});

test("a fine-tuning's test meters the tokens on the month's usage, and past the budget the local reasoner answers, saying so", async () => {
  t.runtime.setClock(new Date('2031-01-20T09:00:05Z'));
  const month = '2031-01-01T00:00:00.000Z';
  const settings = await fineTuning();
  const text = 'Could we set up a call next Tuesday afternoon?';
  expect(await modelTokens(month)).toBeUndefined();

  const first = expectStatus<{ reasoning: ApiRecord }>(
    await t.api.post(`/v5/fine-tunings/${settings.id}/test`, { text }),
    200,
  );
  // Locally the local reasoner stands in for the model, and is metered like it.
  expect(first.reasoning).toMatchObject({ status: 'DONE', model: LOCAL_REASONER_MODEL, modelFallback: null });
  const metered = await modelTokens(month);
  expect(metered).toMatchObject({ periodEnd: '2031-02-01T00:00:00.000Z', quantity: expect.any(Number) });
  expect(metered!.inputTokens).toBeGreaterThan(0);
  expect(metered!.outputTokens).toBeGreaterThan(0);
  expect(metered!.quantity).toBe(metered!.inputTokens + metered!.outputTokens);

  // The budget (one token) is spent: the local reasoner answers in the model's place, and nothing more is metered.
  const second = expectStatus<{ reasoning: ApiRecord }>(
    await t.api.post(`/v5/fine-tunings/${settings.id}/test`, { text }),
    200,
  );
  expect(second.reasoning).toMatchObject({
    status: 'DONE',
    model: LOCAL_REASONER_MODEL,
    modelFallback: BUDGET_FALLBACK,
  });
  expect((await modelTokens(month))!.quantity).toBe(metered!.quantity);
});

test("a fine-tuning's test has its own limit per organization: past it, 429 with Retry-After before anything is read", async () => {
  // Early in a minute, so that every test of this one falls in one window.
  t.runtime.setClock(new Date('2031-03-10T10:00:02Z'));
  const settings = await fineTuning();
  for (let i = 0; i < FINE_TUNING_TEST_LIMIT.limit; i++)
    expectStatus(await t.api.post(`/v5/fine-tunings/${settings.id}/test`, { text: `Hello ${i}` }), 200);

  const refused = await t.api.post(`/v5/fine-tunings/${settings.id}/test`, { text: 'One more' });
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ code: 'rate_limited', status: 429 });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  // Refused before its body is read: one that would be a 400 is refused the same way.
  expect((await t.api.post(`/v5/fine-tunings/${settings.id}/test`, {})).status).toBe(429);
  // Other routes keep the organization's overall limit.
  expectStatus(await t.api.get(`/v5/fine-tunings/${settings.id}`), 200);

  // The next minute, the tests are allowed again.
  t.runtime.setClock(new Date('2031-03-10T10:01:02Z'));
  expectStatus(await t.api.post(`/v5/fine-tunings/${settings.id}/test`, { text: 'Again' }), 200);
});

describe('the note reasoner, with Bedrock stubbed at its SDK', () => {
  const bedrock = mockClient(BedrockRuntimeClient);
  const HAIKU = 'anthropic.claude-haiku-4-5-20251001-v1:0';
  const decision = {
    intent: 'MEETING_REQUEST',
    action: { type: 'BOOK_MEETING' },
    confidence: 0.9,
    rationale: 'Asks for a call.',
    evidence: [],
  };
  beforeEach(() => {
    bedrock.reset();
    bedrock.on(ConverseCommand).resolves(
      decisionAnswer(decision, {
        inputTokens: 1_000,
        outputTokens: 200,
        cacheReadInputTokens: 3_000,
        totalTokens: 4_200,
      }),
    );
  });
  afterAll(() => bedrock.restore());

  /** A note stored without going through the queue, so that only this test's worker reasons over it. */
  const quietNote = async (body: string) => {
    const person = expectStatus<ApiRecord>(
      await t.api.post('/v5/contacts', { firstName: 'Ada', email: `ada-${ulid().toLowerCase()}@acme.example` }),
      201,
    );
    const ctx = { org: t.org, actor: { type: 'system' as const, id: 'test' }, requestId: 'test' };
    return t.store.create(notes.entity, ctx, notes.withDefaults({ body, contactId: person.id }));
  };

  it("meters Bedrock's tokens per month, and past the month's budget reasons locally without calling the model", async () => {
    let now = new Date('2031-05-31T23:59:00Z');
    const deps = {
      store: t.store,
      engine: createEngine({ families, store: t.store }),
      spend: {
        model: createBedrockReasoner({ client: new BedrockRuntimeClient({}), defaultModelId: HAIKU }),
        fallback: createLocalReasoner(),
        monthlyTokenBudget: 4_000,
      },
      now: () => now,
      maxReceiveCount: 5,
    };
    const reason = async (body: string) => {
      const stored = await quietNote(body);
      await reasonOverNote(deps, { org: t.org, noteId: stored.id }, `r-${stored.id}`);
      const reasoning = (await t.store.get(notes.entity, t.org, stored.id))!.reasoning as ApiRecord;
      const generation = expectStatus<ApiRecord>(await t.api.get(`/v5/generations/${reasoning.generationId}`), 200);
      return { reasoning, generation };
    };

    const first = await reason('Can we talk on Friday?');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    expect(first.reasoning).toMatchObject({ status: 'DONE', model: HAIKU, modelFallback: null });
    // Cached prompt tokens are read all the same: they count as input.
    expect(await modelTokens('2031-05-01T00:00:00.000Z')).toMatchObject({
      quantity: 4_200,
      inputTokens: 4_000,
      outputTokens: 200,
    });

    // 4,200 of 4,000 spent: the model is not called again this month.
    const second = await reason('Happy to chat next week.');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    expect(second.reasoning).toMatchObject({ model: LOCAL_REASONER_MODEL, modelFallback: BUDGET_FALLBACK });
    expect(second.generation).toMatchObject({ model: LOCAL_REASONER_MODEL, cost: 0 });
    expect((await modelTokens('2031-05-01T00:00:00.000Z'))!.quantity).toBe(4_200);

    // A new month by the clock: a new budget.
    now = new Date('2031-06-01T00:00:30Z');
    const third = await reason('Could we meet on Monday?');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
    expect(third.reasoning).toMatchObject({ model: HAIKU, modelFallback: null });
    expect((await modelTokens('2031-06-01T00:00:00.000Z'))!.quantity).toBe(4_200);
  });
});
