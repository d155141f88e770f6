// Chooses the token signer from the environment: a KMS key in AWS, the local key file elsewhere; fails fast without either.
import { MissingConfigError } from '../../platform/config.js';
import { createKmsSigner } from './kms-signer.js';
import { loadOrCreateLocalSigner } from './local-signer.js';
import type { TokenSigner } from './signer.js';

/** In AWS the KMS client is loaded with the first token signed or verified (kms-signer.ts), not at cold start. */
export function tokenSignerFromEnv(env: NodeJS.ProcessEnv = process.env): TokenSigner {
  if (env.TOKEN_SIGNING_KEY_ARN) return createKmsSigner(env.TOKEN_SIGNING_KEY_ARN);
  if (env.LOCAL_SIGNING_KEY_FILE) return loadOrCreateLocalSigner(env.LOCAL_SIGNING_KEY_FILE);
  throw new MissingConfigError('TOKEN_SIGNING_KEY_ARN (or LOCAL_SIGNING_KEY_FILE locally)');
}

/** The `iss` of every token; the deployed API's URL in AWS. */
export function tokenIssuer(env: NodeJS.ProcessEnv = process.env): string {
  return env.TOKEN_ISSUER ?? 'outreach-api';
}
