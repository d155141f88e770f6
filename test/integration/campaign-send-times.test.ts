// GET /v5/campaigns/{id}/send-times through the local runtime: the schedule's windows in its zone (or the
// organization's, or UTC), a campaign without a schedule, bad parameters, scopes, and schedules that campaign writes refuse.
import { createDocumentClient } from '../../lib/platform/aws/clients.js';
import { organizations } from '../../lib/auth/organizations/organizations.js';
import { createStore } from '../../lib/platform/store/store.js';
import { type Api, type ApiError, type ApiRecord, api, expectStatus, qs } from '../support/api-client.js';
import { seedApiKey } from '../support/seed.js';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime();

const nine2five = { start: '09:00', end: '17:00' };
/** Mondays and Wednesdays 09:00-17:00 in New York. */
const newYorkSchedule = { enabledWeekdays: { monday: nine2five, wednesday: nine2five }, timeZone: 'America/New_York' };

const createCampaign = async (body: Record<string, unknown>, as: Api = t.api) =>
  expectStatus<ApiRecord>(await as.post('/v5/campaigns', { name: 'Spring outreach', ...body }), 201);

const sendTimes = (id: string, query: Record<string, string | number>, as: Api = t.api) =>
  as.get<{ times: string[] } & ApiError>(`/v5/campaigns/${id}/send-times${qs(query)}`);

describe('send times of a campaign with a schedule', () => {
  let campaign: ApiRecord;
  beforeAll(async () => {
    campaign = await createCampaign({ schedule: newYorkSchedule });
  });

  it('answers the next window starts, in UTC, across the clock change of 2026-03-08', async () => {
    // Friday 2026-03-06: Monday 09:00 EDT is 13:00 UTC (the week before it was 14:00 UTC).
    const response = await sendTimes(campaign.id, { from: '2026-03-06T12:00:00.000Z', count: 3 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      times: ['2026-03-09T13:00:00.000Z', '2026-03-11T13:00:00.000Z', '2026-03-16T13:00:00.000Z'],
    });
  });

  it('starts with `from` itself when it lies inside a window, and takes any offset', async () => {
    // 16:00 UTC+01:00 is 15:00 UTC, 11:00 EDT on a Monday.
    const response = await sendTimes(campaign.id, { from: '2026-03-09T16:00:00+01:00', count: 2 });
    expect(response.body).toEqual({ times: ['2026-03-09T15:00:00.000Z', '2026-03-11T13:00:00.000Z'] });
  });

  it('answers 10 times when count is left out', async () => {
    expect(expectStatus(await sendTimes(campaign.id, { from: '2026-03-06T12:00:00Z' }), 200).times).toHaveLength(10);
  });

  it('reads a schedule without a zone in the organization zone, else UTC', async () => {
    const utc = await createCampaign({ schedule: { enabledWeekdays: { monday: nine2five } } });
    expect((await sendTimes(utc.id, { from: '2026-03-06T12:00:00Z', count: 1 })).body).toEqual({
      times: ['2026-03-09T09:00:00.000Z'],
    });

    // Another organization, whose time zone is Asia/Kolkata (UTC+05:30).
    const kolkata = await seedApiKey(t.runtime);
    const store = createStore({
      client: createDocumentClient(t.runtime.dynamodbEndpoint),
      tableName: t.runtime.tableName,
    });
    const ctx = { org: kolkata.org, actor: { type: 'system' as const, id: 'test' }, requestId: 'test' };
    await store.update(organizations.entity, ctx, kolkata.org, () => ({ timeZone: 'Asia/Kolkata' }));
    const theirs = api(t.runtime, kolkata);
    const inKolkata = await createCampaign({ schedule: { enabledWeekdays: { monday: nine2five } } }, theirs);
    expect((await sendTimes(inKolkata.id, { from: '2026-03-06T12:00:00Z', count: 1 }, theirs)).body).toEqual({
      times: ['2026-03-09T03:30:00.000Z'],
    });
  });

  it('needs the campaigns read scope', async () => {
    const reader = api(t.runtime, await seedApiKey(t.runtime, ['campaigns:read'], { org: t.key.org }));
    expect((await sendTimes(campaign.id, { from: '2026-03-06T12:00:00Z', count: 1 }, reader)).status).toBe(200);
    const stranger = api(t.runtime, await seedApiKey(t.runtime, ['contacts:read'], { org: t.key.org }));
    expect((await sendTimes(campaign.id, { from: '2026-03-06T12:00:00Z', count: 1 }, stranger)).status).toBe(403);
  });

  it.each([
    ['from', { count: 3 }],
    ['from', { from: '2026-03-06T12:00:00', count: 3 }],
    ['from', { from: 'next monday', count: 3 }],
    ['from', { from: '2026-02-30T12:00:00Z', count: 3 }],
    ['count', { from: '2026-03-06T12:00:00Z', count: 0 }],
    ['count', { from: '2026-03-06T12:00:00Z', count: 51 }],
    ['count', { from: '2026-03-06T12:00:00Z', count: 'three' }],
    ['count', { from: '2026-03-06T12:00:00Z', count: 2.5 }],
  ])('answers 400 invalid_parameter naming %s for %j', async (name, query) => {
    const response = await sendTimes(campaign.id, query);
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(response.body.description).toContain(`${name} (`);
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const response = await sendTimes('cam_01JQ0000000000000000000000', { from: '2026-03-06T12:00:00Z' });
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 404, code: 'resource_not_found' });
  });
});

it('answers `from` alone for a campaign without a schedule, which sends at any time', async () => {
  const campaign = await createCampaign({ schedule: null });
  expect((await sendTimes(campaign.id, { from: '2026-03-08T07:30:00Z', count: 5 })).body).toEqual({
    times: ['2026-03-08T07:30:00.000Z'],
  });
});

describe('campaign writes refuse schedules that never open', () => {
  const refusal = (response: { status: number; body: ApiError }) => ({
    status: response.status,
    code: response.body.code,
    paths: response.body.errors?.map((error) => error.path),
  });

  it('refuses a schedule with no weekday on create and on update', async () => {
    const created = await t.api.post('/v5/campaigns', { name: 'Never', schedule: { enabledWeekdays: {} } });
    expect(refusal(created)).toEqual({ status: 400, code: 'invalid_request', paths: ['schedule.enabledWeekdays'] });

    const campaign = await createCampaign({ schedule: newYorkSchedule });
    const patched = await t.api.patch(`/v5/campaigns/${campaign.id}`, { schedule: { enabledWeekdays: {} } });
    expect(refusal(patched)).toEqual({ status: 400, code: 'invalid_request', paths: ['schedule.enabledWeekdays'] });
    expect(expectStatus<ApiRecord>(await t.api.get(`/v5/campaigns/${campaign.id}`), 200).schedule).toEqual(
      newYorkSchedule,
    );
  });

  it('refuses a window whose end is not after its start', async () => {
    const response = await t.api.post('/v5/campaigns', {
      name: 'Backwards',
      schedule: {
        enabledWeekdays: { monday: { start: '17:00', end: '09:00' }, tuesday: { start: '09:00', end: '09:00' } },
      },
    });
    expect(refusal(response)).toEqual({
      status: 400,
      code: 'invalid_request',
      paths: ['schedule.enabledWeekdays.monday.end', 'schedule.enabledWeekdays.tuesday.end'],
    });
  });
});

it('made no table call outside its grants', () => {
  expect(t.runtime.tableGrantDenials ?? []).toEqual([]);
});
