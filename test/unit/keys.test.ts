// Unit tests of the single-table key builders: tenant isolation by key, index slot attributes, unique guards and lookups.
import type { EntityType, UniqueConstraint } from '../../lib/platform/store/entity.js';
import {
  SINGLETON_SK,
  guardKey,
  indexKeys,
  indexPartition,
  isInternalAttribute,
  recordKey,
  recordPartition,
  uniqueValue,
} from '../../lib/platform/store/keys.js';
import { valueAt } from '../../lib/platform/field-path.js';
import { indexSortKey } from '../../lib/platform/store/sort-key-encoding.js';
import { tableDefinition } from '../../lib/platform/store/table-definition.js';

const email: UniqueConstraint = {
  field: 'email',
  scope: 'organization',
  normalize: (value) => value.trim().toLowerCase(),
};
const contact: EntityType = {
  object: 'contact',
  idPrefix: 'con',
  unique: [email],
  indexes: [
    { slot: 1, sortBy: { field: 'lastName', type: 'string' } },
    { slot: 3, sortBy: { field: 'updatedAt', type: 'date' }, partitionBy: { field: 'status', type: 'string' } },
    { slot: 2, sortBy: { field: 'customProperties.score', type: 'number' } },
  ],
};

const record = {
  id: 'con_01HZY0000000000000000000AA',
  lastName: 'Łukasiewicz',
  status: 'active',
  updatedAt: '2024-05-01T10:00:00.000Z',
  customProperties: { score: -3.5 },
};

describe('record keys', () => {
  it('put the organization and the type in the partition, and the id in the sort key', () => {
    expect(recordPartition('org_1', 'contact')).toBe('ORG#org_1#contact');
    expect(recordKey('org_1', 'contact', 'con_1')).toEqual({ PK: 'ORG#org_1#contact', SK: 'con_1' });
  });

  it('never give two organizations the same partition', () => {
    expect(recordKey('org_1', 'contact', 'con_1').PK).not.toBe(recordKey('org_2', 'contact', 'con_1').PK);
    expect(recordKey('org_1', 'contact', 'con_1').PK).toContain('org_1');
  });
});

describe('indexKeys', () => {
  it('writes the partition and sort attributes of every mapped slot', () => {
    const keys = indexKeys(contact, 'org_1', record);
    expect(keys).toEqual({
      GSI1PK: 'ORG#org_1#contact',
      GSI1SK: indexSortKey('string', 'Łukasiewicz', record.id),
      GSI2PK: 'ORG#org_1#contact',
      GSI2SK: indexSortKey('number', -3.5, record.id),
      GSI3PK: 'ORG#org_1#contact#status=active',
      GSI3SK: indexSortKey('date', '2024-05-01T10:00:00.000Z', record.id),
    });
  });

  it('keeps a record with an absent sort field in the index, after present values', () => {
    const keys = indexKeys(contact, 'org_1', { id: 'con_2', status: null });
    expect(keys.GSI1SK).toBe(indexSortKey('string', undefined, 'con_2'));
    expect(keys.GSI1SK! > indexKeys(contact, 'org_1', record).GSI1SK!).toBe(true);
    expect(keys.GSI3PK).toBe('ORG#org_1#contact#status=');
  });

  it('leaves a record out of a sparse slot while its sort field is null, and puts it in once it has a value', () => {
    const sparse: EntityType = {
      object: 'importRow',
      idPrefix: 'row',
      indexes: [
        { slot: 1, sortBy: { field: 'importId', type: 'string' } },
        { slot: 2, sortBy: { field: 'contactId', type: 'string' }, sparse: true },
      ],
    };
    for (const contactId of [null, undefined])
      expect(Object.keys(indexKeys(sparse, 'org_1', { id: 'row_1', importId: 'imp_1', contactId }))).toEqual([
        'GSI1PK',
        'GSI1SK',
      ]);
    expect(indexKeys(sparse, 'org_1', { id: 'row_1', importId: 'imp_1', contactId: 'con_1' })).toMatchObject({
      GSI2PK: 'ORG#org_1#importRow',
      GSI2SK: indexSortKey('string', 'con_1', 'row_1'),
    });
  });

  it('keys every slot partition by organization', () => {
    const keys = indexKeys(contact, 'org_2', record);
    for (const index of tableDefinition.indexes.slice(0, 3))
      expect(keys[index.partitionKey]!.startsWith('ORG#org_2#contact')).toBe(true);
  });

  it('returns no attributes for an entity without index slots', () => {
    expect(indexKeys({ object: 'note', idPrefix: 'not' }, 'org_1', { id: 'not_1' })).toEqual({});
  });

  it('refuses a slot the table does not have, naming the entity and the slot', () => {
    const broken: EntityType = {
      object: 'deal',
      idPrefix: 'deal',
      indexes: [{ slot: tableDefinition.indexes.length + 1, sortBy: { field: 'name', type: 'string' } }],
    };
    expect(() => indexKeys(broken, 'org_1', { id: 'deal_1' })).toThrow(
      new RegExp(`deal.*slot ${tableDefinition.indexes.length + 1}`),
    );
    const zero: EntityType = {
      object: 'deal',
      idPrefix: 'deal',
      indexes: [{ slot: 0, sortBy: { field: 'name', type: 'string' } }],
    };
    expect(() => indexKeys(zero, 'org_1', { id: 'deal_1' })).toThrow(/slot 0/);
  });

  it('builds a partition narrowed to one value of the partitioning field', () => {
    expect(indexPartition('org_1', 'task', 'status', 'OPEN')).toBe('ORG#org_1#task#status=OPEN');
    expect(indexPartition('org_1', 'task')).toBe('ORG#org_1#task');
    expect(indexPartition('org_1', 'task', 'done', false)).toBe('ORG#org_1#task#done=false');
  });
});

