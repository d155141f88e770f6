// Campaign sending bench (`npm run bench:campaigns`): campaign contacts due at one minute, sent half from SES connections
// and half over SMTP connections on the local SMTP server, then checked; then replies read over IMAP from 40 mailboxes.
// Then contacts enrolled outside any window, and statistics read at two sizes. BENCH_CAMPAIGN_CONTACTS (10000 due),
// BENCH_NOT_DUE (20000 a week later), BENCH_REPLIES (1000), BENCH_ENROLLED (100000), BENCH_STATS_SENT (100000).
import { DateTime } from 'luxon';
import { createDocumentClient } from '../lib/platform/aws/clients.js';
import { queueSender } from '../lib/app/queue-senders.js';
import { readAppConfig } from '../lib/app/settings.js';
import { createCampaignTick } from '../lib/campaigns/schedule/tick.js';
import { CAMPAIGN_SENDS_QUEUE } from '../lib/platform/queue/queues.js';
import { campaignContacts as places } from '../lib/campaigns/model/campaign-contacts.js';
import { campaignSteps as steps } from '../lib/campaigns/model/campaign-steps.js';
import { campaigns } from '../lib/campaigns/model/campaigns.js';
import { contacts } from '../lib/crm/contacts.js';
import { sentEmails } from '../lib/campaigns/model/sent-emails.js';
import { createLocalMailbox } from '../lib/mail/local-mailbox.js';
import type { LocalRuntime } from '../infra/local/runtime.js';
import type { Resource } from '../lib/platform/resources/define.js';
import { createStore, type Store } from '../lib/platform/store/store.js';
import { connectedConnections } from './support/connections.js';
import { benchReplyReading } from './support/reply-reading.js';
import { benchEnrolledOutsideWindow, benchStatsReads } from './support/planned-sends.js';
import { recordCalls } from '../test/support/dynamodb-calls.js';
import { log, markdownTable, writeResults } from './support/report.js';
import { seedApiKey } from '../test/support/seed.js';
import { envInt, createRecords, runBench, startBenchRuntime } from './support/runtime.js';
import { round, summarize } from './support/stats.js';
import { countBy } from '../test/support/count-by.js';

const [DUE, NOT_DUE] = [envInt('BENCH_CAMPAIGN_CONTACTS', 10_000), envInt('BENCH_NOT_DUE', 20_000)];
const REPLIES = envInt('BENCH_REPLIES', 1_000);
const [ENROLLED, STATS_SENT] = [envInt('BENCH_ENROLLED', 100_000), envInt('BENCH_STATS_SENT', 100_000)];
const [ORGANIZATIONS, CAMPAIGNS] = [20, 40]; // two connections an organization (SES, SMTP), one campaign each
const TYPES = ['SES', 'SMTP'] as const;
const SHARE = Math.ceil(DUE / CAMPAIGNS);
const DUE_AT = new Date('2030-05-07T13:00:00.000Z');
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const minuteOfDay = (iso: unknown, zone: string) => {
  const { hour, minute } = DateTime.fromISO(String(iso), { zone });
  return hour * 60 + minute;
};
const hhmm = (minute: number) => `${Math.floor(minute / 60)}:${minute % 60}`.replace(/\b(\d)\b/g, '0$1');

/**
 * One organization: two connections made through the API, SES and SMTP (every fourth one's dailyLimit 2/5 of its
 * share), each with an ACTIVE campaign of one EMAIL step whose window, in the organization's zone, holds the due minute
 * (campaign 1: opens 3 hours after it), and its share of contacts due; a third campaign holds the contacts due a week
 * later.
 */
