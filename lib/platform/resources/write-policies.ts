// The write policies families share: who counts as an owner or admin, and the refusal that says who may write.
import { ForbiddenError } from '../http/errors.js';
import type { Principal } from '../http/principal.js';
import type { WritePolicy } from './behaviour.js';

/** A user acting with their access token as an owner or admin of the organization. */
export const isAdmin = (principal: Principal) =>
  principal.kind === 'user' && (principal.role === 'OWNER' || principal.role === 'ADMIN');

export const refuse = (description: string) => new ForbiddenError('missing_role', description);

/** Records that decide who may do what change only by an owner's or admin's own access token. */
export function ownersAndAdmins(family: string): WritePolicy {
  return ({ principal }) => {
    if (!isAdmin(principal)) {
      throw refuse(`Only the organization's owners and admins may change ${family}, with their own access token.`);
    }
  };
}
