// The routes of sign-up, login and the user's own account records, which need behaviour beyond the generic engine.
import { PUBLIC, type RouteSpec } from '../app/route-spec.js';

export const authRoutes: RouteSpec[] = [
  { method: 'POST', path: '/v5/register', scope: PUBLIC },
  { method: 'POST', path: '/v5/auth/login/email', scope: PUBLIC },
  { method: 'POST', path: '/v5/auth/login/code', scope: PUBLIC },
  { method: 'POST', path: '/v5/auth/login/token', scope: PUBLIC },
  { method: 'POST', path: '/v5/auth/refresh', scope: PUBLIC },
  { method: 'POST', path: '/v5/auth/logout', scope: 'sessions:write', credential: 'user' },
  { method: 'GET', path: '/.well-known/jwks.json', scope: PUBLIC },
];

/** Routes of generic families that these functions serve instead of the engine alone. */
export const accountRoutes: RouteSpec[] = [
  { method: 'POST', path: '/v5/api-keys', scope: 'api-keys:write', credential: 'user' },
  { method: 'GET', path: '/v5/sessions', scope: 'sessions:read', credential: 'user' },
  { method: 'GET', path: '/v5/sessions/count', scope: 'sessions:read', credential: 'user' },
  { method: 'GET', path: '/v5/sessions/{id}', scope: 'sessions:read', credential: 'user' },
  { method: 'DELETE', path: '/v5/sessions/{id}', scope: 'sessions:write', credential: 'user' },
  { method: 'GET', path: '/v5/organizations', scope: 'organizations:read', organizationOptional: true },
  { method: 'GET', path: '/v5/organizations/count', scope: 'organizations:read' },
  { method: 'GET', path: '/v5/organizations/{id}', scope: 'organizations:read' },
  { method: 'POST', path: '/v5/organizations', scope: 'organizations:write', credential: 'user' },
  { method: 'PATCH', path: '/v5/organizations/{id}', scope: 'organizations:write', credential: 'user' },
  { method: 'DELETE', path: '/v5/organizations/{id}', scope: 'organizations:write', credential: 'user' },
];

export const accountRouteKeys: ReadonlySet<string> = new Set(
  accountRoutes.map((route) => `${route.method} ${route.path}`),
);
