// The local vault: a key file made once (owner-only), boxes bound to their context, and not interchangeable with KMS's.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeyCredentialVault, localCredentialVault } from '../../../lib/connections/local-credential-vault.js';

const dir = mkdtempSync(join(tmpdir(), 'vault-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const context = { organizationId: 'org_1', recordId: 'cnn_1' };
const secrets = { imap: { password: 'hunter2-but-longer' } };

test('makes its key file on first use, readable by the owner only, and opens what it sealed after a restart', async () => {
  const file = join(dir, 'nested', 'credentials.key');
  const sealed = await localCredentialVault(file).seal(secrets, context);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(sealed).toMatch(/^local\./);
  expect(sealed).not.toContain('hunter2');
  expect(readFileSync(file, 'utf8')).not.toBe('');
  expect(await localCredentialVault(file).open(sealed, context)).toEqual(secrets);
});

test('refuses another context, an altered box and another key', async () => {
  const vault = createKeyCredentialVault(Buffer.alloc(32, 7));
  const sealed = await vault.seal(secrets, context);
  await expect(vault.open(sealed, { ...context, recordId: 'cnn_2' })).rejects.toThrow();
  const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`;
  await expect(vault.open(altered, context)).rejects.toThrow();
  await expect(createKeyCredentialVault(Buffer.alloc(32, 8)).open(sealed, context)).rejects.toThrow();
});
