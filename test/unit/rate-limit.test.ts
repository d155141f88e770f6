// Unit tests of the rate limiter's pure parts: the RateLimit-* headers and the configuration from the environment.
// The limiter itself is tested on DynamoDB Local (test/integration/rate-limiter.test.ts).
import { rateLimitConfigFromEnv } from '../../lib/platform/config.js';
import { rateLimitHeaders } from '../../lib/platform/http/rate-limiter.js';

describe('rateLimitHeaders', () => {
  it('renders the limit, the remaining requests and the reset in seconds', () => {
    expect(rateLimitHeaders({ allowed: true, limit: 100, remaining: 99, resetSeconds: 10 })).toEqual({
      'RateLimit-Limit': '100',
      'RateLimit-Remaining': '99',
      'RateLimit-Reset': '10',
    });
  });
});

describe('rateLimitConfigFromEnv', () => {
  it('defaults to 100 requests per 10 seconds', () => {
    expect(rateLimitConfigFromEnv({})).toEqual({ limit: 100, windowSeconds: 10 });
    expect(rateLimitConfigFromEnv({ RATE_LIMIT_REQUESTS: '', RATE_LIMIT_WINDOW_SECONDS: ' ' })).toEqual({
      limit: 100,
      windowSeconds: 10,
    });
  });

  it('reads both variables', () => {
    expect(rateLimitConfigFromEnv({ RATE_LIMIT_REQUESTS: '5', RATE_LIMIT_WINDOW_SECONDS: '2' })).toEqual({
      limit: 5,
      windowSeconds: 2,
    });
  });

  it.each([
    ['RATE_LIMIT_REQUESTS', 'ten'],
    ['RATE_LIMIT_REQUESTS', '0'],
    ['RATE_LIMIT_REQUESTS', '-5'],
    ['RATE_LIMIT_WINDOW_SECONDS', '1.5'],
  ])('fails fast on %s=%p, naming the variable', (name, value) => {
    expect(() => rateLimitConfigFromEnv({ [name]: value })).toThrow(name);
  });
});
