// The token signer a deployment configures: a KMS key in AWS, the local key file elsewhere; fails fast without either.
import { MissingConfigError } from '../../platform/config.js';
import { createKmsSigner } from './kms-signer.js';
import { loadOrCreateLocalSigner } from './local-signer.js';
import type { TokenSigner } from './signer.js';

export interface SigningSettings {
  /** TOKEN_SIGNING_KEY_ARN: the KMS key in AWS. */
  keyArn?: string;
  /** LOCAL_SIGNING_KEY_FILE: the key file of the local runtime. */
  localKeyFile?: string;
  /** TOKEN_ISSUER: the `iss` of every token; the deployed API's URL in AWS. */
  issuer: string;
}

/** In AWS the KMS client is loaded with the first token signed or verified (kms-signer.ts), not at cold start. */
export function configuredSigner({ keyArn, localKeyFile }: SigningSettings): TokenSigner {
  if (keyArn) return createKmsSigner(keyArn);
  if (localKeyFile) return loadOrCreateLocalSigner(localKeyFile);
  throw new MissingConfigError('TOKEN_SIGNING_KEY_ARN (or LOCAL_SIGNING_KEY_FILE locally)');
}
