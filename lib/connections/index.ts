// The connections domain's public entry: what other domains use of it, and the only file they import it through.
export { openConnectionCredentials } from './connection-credentials.js';
export { connections } from './connections.js';
export { sendingAddressRefusal } from './sending-address.js';
export { checkSesConnection } from './ses-domain.js';
export { sesTenantNameOf } from './ses-identity.js';
