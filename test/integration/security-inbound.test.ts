// Attacks with received mail (issue 22, item 15) on the real reply path: a References header of thousands of ids costs
// a bounded number of table reads, counted on the DynamoDB client, and still finds the message it answers.
import { ulid } from 'ulid';
import { recordCalls } from '../support/dynamodb-calls.js';
import { recordRawReply } from '../../lib/campaigns/inbound/inbound.js';
import { sentEmails } from '../../lib/campaigns/model/sent-emails.js';
import { families } from '../../lib/families/registry.js';
import type { ResourceServices } from '../../lib/platform/resources/behaviour.js';
import { createEngine } from '../../lib/platform/resources/engine.js';
import { createStore } from '../../lib/platform/store/store.js';
import { testDocumentClient } from '../support/runtime.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime({ scheduleTimers: false });
const client = testDocumentClient();
const calls = recordCalls(client, { keepInputs: true });
let services: ResourceServices;

beforeAll(() => {
  const store = createStore({ client, tableName: t.runtime.tableName });
  services = { store, engine: createEngine({ families, store }) };
});
afterAll(() => client.destroy());

/** A raw reply whose References header names `references` (oldest first), folded as mail folds long headers. */
function replyNaming(references: readonly string[]): string {
  return [
    'From: someone@customer.example',
    'To: sales@outreach.test',
    'Subject: Re: our call',
    `In-Reply-To: <nothing-${ulid()}@elsewhere.example>`,
    `References: ${references.join('\r\n ')}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Thanks, call me on Monday.',
  ].join('\r\n');
}

const unknownReferences = (count: number) =>
  Array.from({ length: count }, (_, index) => `<unknown-${index}-${ulid()}@elsewhere.example>`);

/** Table reads among `recorded` (Get, BatchGet, Query), and how many item keys they asked for. */
function readsOf(recorded: ReturnType<typeof calls.take>) {
  const reads = recorded.filter((call) => /^(Get|BatchGet|Query)/.test(call.command));
  const keys = reads.reduce((sum, call) => {
    const requests = call.input?.RequestItems as Record<string, { Keys: unknown[] }> | undefined;
    return sum + (requests ? Object.values(requests).reduce((n, request) => n + request.Keys.length, 0) : 1);
  }, 0);
  return { calls: reads.length, keys };
}

it('looks up 3,000 unknown references in a bounded number of table reads', async () => {
  const raw = replyNaming(unknownReferences(3_000));
  expect(raw.length).toBeGreaterThan(50_000);
  calls.take();
  expect(await recordRawReply(services, raw, { requestId: 'many-references' })).toBeUndefined();
  const reads = readsOf(calls.take());
  // One batch of guards: In-Reply-To and the newest 20 references; no record is read when no guard is found.
  expect(reads.calls).toBeLessThanOrEqual(2);
  expect(reads.keys).toBeLessThanOrEqual(21);
});

it('still matches the reply by its newest reference among thousands, within the same reads', async () => {
  const ctx = { org: t.org, actor: { type: 'system' as const, id: 'test-seed' }, requestId: 'seed' };
  const messageId = `<${ulid()}@mail.outreach.test>`;
  const sent = await t.store.create(
    sentEmails.entity,
    ctx,
    sentEmails.withDefaults({
      messageId,
      providerMessageId: `mail_${ulid()}`,
      to: 'someone@customer.example',
      from: 'sales@outreach.test',
      subject: 'Our call',
      body: 'Hi',
      sentAt: new Date().toISOString(),
    }),
  );
  calls.take();
  const recorded = await recordRawReply(services, replyNaming([...unknownReferences(2_999), messageId]), {
    requestId: 'many-references-and-ours',
  });
  expect(recorded).toMatchObject({ sentEmailId: sent.id, from: 'someone@customer.example' });
  expect((recorded!.references as string[]).length).toBeLessThanOrEqual(20);
  const recordedCalls = calls.take();
  const firstWrite = recordedCalls.findIndex((call) =>
    /^(Put|Update|Delete|BatchWrite|TransactWrite)/.test(call.command),
  );
  // Before anything is written: the batch of guards, the batch of the records they name, and the sent email read again
  // by the write that marks it replied.
  expect(readsOf(recordedCalls.slice(0, firstWrite)).calls).toBeLessThanOrEqual(3);
});
