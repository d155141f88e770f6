// Runs checks on a local runtime whose clock is past the authentication cache's time (30 s), so that a revocation shows
// as it would on an instance that cached the revoked facts, without waiting for it.
import type { LocalRuntime } from '../../infra/local/runtime.js';
import { AUTH_CACHE_TTL_MS } from '../../lib/auth/ttl-cache.js';

export async function pastAuthCache<T>(runtime: LocalRuntime, check: () => Promise<T>): Promise<T> {
  runtime.setClock(new Date(Date.now() + AUTH_CACHE_TTL_MS));
  try {
    return await check();
  } finally {
    runtime.setClock(null);
  }
}
