// The auth function: sign-up, login, refresh, logout and the JWKS.
import { authRoutes } from '../../auth/routes.js';
import type { FunctionServing } from '../function-spec.js';

export const authFunction = {
  routes: authRoutes,
  build: () => import('../handlers/auth.js'),
} satisfies FunctionServing;
