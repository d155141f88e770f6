// The signer in AWS: an asymmetric KMS key (RSA_2048, SIGN_VERIFY) signs; its public key is published as the JWKS.
import { GetPublicKeyCommand, SignCommand, type KMSClient } from '@aws-sdk/client-kms';
import { createPublicKey } from 'node:crypto';
import { keyIdOf, type PublicJwk, type TokenSigner } from './signer.js';

export function createKmsSigner(client: Pick<KMSClient, 'send'>, keyId: string): TokenSigner {
  let jwk: Promise<PublicJwk> | undefined;
  return {
    async sign(signingInput) {
      const { Signature } = await client.send(
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
      jwk ??= client.send(new GetPublicKeyCommand({ KeyId: keyId })).then(({ PublicKey }) => {
        if (!PublicKey) throw new Error('KMS returned no public key');
        const der = Buffer.from(PublicKey);
        return {
          ...createPublicKey({ key: der, format: 'der', type: 'spki' }).export({ format: 'jwk' }),
          kid: keyIdOf(der),
          alg: 'RS256',
          use: 'sig',
        } as PublicJwk;
      });
      return jwk;
    },
  };
}
