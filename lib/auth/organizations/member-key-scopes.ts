// Which scopes a member may put on an API key: none that writes the records deciding who may do what.
import { grants } from '../../platform/http/scopes.js';
import type { Principal } from '../../platform/http/principal.js';
import { isAdmin } from '../../platform/resources/write-policies.js';

/**
 * Families whose writes take an owner's or admin's role (or a user's own record): a member's access token cannot
 * write them, so a member's key may not hold their write scope, nor `*:write`, which covers them and every family
 * added later. Reads (`*:read` included) and the write scopes of other families are what a member may do anyway.
 */
export const ROLE_GATED_FAMILIES = [
  'api-keys',
  'memberships',
  'organizations',
  'subscriptions',
  'teams',
  'users',
] as const;

/** The scopes of `scopes` that go beyond what `principal`'s role lets them hand to a key; empty for owners and admins. */
export function scopesBeyondRole(principal: Principal, scopes: readonly string[]): string[] {
  if (isAdmin(principal)) return [];
  return scopes.filter((scope) => ROLE_GATED_FAMILIES.some((family) => grants([scope], `${family}:write`)));
}
