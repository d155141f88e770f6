// How authentication finds an API key by its secret's hash (one read: the key's auth item), and notes the key's last use
// without a write per request.
import { apiKeyAuthItems, apiKeys } from './api-keys.js';
import type { Store } from '../../platform/store/store.js';
import type { TableUse } from '../../platform/store/table-use.js';
import type { StoredApiKey } from '../authenticate.js';

/** What authenticating with API keys does to the table: reads a key's auth item, notes its last use in place. */
export const apiKeyLookupsUse: readonly TableUse[] = [
  { items: apiKeyAuthItems, may: ['get'] },
  { records: [apiKeys.entity], may: ['updateInPlace'] },
];

/** A key's last use is written at most this often, so that reads do not each cost a write. */
const KEY_USE_INTERVAL_MS = 60_000;

export function apiKeyLookups(store: Store, now: () => number = Date.now) {
  const lastNoted = new Map<string, number>();
  return {
    /**
     * The key's auth item, which its own transactions keep: written with the key, rewritten when its scopes, expiry or
     * ranges change, deleted when it is revoked, when its creator leaves the organization and when the organization is
     * deleted. Read strongly consistent, since the authenticator keeps a miss too: a key used right after its creation
     * is found.
     */
    async findApiKey(hash: string): Promise<StoredApiKey | undefined> {
      const found = await store.items(apiKeyAuthItems).get({ hash });
      return (
        found && {
          id: found.id,
          org: found.org,
          scopes: found.scopes,
          expiresAt: found.expiresAt,
          ipRanges: found.ipRanges,
        }
      );
    },
    async noteApiKeyUse(key: StoredApiKey): Promise<void> {
      const at = now();
      if (at - (lastNoted.get(key.id) ?? 0) < KEY_USE_INTERVAL_MS) return;
      lastNoted.set(key.id, at);
      // The condition keeps other Lambda instances from writing again within the interval; the version is bumped as
      // on every write, so that a concurrent PATCH of the key reads again instead of writing an old value back.
      await store.updateInPlace(apiKeys.entity, key.org, key.id, {
        set: '#lastUsedAt = :at',
        condition: 'attribute_not_exists(#lastUsedAt) OR #lastUsedAt < :cutoff',
        names: { '#lastUsedAt': 'lastUsedAt' },
        values: { ':at': new Date(at).toISOString(), ':cutoff': new Date(at - KEY_USE_INTERVAL_MS).toISOString() },
      });
    },
  };
}
