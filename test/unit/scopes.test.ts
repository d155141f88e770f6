// Scope semantics (clarifications.md, "Authentication paths"): <family>:read or :write, write implies read, *:read and
// *:write cover every family, and nothing else grants anything.
import { grants } from '../../lib/platform/http/scopes.js';

describe('grants', () => {
  it.each<[held: string[], required: string, granted: boolean]>([
    // The scope itself.
    [['contacts:read'], 'contacts:read', true],
    [['contacts:write'], 'contacts:write', true],
    // write implies read, not the other way round.
    [['contacts:write'], 'contacts:read', true],
    [['contacts:read'], 'contacts:write', false],
    // Wildcards: *:write covers reads and writes of every family; *:read only reads.
    [['*:write'], 'contacts:read', true],
    [['*:write'], 'api-keys:write', true],
    [['*:read'], 'contacts:read', true],
    [['*:read'], 'sessions:read', true],
    [['*:read'], 'contacts:write', false],
    [['*:read'], 'api-keys:write', false],
    // Another family grants nothing, whatever its level.
    [['companies:write'], 'contacts:read', false],
    [['companies:write'], 'contacts:write', false],
    [['usage:read'], 'contacts:read', false],
    // Families that share a prefix or a suffix are different families.
    [['contact:write'], 'contacts:read', false],
    [['contacts-extra:write'], 'contacts:read', false],
    [['pipelines:write'], 'pipeline-stages:write', false],
    [['campaign-views:write'], 'views:write', false],
    [['views:write'], 'campaign-views:write', false],
    // Malformed or unknown held scopes grant nothing.
    [['contacts'], 'contacts:read', false],
    [['contacts:admin'], 'contacts:read', false],
    [['contacts:*'], 'contacts:read', false],
    [['*'], 'contacts:read', false],
    [['*:*'], 'contacts:read', false],
    [['CONTACTS:READ'], 'contacts:read', false],
    [[' contacts:read'], 'contacts:read', false],
    [['contacts:read '], 'contacts:read', false],
    [[''], 'contacts:read', false],
    // Nothing held grants nothing.
    [[], 'contacts:read', false],
    [[], 'contacts:write', false],
    // Any one of several held scopes is enough.
    [['usage:read', 'events:read', 'contacts:write'], 'contacts:read', true],
    [['usage:read', 'contacts:read'], 'contacts:write', false],
  ])('%j grants %s: %s', (held, required, granted) => {
    expect(grants(held, required)).toBe(granted);
  });
});
