// `npm run demo`: walks a running local API (npm start, any port) through what a newcomer tries first, printing every
// id and what each step shows; where a step waits for a schedule it moves the local clock forward (POST /local/clock).
import { randomBytes } from 'node:crypto';
import { apiBaseUrl, commandLine } from './cli.js';
import { reachApi, signUp, typedClient } from './sign-up.js';

const { values } = commandLine({
  usage: 'usage: npm run demo -- [--url localhost:3000]',
  help:
    'Against a running `npm start`: signs up, creates a company and contacts, imports rows by API, makes a campaign of\n' +
    'two steps from a mailbox, enrols a contact, shows the first message, opens and clicks it, moves the local clock a\n' +
    'day forward for the follow-up (threaded under the first), replies, and shows the contact REPLIED. Every id is\n' +
    'printed. --url: where the API runs (a scheme may be left out); API_URL or PORT say it too. Exits 1 at the first\n' +
    'step that does not show what it should.',
  options: { url: { type: 'string' } },
});
const base = apiBaseUrl(values.url);
await reachApi(base);

/** A name no other run of the demo on this API has: the demo may run again against the same data. */
const run = randomBytes(3).toString('hex');
const domain = `demo-${run}.test`;
let step = 0;
const show = (what: string, detail = '') =>
  console.log(`${String(++step).padStart(2)}. ${what}${detail ? `\n    ${detail}` : ''}`);
function check(ok: unknown, what: string, seen: unknown): void {
  if (ok) return;
  console.error(`\n✗ ${what}; the API showed: ${JSON.stringify(seen).slice(0, 600)}`);
  process.exit(1);
}

const { org, secret, headers, ownerHeaders } = await signUp(typedClient(base), {
  email: `newcomer@${domain}`,
  name: 'Demo Newcomer',
  company: 'Demo Company',
  website: `https://${domain}`,
});
show(`Signed up: organization ${org}`, `API key (every scope): ${secret}`);

/** Calls the API with the key (or `as`); answers the JSON body after checking the status. */
async function call(
  method: string,
  path: string,
  body?: unknown,
  status = method === 'POST' ? 201 : 200,
  as = headers,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...as, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: any = await response.json().catch(() => undefined);
  check(response.status === status, `${method} ${path} should answer ${status}, not ${response.status}`, json);
  return json;
}

/** Polls `probe` until `done` holds, for up to a minute (the local queues work within seconds). */
async function waitFor<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    check(Date.now() < deadline, `waited a minute for ${what}`, value);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Billing: the catalogue, a subscription started with the owner's token, and the payment a browser would make.
const [price] = await call('GET', '/v5/prices');
check(price, 'the catalogue should list a price (npm start syncs it as it starts)', price);
const contact = { priceId: price.id, name: 'Demo Newcomer', email: `billing@${domain}` };
const { clientSecret } = await call('POST', '/v5/prices', contact, 201, ownerHeaders);
await call('POST', '/local/billing/pay', { clientSecret }, 200);
const [subscription] = await call('GET', '/v5/subscriptions');
const [invoice] = await call('GET', '/v5/invoices');
check(subscription?.status === 'ACTIVE' && invoice?.status === 'paid', 'the subscription should be ACTIVE, paid', {
  subscription,
  invoice,
});
show(
  `Subscribed to ${price.nickname}: subscription ${subscription.id} ${subscription.status}`,
  `invoice ${invoice.id} ${invoice.status}; ${subscription.creditsIncluded} credits a period, one per message sent`,
);

