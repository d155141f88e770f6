// Values a client may make as long as it likes become keys within DynamoDB's bounds (2048 bytes for a partition key,
// 1024 for a sort key): unique guards, index partitions and tally names keep a value that fits as it always was, and
// name a longer one by its digest, apart from every value that fits.
import { createHash } from 'node:crypto';
import { contacts } from '../../../lib/crm/contacts.js';
import { guardKey, indexPartition, SINGLETON_SK } from '../../../lib/platform/store/keys.js';
import { valueTally } from '../../../lib/platform/store/tallies.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const email = { field: 'email', scope: 'organization' } as const;
const org = 'org_01J0000000000000000000000';

describe('unique guard keys', () => {
  it('keep a value that fits as it always was', () => {
    expect(guardKey(contacts.entity, email, org, 'ann@example.com')).toEqual({
      PK: `UNIQUE#${org}#contact#email#ann@example.com`,
      SK: SINGLETON_SK,
    });
    const longest = 'a'.repeat(2048 - bytes(`UNIQUE#${org}#contact#email#`));
    expect(guardKey(contacts.entity, email, org, longest).PK.endsWith(longest)).toBe(true);
  });

  it.each([3000, 10000])('name a %i-character value by its digest, within the bound', (length) => {
    const value = 'é'.repeat(length);
    const key = guardKey(contacts.entity, email, org, value);
    expect(key.PK).toBe(`UNIQUE#${org}#contact#email#${digest(value)}`);
    expect(bytes(key.PK)).toBeLessThanOrEqual(2048);
    expect(guardKey(contacts.entity, email, org, `${value}x`).PK).not.toBe(key.PK);
  });

  it('keep a long value apart from a short value that reads as its digest', () => {
    const value = 'a'.repeat(3000);
    const hashed = guardKey(contacts.entity, email, org, value);
    const short = guardKey(contacts.entity, email, org, digest(value));
    expect(short.PK).toBe(hashed.PK);
    expect(short.SK).not.toBe(hashed.SK);
  });
});

describe('index partitions and tally names', () => {
  it('keep values that fit as they always were', () => {
    expect(indexPartition(org, 'sentEmail', 'to', 'ann@example.com')).toBe(`ORG#${org}#sentEmail#to=ann@example.com`);
    expect(valueTally('status', 'NEW')).toBe('status=NEW');
    expect(valueTally('tags', 'a b')).toBe('tags=a%20b');
  });

  it('name a value too long for the key by its digest, apart from every value that fits', () => {
    const value = 'c'.repeat(3000);
    const partition = indexPartition(org, 'sentEmail', 'to', value);
    expect(partition).toBe(`ORG#${org}#sentEmail#to#sha256=${digest(value)}`);
    expect(bytes(partition)).toBeLessThanOrEqual(2048);
    const tally = valueTally('status', value);
    expect(tally).toBe(`status#sha256=${digest(value)}`);
    expect(valueTally('status', `${value}d`)).not.toBe(tally);
    // A sort key holds 1024 bytes: the longest encoded value that fits is kept.
    expect(valueTally('status', 'c'.repeat(1024 - 'status='.length))).toBe(`status=${'c'.repeat(1017)}`);
    expect(valueTally('status', 'c'.repeat(1018)).startsWith('status#sha256=')).toBe(true);
  });
});
