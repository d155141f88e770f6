// Contacts created through the API beside endpoints on a receiver, and what each endpoint got of their contact.created events: the webhook tests' burst and bench:webhooks.
import { inParallel } from '../../lib/platform/in-parallel.js';
import { type Api, type ApiRecord, expectStatus } from './api-client.js';
import { waitUntil } from './wait-until.js';
import type { ReceivedDelivery, WebhookReceiver } from './webhook-receiver.js';

/** A record written, whose event an endpoint should receive, and when (epoch ms). */
interface WrittenRecord {
  id: string;
  at: number;
}

/** What the receiver got at one path: events that never came, attempts beyond one per event, each event's delay. */
function tallyArrivals(received: readonly ReceivedDelivery[], path: string, written: readonly WrittenRecord[]) {
  const [firstAt, attemptsByEvent] = [new Map<string, number>(), new Map<string, number>()];
  for (const { path: at, event, at: time } of received) {
    if (at !== path || !event) continue;
    attemptsByEvent.set(event.id, (attemptsByEvent.get(event.id) ?? 0) + 1);
    if (!firstAt.has(String(event.data.object?.id))) firstAt.set(String(event.data.object?.id), time);
  }
  const arrived = written.filter((record) => firstAt.has(record.id));
  return {
    events: attemptsByEvent.size,
    missing: written.length - arrived.length,
    /** Retries of failures, and redeliveries (at least once). */
    repeated: [...attemptsByEvent.values()].reduce((sum, attempts) => sum + attempts - 1, 0),
    /** From each record's write to its event's first attempt. */
    delaysMs: arrived.map((record) => firstAt.get(record.id)! - record.at),
    lastFirstAttemptAt: Math.max(0, ...firstAt.values()),
  };
}

/**
 * Subscribes an endpoint at each of `paths` to contact.created, creates `contacts` contacts (`concurrency` in flight),
 * and waits up to `timeoutMs` for every event's first attempt at every endpoint; answers each endpoint's tally.
 */
export async function fanOutContacts(
  client: Api,
  receiver: WebhookReceiver,
  {
    paths,
    contacts,
    concurrency,
    timeoutMs,
  }: { paths: string[]; contacts: number; concurrency: number; timeoutMs: number },
) {
  for (const path of paths)
    expectStatus(
      await client.post('/v5/webhook-endpoints', { url: receiver.url(path), events: ['contact.created'] }),
      201,
    );
  const [written, firstWrite]: [WrittenRecord[], number] = [[], Date.now()];
  await inParallel(contacts, concurrency, async (i) => {
    const contact = expectStatus<ApiRecord>(await client.post('/v5/contacts', { name: `Fanned out ${i}` }), 201);
    written.push({ id: String(contact.id), at: Date.parse(String(contact.createdAt)) });
  });
  const writeSeconds = (Date.now() - firstWrite) / 1000;
  const tallies = () => paths.map((path) => tallyArrivals(receiver.received, path, written));
  const all = await waitUntil(
    async () => tallies(),
    (endpoints) => endpoints.every((endpoint) => endpoint.missing === 0),
    'every first attempt',
    timeoutMs,
  ).catch(tallies);
  return { firstWrite, writeSeconds, endpoints: all };
}
