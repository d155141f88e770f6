// Which vault a deployment's environment chooses: the KMS key in AWS, else a local key file beside the signing key's.
import { credentialVaultSettings } from '../../../lib/app/settings.js';
import { configuredCredentialVault } from '../../../lib/connections/configured-credential-vault.js';
import { MissingConfigError } from '../../../lib/platform/config.js';

test('in AWS, the KMS key named by CREDENTIALS_KEY_ARN', () => {
  expect(credentialVaultSettings({ CREDENTIALS_KEY_ARN: 'arn:aws:kms:eu-west-1:1:key/k' }).keyArn).toBe(
    'arn:aws:kms:eu-west-1:1:key/k',
  );
});

test('locally, LOCAL_CREDENTIALS_KEY_FILE, or a file beside the local signing key named after it', () => {
  expect(credentialVaultSettings({ LOCAL_CREDENTIALS_KEY_FILE: '/keys/c.key' }).localKeyFile).toBe('/keys/c.key');
  expect(credentialVaultSettings({ LOCAL_SIGNING_KEY_FILE: '/data/signing-key.pem' }).localKeyFile).toBe(
    '/data/signing-key-credentials.key',
  );
});

test('with neither, the vault fails naming the variable, when a credential is first kept', () => {
  expect(credentialVaultSettings({})).toEqual({ keyArn: undefined, localKeyFile: undefined });
  expect(() => configuredCredentialVault({})).toThrow(MissingConfigError);
  expect(() => configuredCredentialVault({})).toThrow(/CREDENTIALS_KEY_ARN/);
});
