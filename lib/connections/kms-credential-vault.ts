// The credential vault in AWS: envelope encryption, a KMS data key per sealing, AES-256-GCM here, the wrapped key kept beside.
import type { KMSClient } from '@aws-sdk/client-kms';
import type { CredentialContext, CredentialVault } from '../platform/credential-vault.js';
import { openBox, sealBox, vaultPrefixOf } from './sealed-box.js';

type KmsSend = Pick<KMSClient, 'send'>;

const PREFIX = 'kms';

/** The KMS SDK, imported with the first credential sealed or opened: most requests never touch one. */
const kmsModule = () => import('@aws-sdk/client-kms');

let defaultClient: Promise<KmsSend> | undefined;
const defaultKmsClient = (): Promise<KmsSend> =>
  (defaultClient ??= kmsModule().then(({ KMSClient }) => new KMSClient({})));

/** The context as KMS binds it to the data key: Decrypt refuses the key under any other. */
const encryptionContext = ({ organizationId, recordId }: CredentialContext): Record<string, string> => ({
  organizationId,
  recordId,
});

export interface KmsCredentialVaultOptions {
  /** A KMS client, or how to get one when first needed (the default: the process's own, loaded lazily). */
  client?: KmsSend | (() => Promise<KmsSend>);
  /** Data keys an instance keeps opened, the least recently used dropped first (a warm sender opens the same ones). */
  cachedKeys?: number;
}

/**
 * Seals with a new data key from GenerateDataKey (AES_256, the context as EncryptionContext): the value reads
 * `kms.<wrapped data key>.<iv>.<ciphertext>.<tag>`. Opens with Decrypt of the wrapped key under the same context.
 */
export function createKmsCredentialVault(
  keyId: string,
  { client = defaultKmsClient, cachedKeys = 100 }: KmsCredentialVaultOptions = {},
): CredentialVault {
  let kmsClient: Promise<KmsSend> | undefined;
  const loaded = async () => {
    kmsClient ??= typeof client === 'function' ? client() : Promise.resolve(client);
    return { kms: await kmsClient, ...(await kmsModule()) };
  };
  // Keyed by the wrapped key and the context, so that a cached key never opens a box under another context.
  const openedKeys = new Map<string, Uint8Array>();
  const remember = (cacheKey: string, key: Uint8Array) => {
    openedKeys.delete(cacheKey);
    openedKeys.set(cacheKey, key);
    for (const oldest of openedKeys.keys()) {
      if (openedKeys.size <= cachedKeys) break;
      openedKeys.delete(oldest);
    }
  };

  async function dataKey(wrapped: string, context: CredentialContext): Promise<Uint8Array> {
    const cacheKey = JSON.stringify([wrapped, context.organizationId, context.recordId]);
    const cached = openedKeys.get(cacheKey);
    if (cached) {
      remember(cacheKey, cached);
      return cached;
    }
    const { kms, DecryptCommand } = await loaded();
    const { Plaintext } = await kms.send(
      new DecryptCommand({
        KeyId: keyId,
        CiphertextBlob: Buffer.from(wrapped, 'base64url'),
        EncryptionContext: encryptionContext(context),
      }),
    );
    if (!Plaintext) throw new Error('KMS returned no data key');
    remember(cacheKey, Plaintext);
    return Plaintext;
  }

  return {
    async seal(secrets, context) {
      const { kms, GenerateDataKeyCommand } = await loaded();
      const { Plaintext, CiphertextBlob } = await kms.send(
        new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: encryptionContext(context) }),
      );
      if (!Plaintext || !CiphertextBlob) throw new Error('KMS returned no data key');
      const wrapped = Buffer.from(CiphertextBlob).toString('base64url');
      return `${PREFIX}.${wrapped}.${sealBox(Plaintext, secrets, context)}`;
    },
    async open(sealed, context) {
      const { prefix, rest } = vaultPrefixOf(sealed);
      const { prefix: wrapped, rest: box } = vaultPrefixOf(rest);
      if (prefix !== PREFIX || !wrapped) throw new Error('The credentials were not sealed by the KMS vault');
      return openBox(await dataKey(wrapped, context), box, context);
    },
  };
}
