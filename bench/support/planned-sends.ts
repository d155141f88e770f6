// bench:campaigns' parts on planning and statistics: contacts enrolled outside any window cost no queue message until it
// opens (their nextSendAt is planned at join), and a campaign's statistics read as few items at 100,000 sends as at 10,000.
import { campaignContacts } from '../../lib/campaigns/model/campaign-contacts.js';
import { campaignSteps } from '../../lib/campaigns/model/campaign-steps.js';
import { campaigns } from '../../lib/campaigns/model/campaigns.js';
import { sentEmails } from '../../lib/campaigns/model/sent-emails.js';
import type { TickResult } from '../../lib/campaigns/schedule/tick.js';
import { contacts } from '../../lib/crm/contacts.js';
import { api, expectStatus, retryWhileBusy } from '../../test/support/api-client.js';
import { seedApiKey } from '../../test/support/seed.js';
import { connectedConnections } from './connections.js';
import { inParallel } from '../../lib/platform/in-parallel.js';
import { type BenchRuntime, createRecords } from './runtime.js';
import { round, summarize } from './stats.js';

type Part = { rows: [string, string][]; figures: Record<string, unknown>; passed: boolean };

/** `count` contacts added at `at` (bulk, 100 a request) to a campaign whose only window opens 90 minutes later. */
export async function benchEnrolledOutsideWindow(
  { runtime, store }: BenchRuntime,
  tick: () => Promise<TickResult>,
  count: number,
  at: Date,
): Promise<Part> {
  const organization = await seedApiKey(runtime);
  const client = api(runtime, organization);
  runtime.setClock(at);
  const opens = new Date(at.getTime() + 90 * 60_000);
  const day = opens.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
  const window = { [day]: { start: opens.toISOString().slice(11, 16), end: '23:59' } };
  const sender = { type: 'SES', email: 'planned@enrolled.example', dailyLimit: 100 } as const;
  const [fromConnectionId] = await connectedConnections(runtime, organization, [sender]);
  const schedule = { enabledWeekdays: window, timeZone: 'UTC' };
  const campaign = await client.post('/v5/campaigns', { name: 'Planned', fromConnectionId, schedule });
  const campaignId = expectStatus<{ id: string }>(campaign, 201).id;
  const step = { campaignId, type: 'EMAIL', sort: 1, subject: 'Hi', body: 'Hello' };
  expectStatus(await client.post('/v5/campaign-steps', step), 201);
  expectStatus(await client.patch(`/v5/campaigns/${campaignId}`, { status: 'ACTIVE' }), 200);
  const people = Array.from({ length: count }, (_, i) => ({ firstName: `P${i}`, email: `${i}@enrolled.example` }));
  const ids = await createRecords(store, organization.org, contacts, people);
  let [started, added] = [performance.now(), 0];
  await inParallel(Math.ceil(count / 100), 8, async (i) => {
    const body = { contactIds: ids.slice(i * 100, (i + 1) * 100) };
    // Sent again on any busy answer: a contact already in the campaign is skipped. (`added += await ...` would add to
    // the value read before the request.) A busy answer that was applied makes `added` short, not `planned`.
    const { answer } = await retryWhileBusy(() => client.post(`/v5/campaigns/${campaignId}/contacts`, body));
    added += expectStatus<{ added: number }>(answer, 200).added;
  });
  const enrolSeconds = round((performance.now() - started) / 1000);
  // The minute tick from then to a minute before the opening (the clock moved on while the bulk adds ran).
  let [claimed, queued] = [0, 0];
  for (const minutes of [60, 75, 89]) {
    runtime.setClock(new Date(at.getTime() + minutes * 60_000));
    const result = await tick();
    [claimed, queued] = [claimed + result.due, queued + result.queued];
  }
  const places = (await store.collect({ entity: campaignContacts.entity, org: organization.org })).items;
  const planned = places.filter((place) => place.nextSendAt === opens.toISOString()).length;
  const figures = { added, enrolSeconds, planned, claimed, queued };
  return {
    rows: [
      ['Enrolled outside a window (bulk add)', `${added} in ${enrolSeconds} s (${round(added / enrolSeconds)}/s)`],
      ['… nextSendAt = the opening / claimed / queued before it', `${planned} / ${claimed} / **${queued}**`],
    ],
    figures,
    passed: planned === count && queued === 0,
  };
}

/** A campaign with `size` sent emails each (a third opened, one in 50 replied), then its statistics read `samples` times. */
export async function benchStatsReads({ runtime, store, handlerCalls }: BenchRuntime, sizes: number[], samples = 100) {
  const organization = await seedApiKey(runtime);
  const [org, client] = [organization.org, api(runtime, organization)];
  const part: Part = { rows: [], figures: {}, passed: true };
  for (const size of sizes) {
    const [campaignId] = await createRecords(store, org, campaigns, [{ name: `Stats ${size}` }]);
    const [stepId] = await createRecords(store, org, campaignSteps, [{ campaignId, type: 'EMAIL', sort: 1 }]);
    const at = new Date().toISOString();
    const sent = Array.from({ length: size }, (_, i) => ({
      ...{ campaignId, stepId, to: `${i}@stats.example`, from: 'stats@stats.example', subject: 'Hi', body: 'Hi' },
      ...{ messageId: `<${i}.${campaignId}@stats.example>`, sentAt: at },
      ...{ openedAt: i % 3 ? null : at, repliedAt: i % 50 ? null : at },
    }));
    await createRecords(store, org, sentEmails, sent);
    const [requested, bare, itemsRead]: [number[], number[], number[]] = [[], [], []];
    let answer: Record<string, number> = {};
    handlerCalls.take();
    for (let s = 0; s < samples; s++) {
      const start = performance.now();
      answer = expectStatus(await client.get(`/v5/campaigns/${campaignId}/stats`), 200);
      requested.push(performance.now() - start);
      itemsRead.push(handlerCalls.take().reduce((sum, call) => sum + call.itemsRead, 0));
      const bareStart = performance.now();
      await store.get(campaigns.entity, org, campaignId!);
      bare.push(performance.now() - bareStart);
    }
    const exact =
      answer.sent === size && answer.opened === Math.ceil(size / 3) && answer.replied === Math.ceil(size / 50);
    const [apiMs, bareMs, items] = [summarize(requested), summarize(bare), summarize(itemsRead)];
    part.figures[size] = { apiMs, bareMs, items, exact };
    part.rows.push([
      `Stats at ${size} sent: items read (median) / p95 / bare GetItem p95`,
      `${items.p50} / ${apiMs.p95} ms / ${bareMs.p95} ms${exact ? '' : ' (**counts wrong**)'}`,
    ]);
    part.passed &&= exact;
  }
  return part;
}
