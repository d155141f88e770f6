// Webhooks bench (`npm run bench:webhooks`): contacts created through the API, 3 endpoints subscribed (one answering 500
// every other time). BENCH_CONTACTS (10000), BENCH_CONCURRENCY (16 in flight), BENCH_TIMEOUT_SECONDS (900).
import { api } from '../test/support/api-client.js';
import { seedApiKey } from '../test/support/seed.js';
import { fanOutContacts } from '../test/support/webhook-fan-out.js';
import { startWebhookReceiver } from '../test/support/webhook-receiver.js';
import { log, markdownTable, verdict, writeResults } from './support/report.js';
import { envInt, onStop, runBench, startBenchRuntime } from './support/runtime.js';
import { round, summarize } from './support/stats.js';

const [CONTACTS, CONCURRENCY] = [envInt('BENCH_CONTACTS', 10_000), envInt('BENCH_CONCURRENCY', 16)];
const [timeoutMs, paths] = [envInt('BENCH_TIMEOUT_SECONDS', 900) * 1000, ['/healthy-1', '/healthy-2', '/flaky']];

async function main(): Promise<boolean> {
  let turns = 0;
  const receiver = await startWebhookReceiver({ answer: ({ path }) => (path === '/flaky' && turns++ % 2 ? 500 : 200) });
  onStop(() => receiver.close());
  const { runtime } = await startBenchRuntime();
  log(`creating ${CONTACTS} contacts, ${CONCURRENCY} in flight`);
  const run = { paths, contacts: CONTACTS, concurrency: CONCURRENCY, timeoutMs };
  const { firstWrite, writeSeconds, endpoints } = await fanOutContacts(
    api(runtime, await seedApiKey(runtime)),
    receiver,
    run,
  );
  const healthy = endpoints.slice(0, 2);
  const seconds = (Math.max(...healthy.map((t) => t.lastFirstAttemptAt)) - firstWrite) / 1000;
  const [delivered, lost] = [healthy.reduce((n, t) => n + t.events, 0), healthy.reduce((n, t) => n + t.missing, 0)];
  const delay = summarize(endpoints.flatMap((t) => t.delaysMs));
  const rows = endpoints.map((t, i) => [
    `${paths[i]}: events / missing / attempts beyond one`,
    `${t.events} / ${t.missing} / ${t.repeated}`,
  ]);
  const body = [
    verdict(lost === 0, `0 lost: every event at every healthy endpoint (${lost} missing)`),
    '',
    markdownTable(
      ['Figure', 'Value'],
      [
        ['Contacts created through the API', `${CONTACTS} in ${round(writeSeconds)} s`],
        ['Events delivered to the 2 healthy endpoints', `${delivered}, **${round(delivered / seconds)}/s** end to end`],
        [
          'Write → first attempt p50 / p95 / p99 / max',
          `${delay.p50} / ${delay.p95} / **${delay.p99}** / ${delay.max} ms`,
        ],
        ...rows,
      ],
    ),
    '',
    'Attempts beyond one: at /flaky, the retry 5 s after each 500 (those 5 minutes after a second 500 are not waited',
    'for); at a healthy endpoint, an event sent twice (a sender that died before its record, a stream batch read again).',
  ].join('\n');
  const method = [
    `${CONTACTS} contacts POSTed (${CONCURRENCY} in flight) to one organization with 3 endpoints on contact.created, at a`,
    'receiver in the bench. End to end: first write to the last first attempt at a healthy endpoint. Write → first',
    "attempt: a contact's createdAt to the receiver's read of its POST, at all three. DynamoDB Local, fauxqs, one machine.",
  ];
  const figures = { contacts: CONTACTS, writeSeconds, seconds: round(seconds), delivered, lost, delay, rows };
  writeResults({
    title: 'Webhooks bench',
    script: 'bench:webhooks',
    markdownName: 'WEBHOOKS',
    jsonName: 'webhooks',
    method,
    body,
    figures,
  });
  console.log(body);
  return lost === 0;
}

runBench(main);
