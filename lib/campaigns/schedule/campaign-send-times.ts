// GET /v5/campaigns/{id}/send-times: the moments at which the campaign's schedule lets a scheduled step start.
import { DateTime } from 'luxon';
import * as v from 'valibot';
import { scheduleZone, sendTimes } from './campaign-schedule.js';
import type { CampaignFields } from '../model/campaigns.js';
import { parseQuery } from '../../platform/http/validate.js';
import type { ResourceAction } from '../../platform/resources/behaviour.js';
import { organizations } from '../../auth/index.js';

/** How many moments an answer holds when the request does not say. */
const DEFAULT_COUNT = 10;

/** An ISO 8601 date-time that says its offset (Z or ±hh:mm), so that it names one instant. */
const instant = v.pipe(
  v.string('is required'),
  v.check(
    (value) => /T.*(Z|[+-]\d{2}(:?\d{2})?)$/i.test(value) && DateTime.fromISO(value, { setZone: true }).isValid,
    'must be an ISO 8601 date-time with an offset, such as 2026-03-09T08:00:00Z',
  ),
  v.transform((value) => DateTime.fromISO(value).toJSDate()),
);

const sendTimesQuery = v.object({
  from: instant,
  count: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 50, 'must be 1 to 50'),
      v.transform(Number),
    ),
    String(DEFAULT_COUNT),
  ),
});

/**
 * The next `count` moments at or after `from`: `from` itself when inside a window, else the next window's start,
 * then each following window's start. The zone is the schedule's, else the organization's, else UTC. A campaign
 * without a schedule sends at any time, so it answers `from` alone.
 */
export const sendTimesAction: ResourceAction<CampaignFields> = {
  method: 'GET',
  suffix: '/{id}/send-times',
  access: 'read',
  async serve({ store, engine }, request, campaigns) {
    const { from, count } = parseQuery(sendTimesQuery, request.query);
    const org = request.principal!.org;
    const { schedule } = await engine.read(campaigns, org, request.pathParameters.id!);
    const organization = schedule?.timeZone ? undefined : await store.get(organizations.entity, org, org);
    const zone = scheduleZone(schedule, organization?.timeZone);
    return { body: { times: sendTimes(schedule, zone, from, count).map((time) => time.toISOString()) } };
  },
};
