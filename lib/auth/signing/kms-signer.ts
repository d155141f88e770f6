// The signer in AWS: an asymmetric KMS key (RSA_2048, SIGN_VERIFY) signs; its public key is published as the JWKS.
import type { KMSClient } from '@aws-sdk/client-kms';
import { createPublicKey } from 'node:crypto';
import { type PublicJwk, publicJwkOf, type TokenSigner } from './signer.js';

type KmsSend = Pick<KMSClient, 'send'>;

/**
 * The KMS SDK is imported on the first signature or public key, not at cold start: a request authenticated by an API
 * key never needs it, and the bundle keeps it in a chunk of its own.
 */
const kmsModule = () => import('@aws-sdk/client-kms');

/** The process's KMS client, made on first use. */
let defaultClient: Promise<KmsSend> | undefined;
const defaultKmsClient = (): Promise<KmsSend> =>
  (defaultClient ??= kmsModule().then(({ KMSClient }) => new KMSClient({})));

/** `client` is a KMS client, or how to get one when first needed (the default: the process's own, loaded lazily). */
export function createKmsSigner(
  keyId: string,
  client: KmsSend | (() => Promise<KmsSend>) = defaultKmsClient,
): TokenSigner {
  let kmsClient: Promise<KmsSend> | undefined;
  const loaded = async () => {
    kmsClient ??= typeof client === 'function' ? client() : Promise.resolve(client);
    return { kms: await kmsClient, ...(await kmsModule()) };
  };
  let jwk: Promise<PublicJwk> | undefined;
  return {
    async sign(signingInput) {
      const { kms: signer, SignCommand } = await loaded();
      const { Signature } = await signer.send(
        new SignCommand({
          KeyId: keyId,
          Message: signingInput,
          MessageType: 'RAW',
          SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
        }),
      );
      if (!Signature) throw new Error('KMS returned no signature');
      return Buffer.from(Signature);
    },
    publicJwk() {
      // The public key never changes for a key id: fetch it once per instance.
      jwk ??= loaded()
        .then(({ kms, GetPublicKeyCommand }) => kms.send(new GetPublicKeyCommand({ KeyId: keyId })))
        .then(({ PublicKey }) => {
          if (!PublicKey) throw new Error('KMS returned no public key');
          return publicJwkOf(createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }));
        });
      return jwk;
    },
  };
}
