// The auth domain's public entry: what other domains use of it, and the only file they import it through.
export { loginCodeBody, loginEmailBody, loginTokenBody, refreshBody, registerBody } from './accounts.js';
export { apiKeys } from './keys/api-keys.js';
export { memberships } from './organizations/memberships.js';
export { organizations } from './organizations/organizations.js';
export { teams } from './organizations/teams.js';
export { users } from './organizations/users.js';
export { sessions } from './sessions/sessions.js';
export { ownerAddresses, ownerAddressesUse } from './organizations/member-lookups.js';