async function seedOrganization(runtime: LocalRuntime, store: Store, o: number) {
  const organization = await seedApiKey(runtime);
  const { org } = organization;
  const make = (family: Resource, datas: Record<string, unknown>[], per?: number) =>
    createRecords(store, org, family, datas, per);
  const zone = ZONES[o % ZONES.length]!;
  const [now, notDue] = [minuteOfDay(DUE_AT.toISOString(), zone), Math.ceil(NOT_DUE / ORGANIZATIONS)];
  const count = Math.max(2 * SHARE, notDue);
  const people = [...Array(count).keys()].map((i) => ({ firstName: `A${i}`, email: `${i}@o${o}.x` }));
  const contactIds = await make(contacts, people);
  const limits = [0, 1].map((c) => ((o * 2 + c) % 4 === 3 ? Math.floor(SHARE * 0.4) : SHARE + 10));
  // The SMTP sender reads its replies, and so does a mailbox that sends nothing (replies@): the reader's 40 mailboxes.
  const [ses, smtp] = limits.map((dailyLimit, c) => ({ email: `sender-${c}@org-${o}.example`, dailyLimit }));
  const connectionIds = await connectedConnections(runtime, organization, [
    { ...ses!, type: 'SES' },
    { ...smtp!, type: 'SMTP', imap: true },
    { email: `replies@org-${o}.example`, dailyLimit: 1, type: 'SMTP', imap: true },
  ]);
  const opensLater = (c: number) => o * 2 + c === 1;
  const windows = [0, 1, 2].map((c): [number, number] =>
    opensLater(c) ? [now + 180, now + 240] : [Math.max(0, now - 120), Math.min(1439, now + 180)],
  );
  const schedule = ([start, end]: number[]) => ({
    enabledWeekdays: Object.fromEntries(DAYS.map((day) => [day, { start: hhmm(start!), end: hhmm(end!) }])),
    timeZone: zone,
  });
  const campaign = (window: number[], c: number) => ({ name: `C${c}`, status: 'ACTIVE', schedule: schedule(window) });
  const campaignData = windows.map((w, c) => ({ ...campaign(w, c), fromConnectionId: connectionIds[c % 2] }));
  const campaignIds = await make(campaigns, campaignData);
  const step = { type: 'EMAIL', sort: 1, subject: 'Hello {{ firstName }}', body: 'Hi {{ firstName }}.' };
  await make(
    steps,
    campaignIds.map((campaignId) => ({ ...step, campaignId })),
  );
  const members = [contactIds.slice(0, SHARE), contactIds.slice(SHARE, 2 * SHARE), contactIds.slice(0, notDue)];
  const joins = members.flatMap((ids, c) => {
    const nextSendAt = new Date(DUE_AT.getTime() + (c === 2 ? 7 * 86_400_000 : 0)).toISOString();
    return ids.map((contactId) => ({ campaignId: campaignIds[c], contactId, status: 'ACTIVE', nextSendAt }));
  });
  await make(places, joins, 24);
  return [0, 1].map((c) => {
    const [id, connectionId, window, due] = [campaignIds[c]!, connectionIds[c]!, windows[c]!, members[c]!.length];
    const type = TYPES[c]!;
    return { org, id, zone, window, opensLater: opensLater(c), due, dailyLimit: limits[c]!, connectionId, type };
  });
}

