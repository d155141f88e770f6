// Campaigns as integration tests set them up through the API: a sending window open all day, and a campaign of steps.
import { ulid } from 'ulid';
import { type Api, type ApiRecord, expectStatus } from './api-client.js';
import { senderAddress } from './connections.js';

/** A schedule's enabledWeekdays with the same window on every day. */
export const everyDay = (start: string, end: string) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { start, end }]),
  );

/**
 * An ACTIVE campaign of `steps` (in order), sending at any time of day from `from` (a connection the test made, a
 * verified one say) or a connection of its own.
 */
export async function campaignOfSteps(
  api: Api,
  steps: Array<Record<string, unknown>>,
  immediate = false,
  from?: ApiRecord,
): Promise<ApiRecord> {
  const connection =
    from ??
    expectStatus<ApiRecord>(
      await api.post('/v5/connections', {
        type: 'SES',
        email: senderAddress(),
        minIntervalSeconds: 0,
      }),
      201,
    );
  const campaign = expectStatus<ApiRecord>(
    await api.post('/v5/campaigns', {
      name: `Steps ${ulid()}`,
      fromConnectionId: connection.id,
      schedule: {
        enabledWeekdays: everyDay('00:00', '23:59'),
        sendFirstMessageImmediately: immediate,
        timeZone: 'UTC',
      },
    }),
    201,
  );
  for (const [index, step] of steps.entries())
    expectStatus(await api.post('/v5/campaign-steps', { campaignId: campaign.id, sort: index + 1, ...step }), 201);
  expectStatus(await api.patch(`/v5/campaigns/${campaign.id}`, { status: 'ACTIVE' }), 200);
  return campaign;
}
