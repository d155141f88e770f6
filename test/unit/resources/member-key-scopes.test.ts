// The scopes a member may put on an API key: none that writes a family whose writes take a role, nor *:write; the list
// of those families follows the families' declarations.
import { ForbiddenError } from '../../../lib/platform/http/errors.js';
import type { Principal } from '../../../lib/platform/http/principal.js';
import type { WriteAttempt } from '../../../lib/platform/resources/behaviour.js';
import { ROLE_GATED_FAMILIES, scopesBeyondRole } from '../../../lib/auth/organizations/member-key-scopes.js';
import { resources } from '../../../lib/families/registry.js';

const as = (role: Principal['role'], kind: Principal['kind'] = 'user'): Principal => ({
  kind,
  id: 'usr_1234',
  userId: 'usr_1234',
  org: 'org_1234',
  scopes: ['*:write'],
  role,
});

describe('scopesBeyondRole', () => {
  it.each([
    [['*:write'], ['*:write']],
    [['memberships:write'], ['memberships:write']],
    [
      ['contacts:read', 'api-keys:write', 'users:write'],
      ['api-keys:write', 'users:write'],
    ],
    [
      ['teams:write', 'organizations:write'],
      ['teams:write', 'organizations:write'],
    ],
    [['*:read', 'contacts:write', 'memberships:read', 'api-keys:read'], []],
  ])("a member's %j goes beyond their role by %j", (scopes, beyond) => {
    expect(scopesBeyondRole(as('MEMBER'), scopes)).toEqual(beyond);
  });

  it.each(['OWNER', 'ADMIN'] as const)('an %s may hand any scope to a key', (role) => {
    expect(scopesBeyondRole(as(role), ['*:write', 'memberships:write', 'api-keys:write'])).toEqual([]);
  });
});

describe('ROLE_GATED_FAMILIES', () => {
  /** Whether a member's access token is refused (403) when it creates a record of the family. */
  async function refusesMembers(writePolicy: NonNullable<(typeof resources)[number]['writePolicy']>) {
    const attempt = {
      principal: as('MEMBER'),
      org: 'org_1234',
      operation: 'create',
      id: undefined,
      body: {},
      store: {},
      engine: {},
    } as unknown as WriteAttempt;
    try {
      await writePolicy(attempt);
      return false;
    } catch (error) {
      return error instanceof ForbiddenError;
    }
  }

  it('names every family whose writes a member cannot make, or that only a user writes', async () => {
    const gated: string[] = [];
    for (const resource of resources) {
      if (resource.writesNeedUser || (resource.writePolicy && (await refusesMembers(resource.writePolicy))))
        gated.push(resource.path);
    }
    expect(gated.filter((path) => !(ROLE_GATED_FAMILIES as readonly string[]).includes(path))).toEqual([]);
  });

  it('names only families that exist', () => {
    const paths = new Set(resources.map((resource) => resource.path));
    expect(ROLE_GATED_FAMILIES.filter((family) => !paths.has(family))).toEqual([]);
  });
});
