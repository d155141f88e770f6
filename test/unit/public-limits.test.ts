// Every route that takes no credential declares its own limits: a throttle for API Gateway, and a per-address count where guessing or mailing costs.
import { allRoutes, PUBLIC } from '../../lib/app/function-table.js';
import { routeKey } from '../../lib/platform/http/route.js';
import { WEBHOOK_INTAKE_PATH } from '../../lib/imports/webhook/webhook-address.js';

const publicRoutes = allRoutes().filter((route) => route.scope === PUBLIC);

/** Routes that send a login code or test a credential, and the one whose path is its secret. */
const perAddressRoutes = [
  'POST /v5/register',
  'POST /v5/auth/login/email',
  'POST /v5/auth/login/code',
  'POST /v5/auth/login/token',
  'POST /v5/auth/refresh',
  `POST ${WEBHOOK_INTAKE_PATH}`,
];

describe('the public routes of the function table', () => {
  it('include sign-up, every login, refresh and the webhook intake', () => {
    expect(publicRoutes.map(routeKey)).toEqual(expect.arrayContaining(perAddressRoutes));
  });

  it('each declare a throttle of positive whole numbers, with a burst at least the rate', () => {
    for (const route of publicRoutes) {
      const throttle = route.publicLimits?.throttle;
      expect({ route: routeKey(route), throttle }).toEqual({ route: routeKey(route), throttle: expect.any(Object) });
      expect(Number.isInteger(throttle!.rateLimit) && throttle!.rateLimit > 0).toBe(true);
      expect(Number.isInteger(throttle!.burstLimit) && throttle!.burstLimit >= throttle!.rateLimit).toBe(true);
    }
  });

  it('limit each source address on sign-in, refresh and the webhook intake', () => {
    for (const key of perAddressRoutes) {
      const route = publicRoutes.find((candidate) => routeKey(candidate) === key);
      const perIp = route?.publicLimits?.perIp;
      expect({ key, perIp }).toEqual({ key, perIp: expect.any(Object) });
      expect(perIp!.limit).toBeGreaterThan(0);
      expect(perIp!.windowSeconds).toBeGreaterThan(0);
    }
  });

  it('count every sign-in request per address, but only the webhook refusals (an integrator posts many good rows)', () => {
    const countsOf = (key: string) =>
      publicRoutes.find((route) => routeKey(route) === key)?.publicLimits?.perIp?.counts;
    for (const key of perAddressRoutes.filter((key) => key.includes('/auth/') || key.endsWith('/register')))
      expect({ key, counts: countsOf(key) }).toEqual({ key, counts: 'requests' });
    expect(countsOf(`POST ${WEBHOOK_INTAKE_PATH}`)).toBe('failures');
  });

  it('leaves no route with a credential to declare public limits it would never use', () => {
    const stray = allRoutes().filter((route) => route.scope !== PUBLIC && route.publicLimits);
    expect(stray.map(routeKey)).toEqual([]);
  });
});
