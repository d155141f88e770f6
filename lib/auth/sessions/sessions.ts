// Sessions: a user's logins, one per refresh-token chain; a revoked session is soft-deleted (read-only).
import { writeContextOf } from '../../platform/resources/behaviour.js';
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';

const service = { readOnly: true } as const;
const orNull = { readOnly: true, nullable: true } as const;

export const sessions = defineResource({
  object: 'session',
  idPrefix: 'ses',
  path: 'sessions',
  description:
    "A user's login session: the hash of its current refresh token, the parsed user agent and the hash of the client address.",
  readOnly: true,
  fields: {
    /** SHA-256 of the current refresh token; rotated on every refresh, unique so a refresh can find its session. */
    token: f.text(service),
    userAgentString: f.string(orNull),
    userAgentBrowserName: f.string(orNull),
    userAgentBrowserVersion: f.string(orNull),
    userAgentDeviceModel: f.string(orNull),
    userAgentDeviceVendor: f.string(orNull),
    userAgentEngineName: f.string(orNull),
    userAgentEngineVersion: f.string(orNull),
    userAgentOsName: f.string(orNull),
    userAgentOsVersion: f.string(orNull),
    ipAddressHash: f.text(service),
    userId: f.ref('usr', service),
    /** SHA-256 of the refresh tokens this session rotated away from (the last 100): presenting one is a reuse. Never returned. */
    rotatedTokens: f.array(f.text(), { ...service, hidden: true, maxItems: 100 }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'userId' }],
  unique: [{ field: 'token', scope: 'global' }],
  owner: 'user',
  actions: [
    {
      // Revoking a session (logging it out) is its only write: a soft delete in the user's own namespace.
      method: 'DELETE',
      suffix: '/{id}',
      access: 'write',
      credential: 'user',
      // A session that does not exist, or is revoked already, is a 404 from the soft delete itself.
      serve: async ({ engine }, request, sessions) => ({
        body: await engine.remove(sessions, writeContextOf(sessions, request), request.pathParameters.id!),
      }),
    },
  ],
});
