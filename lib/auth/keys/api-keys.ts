// API keys: scoped, optionally expiring and IP-restricted credentials of an organization; only the secret's hash is stored.
import * as v from 'valibot';
import { ipv4Cidr, scope, utcDateTime } from '../../platform/schemas/formats.js';
import { UnauthorizedError } from '../../platform/http/errors.js';
import { companionsOf, defineItem, part } from '../../platform/store/item-type.js';
import type { HookContext, WritePolicy } from '../../platform/resources/behaviour.js';
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';
import { generateSecret, hashSecret } from './api-key-secret.js';
import { API_KEY_ID_PREFIX, revokeKeys } from './key-revocation.js';
import { ROLE_GATED_FAMILIES, scopesBeyondRole } from '../organizations/member-key-scopes.js';
import { memberships } from '../organizations/memberships.js';
import { organizations } from '../organizations/organizations.js';
import { isAdmin, refuse } from '../../platform/resources/write-policies.js';

/** The spec's single, unnamed mail-infrastructure provider app. */
const apiKeyApps = ['MAILINFRA'] as const;

/** Members manage only the keys they created, with the scopes their role allows; owners and admins manage every key. */
const keyHolderRules: WritePolicy = async ({ principal, operation, id, body, engine, org }) => {
  // Another organization's key is not found (404) before anything is said about roles.
  const current = operation === 'create' ? undefined : await engine.get(apiKeys, org, id!);
  if (current && !isAdmin(principal) && current.createdBy !== principal.userId)
    throw refuse('A member may change or delete only the API keys they created; owners and admins manage every key.');
  const scopes = body && typeof body === 'object' && 'scopes' in body ? body.scopes : undefined;
  const beyond = Array.isArray(scopes) ? scopesBeyondRole(principal, scopes.map(String)) : [];
  if (beyond.length)
    throw refuse(
      `A member's API key may not hold ${beyond.join(', ')}: those write what only owners and admins may change.`,
    );
};

/** What a key's auth item and its record share: its scopes, expiry and ranges. */
const authFacts = {
  scopes: v.array(v.string()),
  expiresAt: v.optional(v.nullable(v.string()), null),
  ipRanges: v.optional(v.array(v.string()), []),
};

/**
 * A live key's auth item, found by the hash of its secret: the one item authentication reads
 * (lib/auth/keys/api-key-lookups.ts).
 */
export const apiKeyAuthItems = defineItem({
  name: 'API key auth item',
  partition: ['APIKEY', part('hash')],
  sort: [],
  attributes: v.object({ object: v.literal('apiKeyAuth'), id: v.string(), org: v.string(), ...authFacts }),
});

/**
 * The auth item is a companion of the key's record, so the key's own transactions keep it: put with the key, put again
 * when its scopes, expiry or ranges change, deleted when the key is soft-deleted (revoked), which is also what removing
 * its creator's membership and deleting its organization do. Its absence is the refusal.
 */
const authItemOf = companionsOf(apiKeyAuthItems, (org, record) => {
  const { hash, ...facts } = v.parse(v.object({ hash: v.string(), ...authFacts }), record);
  return [{ key: { hash }, attributes: { object: 'apiKeyAuth' as const, id: record.id, org, ...facts } }];
});

/**
 * Refuses, and revokes, a key that was committed while its organization was being deleted or its creator removed:
 * authentication trusts what it read for a while (lib/auth/ttl-cache.ts), so the creator may have been let in on facts
 * that are no longer so. Read strongly consistent after the key's commit, this closes the race with the sweeps that
 * revoke keys after those deletes: either the sweep sees the key, or this sees the delete.
 */
async function refuseOrphan(ctx: HookContext, record: { id: string; createdBy: string | null }): Promise<void> {
  const { store, write } = ctx;
  const { createdBy } = record;
  const [organization, [membership]] = await Promise.all([
    store.get(organizations.entity, write.org, write.org),
    store.uniqueHolders(
      createdBy ? [{ entity: memberships.entity, org: write.org, values: { userId: createdBy } }] : [],
    ),
  ]);
  if (organization && (!createdBy || membership)) return;
  await revokeKeys(ctx, (key) => key.id === record.id);
  throw new UnauthorizedError(
    'invalid_access_token',
    'The user is not a member of the organization in Service-Organization-ID, or it was deleted.',
  );
}

export const apiKeys = defineResource({
  object: 'apiKey',
  idPrefix: API_KEY_ID_PREFIX,
  path: 'api-keys',
  description: `An API key: its scopes, optional expiry and allowed IPv4 ranges; the secret is shown once and stored only as a hash. Owners and admins manage every key; members only the keys they created, and never with *:write or the write scope of ${ROLE_GATED_FAMILIES.join(', ')}. A key is revoked when its creator leaves the organization.`,
  fields: {
    /** SHA-256 of the secret, set by the service; unique across the service so a request's key finds its record. */
    hash: f.text({ readOnly: true }),
    scopes: f.array({ ...f.text(), schema: scope }, { required: true, maxItems: 200 }),
    app: f.enum(apiKeyApps, { required: true, nullable: true }),
    name: f.string({ required: true, nullable: true, search: true }),
    expiresAt: f.dateTime({ required: true, nullable: true }),
    ipRanges: f.array({ ...f.text(), schema: ipv4Cidr }, { required: true, maxItems: 100 }),
    organizationId: f.ref('org', { readOnly: true }),
    /** The user who created the key, set by the service; null for keys the service made itself. */
    createdBy: f.ref('usr', { readOnly: true, nullable: true }),
    /** Things that happened to the key (its uses), each with its time; written by the service. */
    events: f.array(f.object(v.looseObject({ createdAt: utcDateTime })), { readOnly: true, filterable: false }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'expiresAt' }],
  unique: [{ field: 'hash', scope: 'global' }],
  // A key that could change keys could grant itself any scope.
  writesNeedUser: true,
  writePolicy: keyHolderRules,
  companionItems: [authItemOf],
  hooks: {
    afterCreate: refuseOrphan,
    /** The secret is made here and shown once, in the answer to this create; only its hash is stored. */
    beforeCreate(ctx, data) {
      const secret = generateSecret();
      ctx.reveal.secret = secret;
      return { ...data, hash: hashSecret(secret), createdBy: ctx.request?.principal?.userId ?? null, events: [] };
    },
  },
});
