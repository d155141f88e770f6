// Unit tests of the health check and the schema of its query.
import * as v from 'valibot';
import { healthCheck, healthQuery } from '../../lib/platform/health/health.js';

describe('healthQuery', () => {
  it('accepts no parameters and a challenge of 1 to 10000 characters', () => {
    expect(v.safeParse(healthQuery, {}).success).toBe(true);
    expect(v.safeParse(healthQuery, { challenge: 'p' }).output).toEqual({ challenge: 'p' });
    expect(v.safeParse(healthQuery, { challenge: 'x'.repeat(10_000) }).success).toBe(true);
  });

  it('refuses an empty challenge', () => {
    const result = v.safeParse(healthQuery, { challenge: '' });
    expect(result.success).toBe(false);
    expect(result.issues![0]!.path![0]!.key).toBe('challenge');
  });

  it('refuses a challenge of 10001 characters', () => {
    const result = v.safeParse(healthQuery, { challenge: 'x'.repeat(10_001) });
    expect(result.success).toBe(false);
    expect(result.issues![0]!.message).toMatch(/10000/);
  });

  it('refuses unknown parameters', () => {
    expect(v.safeParse(healthQuery, { challenge: 'a', other: 'b' }).success).toBe(false);
  });
});

describe('healthCheck', () => {
  it('answers ok without a challenge, and adds no challenge field', () => {
    expect(healthCheck({})).toEqual({ ok: true });
    expect(healthCheck({})).not.toHaveProperty('challenge');
  });

  it('echoes the challenge', () => {
    expect(healthCheck({ challenge: 'ping' })).toEqual({ ok: true, challenge: 'ping' });
  });
});