const company = await call('POST', '/v5/companies', { name: 'Acme Analytics', domain: `acme-${run}.test` });
const ada = await call('POST', '/v5/contacts', {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada@acme-${run}.test`,
  companyId: company.id,
  tags: ['vip'],
});
const grace = await call('POST', '/v5/contacts', { firstName: 'Grace', email: `grace@navy-${run}.test` });
const [withCompany] = await call(
  'GET',
  `/v5/contacts?filter.id.equals=${ada.id}&select[]=firstName&select[]=company.name`,
);
check(withCompany?.company?.name === 'Acme Analytics', 'Ada should show her company', withCompany);
show(
  `Company ${company.id} and contacts ${ada.id} (Ada, at Acme) and ${grace.id} (Grace)`,
  JSON.stringify(withCompany),
);

const batch = await call('POST', '/v5/imports', { name: 'CRM export', type: 'API' });
const rows = await call(
  'POST',
  `/v5/imports/${batch.id}/rows`,
  {
    rows: [{ contact: { email: `lea@acme-${run}.test`, name: 'Lea' } }, { contact: { email: `max@acme-${run}.test` } }],
  },
  202,
);
const imported = await waitFor(
  'the import to be IMPORTED',
  () => call('GET', `/v5/imports/${batch.id}`),
  (record) => record.status === 'IMPORTED',
);
show(`Import ${batch.id}: ${rows.rows.length} rows by API`, `status ${imported.status}, total ${imported.total}`);

const connection = await call('POST', '/v5/connections', {
  type: 'SES',
  email: `ann@${domain}`,
  name: 'Ann Smith',
  minIntervalSeconds: 0,
});
show(
  `Connection ${connection.id}: ann@${domain}, ${connection.status}`,
  'locally the mailbox at /local/mailbox stands in for SES',
);

const allDay = { start: '00:00', end: '23:59' };
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const campaign = await call('POST', '/v5/campaigns', {
  name: 'Autumn intro',
  fromConnectionId: connection.id,
  schedule: {
    enabledWeekdays: Object.fromEntries(weekdays.map((day) => [day, allDay])),
    sendFirstMessageImmediately: true,
    timeZone: 'UTC',
  },
});
await call('POST', '/v5/campaign-steps', {
  campaignId: campaign.id,
  sort: 1,
  type: 'EMAIL',
  subject: 'Hello {{ firstName }}',
  body: 'Hi {{ firstName }},\nhave a look at https://example.com/tour\n{{ sender.name }}',
});
await call('POST', '/v5/campaign-steps', {
  campaignId: campaign.id,
  sort: 2,
  type: 'EMAIL',
  delayDays: 1,
  body: 'Following up on my note.',
});
await call('PATCH', `/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' });
const enrolled = await call('POST', '/v5/campaign-contacts', { campaignId: campaign.id, contactId: grace.id });
show(`Campaign ${campaign.id}, two steps, ACTIVE; Grace enrolled as ${enrolled.id}`);

async function mailboxOf(to: string): Promise<any[]> {
  const mail: any = await (await fetch(`${base}/local/mailbox?to=${encodeURIComponent(to)}`)).json();
  return mail;
}

const [first] = await waitFor(
  'the first message',
  () => mailboxOf(grace.email),
  (mail) => mail.length >= 1,
);
show(`First message in the local mailbox: "${first.subject}"`, `Message-ID ${first.messageId}`);

const open = /https?:\/\/[^"]*\/t\/o\/[^"]*/.exec(first.html ?? '')?.[0];
const click = /https?:\/\/\S*\/t\/c\/\S*/.exec(first.text ?? '')?.[0];
check(open && click, 'the message should carry its open pixel and a tracked link', first);
const opened = await fetch(open!);
const clicked = await fetch(click!, { redirect: 'manual' });
const [sent] = await call('GET', `/v5/sent-emails?filter.contactId.equals=${grace.id}`);
check(sent?.openedAt && sent?.clickedAt, 'the sent email should be opened and clicked', sent);
show(
  `Opened (${opened.status}) and clicked (${clicked.status} to ${clicked.headers.get('location')})`,
  `sent email ${sent.id}: openedAt ${sent.openedAt}, clickedAt ${sent.clickedAt}`,
);

// The follow-up waits a day: the local clock moves instead (POST /local/clock runs the minute tick at the new time).
const clock = await fetch(`${base}/local/clock`, {
  method: 'POST',
  body: JSON.stringify({ advanceSeconds: 86_400 + 120 }),
});
const moved: any = await clock.json();
show(
  `Moved the local clock a day forward: the handlers' time is now ${moved.now}`,
  'POST /local/clock {"advanceSeconds": 86520}',
);
const mail = await waitFor(
  'the follow-up',
  () => mailboxOf(grace.email),
  (all) => all.length >= 2,
);
const followUp = mail.find((message: any) => message.messageId !== first.messageId);
check(
  followUp?.headers?.['In-Reply-To'] === first.messageId,
  'the follow-up should answer in the first thread',
  followUp,
);
show(`Follow-up: "${followUp.subject}"`, `In-Reply-To ${followUp.headers['In-Reply-To']}: threaded under the first`);

const reply = await call('POST', '/v5/inbound-emails', {
  from: grace.email,
  to: `ann@${domain}`,
  text: 'Sounds interesting, can we talk next week?',
  inReplyTo: followUp.messageId,
});
const [stopped] = await waitFor(
  'the campaign contact to be REPLIED',
  () => call('GET', `/v5/campaign-contacts?filter.contactId.equals=${grace.id}`),
  (found: any[]) => found[0]?.status === 'REPLIED',
);
show(
  `Grace replied: inbound email ${reply.id}, note ${reply.noteId}`,
  `campaign contact ${stopped.id}: ${stopped.status}`,
);

await fetch(`${base}/local/clock`, { method: 'POST', body: JSON.stringify({ reset: true }) });
console.log(`\n✓ The walk is done; the local clock is back to now. Try the same with curl: docs/GUIDE.md.`);
console.log(`  export API=${base} OUTREACH_KEY=${secret} OUTREACH_ORG=${org}`);
