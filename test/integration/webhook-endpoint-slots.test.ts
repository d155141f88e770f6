// An endpoint's delivery slots on real DynamoDB Local with a driven clock: at most ten (ENDPOINT_CONCURRENCY) taken at once, even by senders racing, given back, and taken over once a dead sender's lease ran out.
import { ENDPOINT_CONCURRENCY, slotWaitSeconds, takeEndpointSlot } from '../../lib/webhooks/endpoint-slots.js';
import { createStore } from '../../lib/platform/store/store.js';
import { provisionTestTable, testDocumentClient, uniqueTableName } from '../support/runtime.js';

const client = testDocumentClient();
const tableName = uniqueTableName();
let nowMs = 1_760_000_000_000;
const deps = { store: createStore({ client, tableName }), wallClock: () => new Date(nowMs) };
let endpoint = 0;
/** A new endpoint for each test, so that none sees another's slots. */
const nextEndpoint = () => `whe_slots${++endpoint}`;

beforeAll(() => provisionTestTable(tableName));
afterAll(() => client.destroy());

it('gives out ENDPOINT_CONCURRENCY slots of an endpoint at once, however many senders race for them, and none of another endpoint', async () => {
  const endpointId = nextEndpoint();
  const leases = await Promise.all(Array.from({ length: 12 }, () => takeEndpointSlot(deps, 'org_slots', endpointId)));
  expect(leases.filter(Boolean)).toHaveLength(ENDPOINT_CONCURRENCY);
  expect(await takeEndpointSlot(deps, 'org_slots', endpointId)).toBeUndefined();
  // Another endpoint, and the same endpoint id in another organization, have slots of their own.
  expect(await takeEndpointSlot(deps, 'org_slots', nextEndpoint())).toBeDefined();
  expect(await takeEndpointSlot(deps, 'org_other', endpointId)).toBeDefined();
});

it('takes a slot again once it is given back', async () => {
  const endpointId = nextEndpoint();
  const leases = [];
  for (let i = 0; i < ENDPOINT_CONCURRENCY; i++) leases.push(await takeEndpointSlot(deps, 'org_slots', endpointId));
  expect(await takeEndpointSlot(deps, 'org_slots', endpointId)).toBeUndefined();
  await leases[2]!.release();
  const again = await takeEndpointSlot(deps, 'org_slots', endpointId);
  expect(again).toBeDefined();
  expect(await takeEndpointSlot(deps, 'org_slots', endpointId)).toBeUndefined();
});

it("takes over a dead sender's slot once its lease ran out, and the late release does not free the new lease", async () => {
  const endpointId = nextEndpoint();
  const dead = [];
  for (let i = 0; i < ENDPOINT_CONCURRENCY; i++) dead.push(await takeEndpointSlot(deps, 'org_slots', endpointId));
  nowMs += 44_000;
  expect(await takeEndpointSlot(deps, 'org_slots', endpointId)).toBeUndefined();
  nowMs += 2_000;
  const taken = [];
  for (let i = 0; i < ENDPOINT_CONCURRENCY; i++) taken.push(await takeEndpointSlot(deps, 'org_slots', endpointId));
  expect(taken.every(Boolean)).toBe(true);
  // The dead senders wake up and give back what is no longer theirs: the new leases hold.
  for (const lease of dead) await lease!.release();
  expect(await takeEndpointSlot(deps, 'org_slots', endpointId)).toBeUndefined();
});

it('brings a deferred delivery back within seconds at first, then ever later, up to about five minutes', () => {
  const waits = (deferrals: number) => Array.from({ length: 50 }, () => slotWaitSeconds(deferrals));
  for (const deferrals of [0, 5, 9]) {
    expect(Math.min(...waits(deferrals))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...waits(deferrals))).toBeLessThanOrEqual(3);
  }
  expect(Math.min(...waits(12))).toBeGreaterThanOrEqual(8);
  expect(Math.max(...waits(12))).toBeLessThanOrEqual(24);
  expect(Math.min(...waits(30))).toBeGreaterThanOrEqual(150);
  expect(Math.max(...waits(30))).toBeLessThanOrEqual(450);
});
