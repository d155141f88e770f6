// Unit tests of configuration: a missing variable fails fast and names itself.
import { MissingConfigError, requireEnv, tableName } from '../../lib/platform/config.js';

describe('requireEnv', () => {
  it('returns the value of a set variable', () => {
    expect(requireEnv('TABLE_NAME', { TABLE_NAME: 'outreach' })).toBe('outreach');
  });

  it('throws MissingConfigError naming a missing variable', () => {
    expect(() => requireEnv('QUEUE_URL_IMPORTS', {})).toThrow(MissingConfigError);
    expect(() => requireEnv('QUEUE_URL_IMPORTS', {})).toThrow(/QUEUE_URL_IMPORTS/);
  });

  it('treats an empty value as missing', () => {
    expect(() => requireEnv('TABLE_NAME', { TABLE_NAME: '' })).toThrow(/TABLE_NAME/);
  });

  it('reads the table name from TABLE_NAME', () => {
    expect(tableName({ TABLE_NAME: 't1' })).toBe('t1');
    expect(() => tableName({})).toThrow(MissingConfigError);
  });
});
