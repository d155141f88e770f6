// The credential vault a deployment configures: the KMS key in AWS, the local key file elsewhere; fails without either.
import type { CredentialVault } from '../platform/credential-vault.js';
import { MissingConfigError } from '../platform/config.js';
import { createKmsCredentialVault } from './kms-credential-vault.js';
import { localCredentialVault } from './local-credential-vault.js';

export interface CredentialVaultSettings {
  /** CREDENTIALS_KEY_ARN: the symmetric KMS key in AWS. */
  keyArn?: string;
  /** LOCAL_CREDENTIALS_KEY_FILE, or a file beside LOCAL_SIGNING_KEY_FILE: the key of the local runtime. */
  localKeyFile?: string;
}

export function configuredCredentialVault({ keyArn, localKeyFile }: CredentialVaultSettings): CredentialVault {
  if (keyArn) return createKmsCredentialVault(keyArn);
  if (localKeyFile) return localCredentialVault(localKeyFile);
  throw new MissingConfigError('CREDENTIALS_KEY_ARN (or LOCAL_CREDENTIALS_KEY_FILE locally)');
}