describe('uniqueValue', () => {
  it('normalises the value when the constraint says so', () => {
    expect(uniqueValue(email, { email: '  Ada@Example.COM ' })).toBe('ada@example.com');
  });

  it('keeps the value as it is without a normaliser', () => {
    expect(uniqueValue({ field: 'name', scope: 'organization' }, { name: 'Example.COM' })).toBe('Example.COM');
  });

  it('has no value for a missing, null or empty field', () => {
    expect(uniqueValue(email, {})).toBeUndefined();
    expect(uniqueValue(email, { email: null })).toBeUndefined();
    expect(uniqueValue(email, { email: '' })).toBeUndefined();
  });

  it('holds a value only while the record is in the state the constraint names', () => {
    const verified: UniqueConstraint = { field: 'email', scope: 'global', while: { field: 'status', equals: 'ON' } };
    expect(uniqueValue(verified, { email: 'a@b.example', status: 'ON' })).toBe('a@b.example');
    expect(uniqueValue(verified, { email: 'a@b.example', status: 'OFF' })).toBeUndefined();
    expect(uniqueValue(verified, { email: 'a@b.example' })).toBeUndefined();
  });

  it('reads dotted paths', () => {
    expect(uniqueValue({ field: 'data.webhook.hash', scope: 'global' }, { data: { webhook: { hash: 'abc' } } })).toBe(
      'abc',
    );
  });
});

describe('guardKey', () => {
  it('scopes an organization guard to the organization', () => {
    expect(guardKey(contact, email, 'org_1', 'ada@example.com')).toEqual({
      PK: 'UNIQUE#org_1#contact#email#ada@example.com',
      SK: SINGLETON_SK,
    });
    expect(guardKey(contact, email, 'org_1', 'x').PK).not.toBe(guardKey(contact, email, 'org_2', 'x').PK);
  });

  it('leaves the organization out of a global guard, so that it can be found without one', () => {
    const user: EntityType = { object: 'user', idPrefix: 'usr' };
    const global: UniqueConstraint = { field: 'email', scope: 'global' };
    const key = guardKey(user, global, 'org_1', 'ada@example.com');
    expect(key).toEqual({ PK: 'UNIQUE#user#email#ada@example.com', SK: SINGLETON_SK });
    expect(key.PK).not.toContain('org_1');
    expect(guardKey(user, global, 'org_2', 'ada@example.com')).toEqual(key);
  });
});

describe('isInternalAttribute', () => {
  it('recognises the key, index, TTL and underscore attributes', () => {
    for (const name of [
      'PK',
      'SK',
      'GSI1PK',
      'GSI6SK',
      'GSI12PK',
      '_search',
      '_version',
      tableDefinition.ttlAttribute,
    ]) {
      expect([name, isInternalAttribute(name)]).toEqual([name, true]);
    }
  });

  it('leaves record fields alone', () => {
    for (const name of ['id', 'object', 'pk', 'GSI1', 'GSIPK', 'GSI1PKX', 'xGSI1PK', 'expiresAt', 'email']) {
      expect([name, isInternalAttribute(name)]).toEqual([name, false]);
    }
  });
});

describe('valueAt', () => {
  const value = { a: { b: { c: 1 }, n: null }, list: [{ x: 'first' }], top: 'v' };

  it('reads top-level and nested values', () => {
    expect(valueAt(value, 'top')).toBe('v');
    expect(valueAt(value, 'a.b.c')).toBe(1);
    expect(valueAt(value, 'a.b')).toEqual({ c: 1 });
    expect(valueAt(value, 'list.0.x')).toBe('first');
  });

  it('is undefined past a missing, null or primitive value', () => {
    expect(valueAt(value, 'missing.deeper')).toBeUndefined();
    expect(valueAt(value, 'a.n.deeper')).toBeUndefined();
    expect(valueAt(value, 'top.length')).toBeUndefined();
    expect(valueAt(value, 'a.n')).toBeNull();
  });
});
