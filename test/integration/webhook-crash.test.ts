// A webhook sender that dies between its POST and the record of it: the delivery stays pending, and once its lease is over the tick queues it again, so it goes out a second time with the same webhook-id (at least once).
import type { SQSRecord } from 'aws-lambda';
import { credentialVaultSettings } from '../../lib/app/settings.js';
import { configuredCredentialVault } from '../../lib/connections/configured-credential-vault.js';
import type { Store } from '../../lib/platform/store/store.js';
import { createDeliverySender, webhookEndpoints } from '../../lib/webhooks/index.js';
import { recordDelivery } from '../../lib/webhooks/delivery-records.js';
import { type ApiRecord, expectStatus } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';
import { waitUntil } from '../support/wait-until.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const t = useTestRuntime({ scheduleTimers: false });
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** The store as a sender sees it, but for the write that records an attempt: the process dies there. */
function dyingAtTheRecord(store: Store): Store {
  return {
    ...store,
    updateIf: () => {
      throw new Error('the sender died before it recorded the attempt');
    },
  };
}

it('sends a delivery again with the same webhook-id when its sender died between the POST and the record', async () => {
  const created = expectStatus<ApiRecord & { secret: string }>(
    await t.api.post('/v5/webhook-endpoints', { url: receiver.url('/crash'), events: ['contact.created'] }),
    201,
  );
  const endpoint = await t.store.get(webhookEndpoints.entity, t.org, created.id);
  const at = new Date();
  t.runtime.setClock(at);
  // A delivery as the dispatcher records it, due now, but not queued: this test's sender takes it first.
  const ctx = { org: t.org, actor: { type: 'system' as const, id: 'test' }, requestId: 'crash-test' };
  const eventId = 'evt_01KBCRASH0000000000000000';
  const delivery = await recordDelivery(
    t.store,
    ctx,
    endpoint!,
    { id: eventId, type: 'contact.created', createdAt: at.toISOString(), object: { id: 'con_crash' } },
    at,
  );
  const dying = createDeliverySender({
    store: dyingAtTheRecord(t.store),
    vault: configuredCredentialVault(credentialVaultSettings(process.env)),
    outbound: { allowLoopback: true },
    now: () => at,
    send: async () => {},
    tellOwners: async () => {},
  });
  const message = { body: JSON.stringify({ org: t.org, deliveryId: delivery!.id }), messageId: 'm-1' } as SQSRecord;
  await expect(dying(message, undefined as never)).rejects.toThrow('died before it recorded');
  expect(receiver.received.map((arrived) => arrived.headers['webhook-id'])).toEqual([eventId]);
  const pending = expectStatus<ApiRecord>(await t.api.get(`/v5/webhook-deliveries/${delivery!.id}`), 200);
  expect(pending).toMatchObject({ status: 'PENDING', attempts: 0 });

  // Within the lease the tick leaves it alone (the sender might still be at it); after it, the tick queues it again.
  t.runtime.setClock(new Date(at.getTime() + 9 * 60_000));
  expect(await t.runtime.runScheduled('webhook-tick')).toMatchObject({ queued: 0 });
  t.runtime.setClock(new Date(at.getTime() + 10 * 60_000 + 1000));
  expect(await t.runtime.runScheduled('webhook-tick')).toMatchObject({ queued: 1 });
  const done = await waitUntil(
    async () => expectStatus<ApiRecord>(await t.api.get(`/v5/webhook-deliveries/${delivery!.id}`), 200),
    (found) => found.status === 'SUCCEEDED',
    'the delivery sent again and recorded',
  );
  expect(done.attempts).toBe(1);
  expect(receiver.received.map((arrived) => arrived.headers['webhook-id'])).toEqual([eventId, eventId]);
  expect(receiver.verifies(receiver.received[1]!, created.secret)).toBe(true);
  expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
});
