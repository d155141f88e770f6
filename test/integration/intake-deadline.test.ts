// The webhook intake near its function's deadline: a row committed is answered 200 even while the queue is slower than
// the deadline (its marker queues it), and a row whose commit would start too late is refused 429 with nothing written.
import { type AppModel, appModel } from '../../lib/app/function-table.js';
import { webhookIntakeAccess } from '../../lib/app/table-grants.js';
import { PUBLIC } from '../../lib/platform/http/route.js';
import { TEST_ONLY_ROUTES } from '../support/api-client.js';
import { createWebhookImport, listAll, postRow, waitForRow } from '../support/imports.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

const SLOW_QUEUE_PATH = `${TEST_ONLY_ROUTES}slow-queue-webhooks/`;
const SLOW_TABLE_PATH = `${TEST_ONLY_ROUTES}slow-table-webhooks/`;
const model: AppModel = {
  functions: [
    ...appModel.functions,
    {
      name: 'slow-queue-intake',
      entry: 'test/fixtures/slow-queue-intake.ts',
      routes: [{ method: 'POST', path: `${SLOW_QUEUE_PATH}{importId}/{secret}`, scope: PUBLIC }],
      table: webhookIntakeAccess,
      timeoutSeconds: 8,
    },
    {
      name: 'slow-table-intake',
      entry: 'test/fixtures/slow-table-intake.ts',
      routes: [{ method: 'POST', path: `${SLOW_TABLE_PATH}{importId}/{secret}`, scope: PUBLIC }],
      table: webhookIntakeAccess,
      timeoutSeconds: 5,
    },
  ],
  queues: appModel.queues,
};

// The functions' own deadlines, as in Lambda: these tests are about them.
const t = useTestRuntime({ model, requestDeadlineFactor: 1 });
const addressAt = (webhookUrl: string, path: string) => webhookUrl.replace('/v5/webhooks/', path);

it('answers a committed row 200 by the deadline while its queue takes longer, and the row is taken once', async () => {
  const key = await seedApiKey(t.runtime);
  const imp = await createWebhookImport(t.runtime, key);
  const answer = await postRow(addressAt(imp.webhookUrl, SLOW_QUEUE_PATH), {
    contact: { email: 'slow-queue@deadline.example', name: 'Slow Queue' },
  });
  // Without the deadline race, the invocation outlived its 8 s and the caller heard 429 for a row that was taken.
  expect(answer.status).toBe(200);
  const row = await waitForRow(t.runtime, key, (answer.body as { id: string }).id);
  expect(row.status).toBe('CREATED');
  const contacts = await listAll(t.runtime, key, '/v5/contacts', {
    'filter.email.equals': 'slow-queue@deadline.example',
  });
  expect(contacts).toHaveLength(1);
});

it('refuses a row 429 with nothing written when too little of the invocation is left to commit it', async () => {
  const key = await seedApiKey(t.runtime);
  const imp = await createWebhookImport(t.runtime, key);
  const answer = await postRow(addressAt(imp.webhookUrl, SLOW_TABLE_PATH), {
    contact: { email: 'slow-table@deadline.example', name: 'Slow Table' },
  });
  expect(answer.status).toBe(429);
  expect(answer.headers?.get('retry-after')).toBe('1');
  expect(await listAll(t.runtime, key, '/v5/import-rows', { 'filter.importId.equals': imp.id })).toEqual([]);
});
