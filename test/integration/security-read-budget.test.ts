// The read budget through HTTP: in an organization with more contacts than a list or count may read, the requests that
// would read it whole (a search matching nothing, an unindexed order, an unindexed filter) answer 400 query_too_broad
// naming the indexed fields, having read no more than the budget; within the budget, and with a large one, they answer.
import { families } from '../../lib/families/registry.js';
import { type CallRecorder, recordCalls } from '../support/dynamodb-calls.js';
import { defaultDocumentClient } from '../../lib/app/aws-clients.js';
import { contacts } from '../../lib/crm/contacts.js';
import { createEngine } from '../../lib/platform/resources/engine.js';
import { type ApiError, type ApiRecord, expectStatus } from '../support/api-client.js';
import { useTestRuntime } from '../support/test-runtime.js';

const BUDGET = 200;
const SEEDED = 300;
/** Contacts with status CONTACTED: few enough that their indexed count stays within the budget. */
const CONTACTED_EVERY = 30;

const SEARCH_MATCHING_NOTHING = 'query=zz';
const UNINDEXED_ORDER = 'orderBy=phone';
const UNINDEXED_CONTAINS = 'filter.bio.contains=x';

/** The attacks, each of which reads every contact of the organization when nothing bounds it. */
const attacks = [
  ['a count whose search matches nothing', `/v5/contacts/count?${SEARCH_MATCHING_NOTHING}`],
  ['a list in an order no index serves', `/v5/contacts?${UNINDEXED_ORDER}`],
  ['a list with a contains filter on an unindexed field', `/v5/contacts?${UNINDEXED_CONTAINS}`],
] as const;

/** The DynamoDB calls of the handlers, which run in this process on the process-wide document client. */
let handlerCalls: CallRecorder;
/** The oldest contact, the only one whose bio contains an x: a read in id order (newest first) finds it last. */
let oldest: ApiRecord;
let seeded: ApiRecord[];

/** Contact number `i`: every one has a phone, none but the first a bio. */
function contactData(i: number) {
  return contacts.withDefaults({
    name: `Budget contact ${i}`,
    email: `budget-${i}@reads.example`,
    phone: `+1555${String((i * 7919) % 10_000_000).padStart(7, '0')}`,
    bio: i === 0 ? 'Plays the xylophone' : null,
    status: i % CONTACTED_EVERY === 0 ? 'CONTACTED' : 'NEW',
  });
}

/** Items the handlers' Queries read (DynamoDB's ScannedCount) since the last call. */
function itemsQueried(): number {
  return handlerCalls
    .take()
    .filter((call) => call.command === 'QueryCommand')
    .reduce((sum, call) => sum + call.itemsRead, 0);
}

const t = useTestRuntime({ env: { QUERY_READ_BUDGET: String(BUDGET) } });
beforeAll(async () => {
  // The runtime has set DYNAMODB_ENDPOINT: this is the client its handlers use.
  handlerCalls = recordCalls(defaultDocumentClient());
  const ctx = { org: t.org, actor: { type: 'system' as const, id: 'test-seed' }, requestId: 'seed' };
  const create = (from: number, to: number) =>
    t.store.createAll(
      Array.from({ length: to - from }, (_, k) => ({ entity: contacts.entity, ctx, data: contactData(from + k) })),
    );
  // The first contact before the others, so that it is the oldest; then batches of 5 (a contact writes about 15 items
  // with its tokens and tallies, and a transaction holds 100), one after another (parallel transactions make DynamoDB
  // Local time out waiting for its locks on a busy machine).
  const [first] = await create(0, 1);
  oldest = first as ApiRecord;
  seeded = [oldest];
  for (let from = 1; from < SEEDED; from += 5)
    seeded.push(...((await create(from, Math.min(from + 5, SEEDED))) as ApiRecord[]));
  expect(seeded).toHaveLength(SEEDED);
  // A safety net: 60 transactions one after another took over 3 minutes with two other test files running beside.
}, 600_000);

describe('a list or count past the read budget', () => {
  it.each(attacks)('%s answers 400 query_too_broad naming the indexed fields, and stops reading', async (_, path) => {
    itemsQueried();
    const response = await t.api.get<ApiError>(path);
    const read = itemsQueried();
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'query_too_broad', status: 400 });
    expect(response.body.description).toContain(`more than ${BUDGET} contact records`);
    for (const index of contacts.indexes!) expect(response.body.description).toContain(index.sortBy);
    // Exactly the budget: no Query was sent once it was spent, though a third of the organization was still unread.
    expect(read).toBe(BUDGET);
  });

  it('leaves lists and counts that an index narrows as they were', async () => {
    itemsQueried();
    const byName = expectStatus<ApiRecord[]>(await t.api.get('/v5/contacts?orderBy=name&sort=asc&limit=100'), 200);
    expect(byName.map((contact) => contact.name)).toEqual(
      seeded
        .map((contact) => String(contact.name))
        .sort()
        .slice(0, 100),
    );
    const contacted = seeded.filter((contact) => contact.status === 'CONTACTED').length;
    expect(expectStatus(await t.api.get('/v5/contacts/count?filter.status.equals=CONTACTED'), 200)).toEqual({
      count: contacted,
    });
    expect(itemsQueried()).toBeLessThan(BUDGET);
  });
});

describe('the same reads with a large budget', () => {
  // Handlers build their services once per process, as a Lambda instance does: the large budget is an engine of its
  // own over the same table, given the same query strings.
  const large = () => createEngine({ families, store: t.store, readBudget: 10 * SEEDED });
  const ids = (records: readonly Record<string, unknown>[]) => records.map((record) => record.id);

  it('counts a search that matches nothing', async () => {
    expect(await large().count(contacts, t.org, SEARCH_MATCHING_NOTHING)).toEqual({ count: 0, scannedCount: SEEDED });
  });

  it('orders by a field no index serves', async () => {
    const byPhone = [...seeded].sort((a, b) => (String(a.phone) < String(b.phone) ? 1 : -1));
    expect(ids((await large().list(contacts, t.org, UNINDEXED_ORDER)).items)).toEqual(ids(byPhone.slice(0, 25)));
  });

  it('filters with contains on a field no index serves, down to the oldest contact', async () => {
    expect(ids((await large().list(contacts, t.org, UNINDEXED_CONTAINS)).items)).toEqual([oldest.id]);
  });
});
