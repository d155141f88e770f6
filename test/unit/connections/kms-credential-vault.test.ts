// The KMS vault at its SDK boundary: the data key asked for under the context, opened only under it, a box altered refused.
import { DecryptCommand, GenerateDataKeyCommand, InvalidCiphertextException, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { createKmsCredentialVault } from '../../../lib/connections/kms-credential-vault.js';

const KEY_ID = 'arn:aws:kms:eu-west-1:111122223333:key/credentials';
const kms = mockClient(KMSClient);
const client = new KMSClient({ region: 'eu-west-1' });

/** What KMS does: each wrapped data key opens only under the encryption context it was made with. */
const issued = new Map<string, { key: Buffer; context: unknown }>();
beforeEach(() => {
  kms.reset();
  issued.clear();
  kms.on(GenerateDataKeyCommand).callsFake((input) => {
    const key = randomBytes(32);
    const wrapped = randomBytes(40);
    issued.set(wrapped.toString('hex'), { key, context: input.EncryptionContext });
    return { Plaintext: new Uint8Array(key), CiphertextBlob: new Uint8Array(wrapped), KeyId: KEY_ID };
  });
  kms.on(DecryptCommand).callsFake((input) => {
    const found = issued.get(Buffer.from(input.CiphertextBlob).toString('hex'));
    if (!found || !isDeepStrictEqual(found.context, input.EncryptionContext))
      throw new InvalidCiphertextException({ message: 'InvalidCiphertextException', $metadata: {} });
    return { Plaintext: new Uint8Array(found.key), KeyId: KEY_ID };
  });
});

const context = { organizationId: 'org_1', recordId: 'cnn_1' };
const secrets = { smtp: { password: 'correct-horse-battery-staple' } };

test('seals under a new AES_256 data key made with the context, and opens it with Decrypt under the same context', async () => {
  const vault = createKmsCredentialVault(KEY_ID, { client });
  const sealed = await vault.seal(secrets, context);
  expect(sealed).toMatch(/^kms\./);
  expect(sealed).not.toContain('correct-horse');
  expect(kms.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input).toEqual({
    KeyId: KEY_ID,
    KeySpec: 'AES_256',
    EncryptionContext: { organizationId: 'org_1', recordId: 'cnn_1' },
  });
  expect(await vault.open(sealed, context)).toEqual(secrets);
  expect(kms.commandCalls(DecryptCommand)[0]!.args[0].input).toMatchObject({
    KeyId: KEY_ID,
    EncryptionContext: { organizationId: 'org_1', recordId: 'cnn_1' },
  });
});

test('refuses to open under another context: another connection, another organization', async () => {
  const sealed = await createKmsCredentialVault(KEY_ID, { client }).seal(secrets, context);
  // A fresh instance, whose cache cannot answer for KMS.
  const opener = createKmsCredentialVault(KEY_ID, { client });
  await expect(opener.open(sealed, { ...context, recordId: 'cnn_2' })).rejects.toThrow();
  await expect(opener.open(sealed, { ...context, organizationId: 'org_2' })).rejects.toThrow();
});

test('a data key kept in the cache never opens a box under another context either', async () => {
  const vault = createKmsCredentialVault(KEY_ID, { client });
  const sealed = await vault.seal(secrets, context);
  expect(await vault.open(sealed, context)).toEqual(secrets);
  await expect(vault.open(sealed, { ...context, recordId: 'cnn_2' })).rejects.toThrow();
});

test('refuses a box whose ciphertext, tag or wrapped key was altered', async () => {
  const vault = createKmsCredentialVault(KEY_ID, { client });
  const sealed = await vault.seal(secrets, context);
  const parts = sealed.split('.');
  const flipped = (index: number) => {
    const bytes = Buffer.from(parts[index]!, 'base64url');
    bytes[0]! ^= 1;
    return parts.map((part, i) => (i === index ? bytes.toString('base64url') : part)).join('.');
  };
  // kms . wrapped key . iv . ciphertext . tag
  for (const index of [1, 2, 3, 4]) await expect(vault.open(flipped(index), context)).rejects.toThrow();
  await expect(vault.open(`local.${parts.slice(2).join('.')}`, context)).rejects.toThrow();
});

test('keeps a bounded number of opened data keys: a warm instance asks KMS once per key, until it is crowded out', async () => {
  const vault = createKmsCredentialVault(KEY_ID, { client, cachedKeys: 2 });
  const contexts = ['cnn_a', 'cnn_b', 'cnn_c'].map((recordId) => ({ organizationId: 'org_1', recordId }));
  const boxes = await Promise.all(contexts.map((each) => vault.seal(secrets, each)));
  await vault.open(boxes[0]!, contexts[0]!);
  await vault.open(boxes[0]!, contexts[0]!);
  expect(kms.commandCalls(DecryptCommand)).toHaveLength(1);
  await vault.open(boxes[1]!, contexts[1]!);
  await vault.open(boxes[2]!, contexts[2]!);
  // The first key was the least recently used of three: it had to go.
  await vault.open(boxes[0]!, contexts[0]!);
  expect(kms.commandCalls(DecryptCommand)).toHaveLength(4);
});
