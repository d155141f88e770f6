// The transaction items that hold a record's unique values (guard items), and the error a taken one becomes.
import type { EntityType, UniqueConstraint } from './entity.js';
import { UniqueValueTakenError } from './errors.js';
import { guardKey, uniqueValue } from './keys.js';
import type { StoredRecord } from './records.js';
import type { TransactItem } from './table-access.js';

/** Each constraint with the value `record` holds under it; constraints it holds no value under are left out. */
function heldValues(record: StoredRecord, constraints: readonly UniqueConstraint[]) {
  return constraints.flatMap((constraint) => {
    const value = uniqueValue(constraint, record);
    return value === undefined ? [] : [{ constraint, value }];
  });
}

/** Puts of the guards of `record`'s values under `constraints`, each only if no other record holds the value. */
export function guardPuts(
  tableName: string,
  entity: EntityType,
  org: string,
  record: StoredRecord,
  constraints: readonly UniqueConstraint[],
): TransactItem[] {
  return heldValues(record, constraints).map(({ constraint, value }) => ({
    Put: {
      TableName: tableName,
      Item: {
        ...guardKey(entity, constraint, org, value),
        object: 'uniqueGuard',
        field: [constraint.field, ...(constraint.with ?? [])].join(' and '),
        org,
        recordObject: entity.object,
        recordId: record.id,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  }));
}

/** Deletes of the guards of `record`'s values under `constraints`, which frees them. */
export function guardDeletes(
  tableName: string,
  entity: EntityType,
  org: string,
  record: StoredRecord,
  constraints: readonly UniqueConstraint[],
): TransactItem[] {
  return heldValues(record, constraints).map(({ constraint, value }) => ({
    Delete: { TableName: tableName, Key: guardKey(entity, constraint, org, value) },
  }));
}

/** The error of a transaction whose item `index` failed its condition: a taken unique value, or else `fallback`. */
export function takenValueOr(entity: EntityType, items: TransactItem[], index: number, fallback: Error): Error {
  const guard = items[index]?.Put?.Item;
  if (guard?.object === 'uniqueGuard') return new UniqueValueTakenError(entity.object, String(guard.field));
  return fallback;
}