async function main(): Promise<boolean> {
  const bench = await startBenchRuntime({ scheduleTimers: false });
  const { runtime, store, handlerCalls } = bench;
  const seedStart = performance.now();
  const organizations = Array.from({ length: ORGANIZATIONS }, (_, o) => seedOrganization(runtime, store, o));
  const seeded = (await Promise.all(organizations)).flat();
  const seedSeconds = round((performance.now() - seedStart) / 1000);
  log(`seeded ${DUE} due and ${NOT_DUE} not due in ${seedSeconds} s`);

  // The tick as its function runs it, on a client of its own so that the reads counted are its own.
  const [client, config] = [createDocumentClient(runtime.dynamodbEndpoint), readAppConfig(process.env)];
  const tickCalls = recordCalls(client);
  const tick = createCampaignTick({
    store: createStore({ client, tableName: runtime.tableName }),
    send: queueSender(config, CAMPAIGN_SENDS_QUEUE),
    now: config.clock,
  });
  const itemsRead = () => tickCalls.take().reduce((sum, call) => sum + call.itemsRead, 0);
  runtime.setClock(new Date(DUE_AT.getTime() - 60_000));
  const before = { ...(await tick()), itemsRead: itemsRead() };
  runtime.setClock(DUE_AT);
  const started = performance.now();
  const ticks = [await tick()];
  while (ticks.at(-1)!.stoppedEarly) ticks.push(await tick());
  const tickSeconds = round((performance.now() - started) / 1000);
  const dueTick = { due: ticks.reduce((sum, t) => sum + t.due, 0), itemsRead: itemsRead() };
  // The sender is done once the handlers have made no DynamoDB call for 2 s (not counted).
  await handlerCalls.idle(2000, 30 * 60_000);
  const seconds = round((performance.now() - started - 2000) / 1000);
  const byId = new Map(seeded.map((campaign) => [campaign.id, campaign]));
  const sentOf = async (org: string) => (await store.collect({ entity: sentEmails.entity, org })).items;
  const orgs = [...new Set(seeded.map((c) => c.org))];
  const sentByOrg = await Promise.all(orgs.map(sentOf));
  const sent = sentByOrg.flat();
  const outside = ({ zone, window: [start, end] }: (typeof seeded)[number], sentAt: unknown) =>
    minuteOfDay(sentAt, zone) < start || minuteOfDay(sentAt, zone) > end;
  const outsideWindow = sent.filter((e) => outside(byId.get(String(e.campaignId))!, e.sentAt)).length;
  const perConnection = countBy(sent, (email) => String(email.connectionId));
  const over = (c: (typeof seeded)[number]) => Math.max(0, (perConnection.get(c.connectionId) ?? 0) - c.dailyLimit);
  const overLimit = seeded.reduce((n, c) => n + over(c), 0);
  const twice = (counts: Map<string, number>) => [...counts.values()].filter((n) => n > 1).length;
  const duplicates =
    twice(countBy(sent, (email) => `${email.campaignContactId} ${email.stepId}`)) +
    twice(countBy(await createLocalMailbox(store).list(), (entry) => String(entry.messageId)));
  const expected = seeded.reduce((n, c) => n + (c.opensLater ? 0 : Math.min(c.due, c.dailyLimit)), 0);
  const delayOf = (email: (typeof sent)[number]) => (Date.parse(String(email.sentAt)) - DUE_AT.getTime()) / 1000;
  const delays = summarize(sent.map(delayOf));
  const typeOf = new Map(seeded.map((c) => [c.connectionId, c.type]));
  // Each half: its sends over the time to its last one (the clock runs on from the due minute), and its delays.
  const halves = TYPES.map((type) => {
    const own = sent.filter((email) => typeOf.get(String(email.connectionId)) === type);
    const stats = summarize(own.map(delayOf));
    return { type, sent: own.length, sendsPerSecond: round(own.length / Math.max(stats.max, 0.001)), delays: stats };
  });
  const itemsReadPerDue = round(dueTick.itemsRead / Math.max(1, dueTick.due), 2);
  const sendsPerSecond = round(sent.length / seconds);
  const rows: [string, string][] = [
    ['Due now / a week later', `${DUE} / ${NOT_DUE} (${ORGANIZATIONS} organizations, ${CAMPAIGNS} connections)`],
    ['Sent / what windows and limits let through', `${sent.length} / ${expected}`],
    ['End to end (first tick → queue empty)', `${seconds} s, **${sendsPerSecond} sends/s**`],
    ['Delay due → sent p50 / p95 / p99 / max', `${delays.p50} / ${delays.p95} / ${delays.p99} / ${delays.max} s`],
    ...halves.map(({ type, sent: count, sendsPerSecond: rate, delays: d }): [string, string] => [
      `${type} connections: sent, sends/s, p99 due → sent`,
      `${count}, ${rate} sends/s, p99 ${d.p99} s`,
    ]),
    ['Tick: items read per due', `${itemsReadPerDue} (${ticks.length} tick(s), ${tickSeconds} s)`],
    ['Tick a minute before: items read', `${before.itemsRead}, with ${NOT_DUE} not due in the index`],
    ['Duplicates / outside a window / over a limit', `**${duplicates} / ${outsideWindow} / ${overLimit}**`],
  ];
  // 40 mailboxes (two an organization), REPLIES in all, each a reply to a message its organization sent.
  const perMailbox = Math.ceil(REPLIES / (2 * orgs.length));
  const boxes = orgs.flatMap((org, o) =>
    [`sender-1@org-${o}.example`, `replies@org-${o}.example`].map((email, m) => {
      const replied = sentByOrg[o]!.slice(m * perMailbox, (m + 1) * perMailbox);
      return { org, email, repliesTo: replied.map((e) => ({ to: String(e.to), messageId: String(e.messageId) })) };
    }),
  );
  const reading = await benchReplyReading(runtime, store, handlerCalls, boxes);
  // After the sends' leftovers were planned (none due before DUE_AT + 3 h): 30 minutes after the due minute.
  const planned = await benchEnrolledOutsideWindow(bench, tick, ENROLLED, new Date(DUE_AT.getTime() + 30 * 60_000));
  const stats = await benchStatsReads(bench, [STATS_SENT / 10, STATS_SENT]);
  rows.push(...reading.rows, ...planned.rows, ...stats.rows);
  const body = markdownTable(['Figure', 'Value'], rows);
  writeResults({
    title: 'Campaign sending bench',
    script: 'bench:campaigns',
    markdownName: 'CAMPAIGNS',
    jsonName: 'campaigns',
    method: [
      `${DUE} campaign contacts due at ${DUE_AT.toISOString()}, ${NOT_DUE} a week later, seeded through the store (windows in`,
      `${ZONES.length} zones, one opening 3 h later; every fourth connection's dailyLimit 2/5 of its share). The clock is set to`,
      'the due minute; the tick runs as its function does, on a client of its own (its reads counted); the queue poller runs',
      'the sender into the local mailbox. Delay: sentAt − due minute. Windows checked with luxon. Scaling: README, Benchmarks.',
      `Then ${REPLIES} replies to sent messages are appended over IMAP to 40 mailboxes (two an organization) and the reply`,
      "reader's minutes run until all are recorded; items read: every handler DynamoDB read meanwhile, per reply.",
      `Then ${ENROLLED} contacts bulk-added 90 minutes before their campaign's window, and the ticks until it; and stats`,
      `of campaigns of ${STATS_SENT / 10} and ${STATS_SENT} sent emails (store-seeded), each beside a bare GetItem.`,
    ],
    body,
    figures: {
      ...{ ...Object.fromEntries(rows), seedSeconds, sendsPerSecond, delays, halves, ticks, before, reading },
      ...{ planned: planned.figures, stats: stats.figures },
    },
  });
  console.log(body);
  const parts = reading.passed && planned.passed && stats.passed;
  return duplicates === 0 && outsideWindow === 0 && overLimit === 0 && sent.length === expected && parts;
}

runBench(main);
