// The write policies families share: who counts as an owner or admin, and the refusal that says who may write.
import { ForbiddenError } from '../http/errors.js';
import type { Principal } from '../http/principal.js';
import type { WritePolicy } from './behaviour.js';

/** A user acting with their access token as an owner or admin of the organization. */
export const isAdmin = (principal: Principal) =>
  principal.kind === 'user' && (principal.role === 'OWNER' || principal.role === 'ADMIN');

export const refuse = (description: string) => new ForbiddenError('missing_role', description);

/** A user acting with their access token as an owner of the organization: who may change what it pays. */
const isOwner = (principal: Principal) => principal.kind === 'user' && principal.role === 'OWNER';

/** Refuses anyone but an owner acting with their own access token; `doing` says what (`start a subscription`). */
export function requireOwner(principal: Principal, doing: string): void {
  if (!isOwner(principal)) throw refuse(`Only the organization's owners may ${doing}, with their own access token.`);
}

/** Records of what the organization pays (its subscription, its plan) change only by an owner's own access token. */
export function ownersOnly(what: string): WritePolicy {
  return ({ principal }) => requireOwner(principal, `change ${what}`);
}

/** Records that decide who may do what change only by an owner's or admin's own access token. */
export function ownersAndAdmins(family: string): WritePolicy {
  return ({ principal }) => {
    if (!isAdmin(principal)) {
      throw refuse(`Only the organization's owners and admins may change ${family}, with their own access token.`);
    }
  };
}
