// The health check: answers ok and echoes a caller's challenge, so monitors can tell a live answer from a cached one.
import * as v from 'valibot';
import { probeLimits } from '../http/public-limits.js';
import { PUBLIC, type Route } from '../http/route.js';
import { parseQuery } from '../http/validate.js';
import { boundedString } from '../schemas/common.js';

export const healthQuery = v.strictObject({ challenge: v.optional(boundedString()) });

export interface HealthCheckResponse {
  ok: true;
  challenge?: string;
}

export function healthCheck(query: v.InferOutput<typeof healthQuery>): HealthCheckResponse {
  return query.challenge === undefined ? { ok: true } : { ok: true, challenge: query.challenge };
}

/** GET /v5/health: no credential, no table. */
export const healthRoute: Route<unknown> = {
  method: 'GET',
  path: '/v5/health',
  scope: PUBLIC,
  publicLimits: probeLimits,
  serve: (_services, { query }) => ({ body: healthCheck(parseQuery(healthQuery, query)) }),
};
