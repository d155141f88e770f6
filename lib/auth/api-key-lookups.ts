// How authentication finds an API key by its secret's hash, and notes the key's last use without a write per request.
import { apiKeys } from '../resources/api-keys.js';
import { membershipRole } from '../resources/organization-records.js';
import type { Store } from '../store/store.js';
import type { StoredApiKey } from './authenticate.js';

/** A key's last use is written at most this often, so that reads do not each cost a write. */
const KEY_USE_INTERVAL_MS = 60_000;

export function apiKeyLookups(store: Store, now: () => number = Date.now) {
  const lastNoted = new Map<string, number>();
  return {
    async findApiKey(hash: string): Promise<StoredApiKey | undefined> {
      const found = await store.findByUnique(apiKeys.entity, apiKeys.unique![0]!, '', hash);
      if (!found) return undefined;
      const key = apiKeys.typed(found.record);
      // A key lives no longer than its creator's membership: removing the member revokes their keys, and this check
      // also refuses one minted while the membership was being removed.
      if (key.createdBy && !(await membershipRole(store, key.createdBy, found.org))) return undefined;
      return {
        id: key.id,
        org: found.org,
        hash: key.hash,
        scopes: key.scopes,
        expiresAt: key.expiresAt ?? null,
        ipRanges: key.ipRanges ?? [],
      };
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
