// API keys: scoped, optionally expiring and IP-restricted credentials of an organization; only the secret's hash is stored.
import * as v from 'valibot';
import { ipv4Cidr, scope, utcDateTime } from '../schemas/formats.js';
import { defineResource } from './define.js';
import { f } from './fields.js';
import { generateSecret, hashSecret } from './api-key-secret.js';

/** The spec's single, unnamed mail-infrastructure provider app. */
export const apiKeyApps = ['MAILINFRA'] as const;

export const apiKeys = defineResource({
  object: 'apiKey',
  idPrefix: 'key',
  path: 'api-keys',
  description:
    'An API key: its scopes, optional expiry and allowed IPv4 ranges; the secret is shown once and stored only as a hash.',
  fields: {
    /** SHA-256 of the secret, set by the service; unique across the service so a request's key finds its record. */
    hash: f.text({ readOnly: true }),
    scopes: f.array({ ...f.text(), schema: scope }, { required: true, maxItems: 200 }),
    app: f.enum(apiKeyApps, { required: true, nullable: true }),
    name: f.string({ required: true, nullable: true, search: true }),
    expiresAt: f.dateTime({ required: true, nullable: true }),
    ipRanges: f.array({ ...f.text(), schema: ipv4Cidr }, { required: true, maxItems: 100 }),
    organizationId: f.ref('org', { readOnly: true }),
    /** Things that happened to the key (its uses), each with its time; written by the service. */
    events: f.array(f.object(v.looseObject({ createdAt: utcDateTime })), { readOnly: true, filterable: false }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'expiresAt' }],
  unique: [{ field: 'hash', scope: 'global' }],
  // A key that could change keys could grant itself any scope.
  writesNeedUser: true,
  hooks: {
    /** The secret is made here and shown once, in the answer to this create; only its hash is stored. */
    beforeCreate(ctx, data) {
      const secret = generateSecret();
      ctx.reveal.secret = secret;
      return { ...data, hash: hashSecret(secret), events: [] };
    },
  },
});
