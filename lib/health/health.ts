// The health check: answers ok and echoes a caller's challenge, so monitors can tell a live answer from a cached one.
import * as v from 'valibot';
import { boundedString } from '../schemas/common.js';

export const healthQuery = v.strictObject({ challenge: v.optional(boundedString()) });

export interface HealthCheckResponse {
  ok: true;
  challenge?: string;
}

export function healthCheck(query: v.InferOutput<typeof healthQuery>): HealthCheckResponse {
  return query.challenge === undefined ? { ok: true } : { ok: true, challenge: query.challenge };
}
