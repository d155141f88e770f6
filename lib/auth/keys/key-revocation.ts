// Revokes API keys when what they stand on goes: their organization, their creator's membership. The families whose
// deletes revoke keys are the ones API keys name, so the keys' family is found through the engine, not imported.
import { RecordNotFoundError } from '../../platform/store/errors.js';
import type { HookContext } from '../../platform/resources/behaviour.js';

/** The id prefix of API keys (lib/auth/keys/api-keys.ts). */
export const API_KEY_ID_PREFIX = 'key';

/** Revokes the keys of the organization written to that `which` picks, each in its own transaction. */
export async function revokeKeys(
  { store, engine, write }: HookContext,
  which: (key: Record<string, unknown>) => boolean,
): Promise<void> {
  const apiKeys = engine.families.byIdPrefix(API_KEY_ID_PREFIX);
  if (!apiKeys) throw new Error(`No family of API keys (${API_KEY_ID_PREFIX}_) is served`);
  const { items } = await store.collect({
    entity: apiKeys.entity,
    org: write.org,
    // The base table, read strongly consistent: a key made a moment ago is revoked too.
    consistent: true,
    predicate: which,
  });
  await Promise.all(
    items.map((key) =>
      engine.remove(apiKeys, write, key.id).catch((error: unknown) => {
        // Deleted meanwhile by someone else: revoked all the same.
        if (!(error instanceof RecordNotFoundError)) throw error;
      }),
    ),
  );
}

/** Revokes every key `userId` created in the organization written to: a person's keys do not outlive their membership. */
export function revokeKeysCreatedBy(ctx: HookContext, userId: string): Promise<void> {
  return revokeKeys(ctx, (key) => key.createdBy === userId);
}

/** Revokes every key of the organization written to: a deleted organization's keys stop working with it. */
export function revokeOrganizationKeys(ctx: HookContext): Promise<void> {
  return revokeKeys(ctx, () => true);
}
