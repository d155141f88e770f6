// Changes a live record's own attributes with one conditional UpdateItem: no read, no event, but a new version.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './errors.js';
import type { EntityType } from './entity.js';
import { recordKey } from './keys.js';
import { NOT_DELETED } from './page-query.js';
import type { Item, TableAccess, TransactItem } from './table-access.js';

/** UpdateExpression and ConditionExpression fragments, with their placeholders. */
export interface InPlaceChange {
  set: string;
  condition: string;
  names: Record<string, string>;
  values: Item;
}

export function createInPlaceUpdate({ client, tableName }: TableAccess) {
  /**
   * An atomic update of a live record's own attributes, with no read and no event (counters, bounded logs): `set`
   * and `condition` are UpdateExpression and ConditionExpression fragments. It bumps the version, so that a
   * concurrent `update` reads again instead of writing old values back. False when the condition failed.
   */
  return async function updateInPlace(entity: EntityType, org: string, id: string, input: InPlaceChange) {
    try {
      await client.send(new UpdateCommand(inPlaceUpdate(tableName, entity, org, id, input)));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };
}

/** The same change as a transaction item, for a writer that must make it together with other writes. */
export function createInPlaceUpdateItem({ tableName }: Pick<TableAccess, 'tableName'>) {
  return (entity: EntityType, org: string, id: string, input: InPlaceChange): TransactItem => ({
    Update: inPlaceUpdate(tableName, entity, org, id, input),
  });
}

/** The update of a live record in place, bumping its version: one request, or one item of a transaction. */
function inPlaceUpdate(tableName: string, entity: EntityType, org: string, id: string, input: InPlaceChange) {
  return {
    TableName: tableName,
    Key: recordKey(org, entity.object, id),
    UpdateExpression: `SET ${input.set} ADD #v :one`,
    ConditionExpression: `(${input.condition}) AND ${NOT_DELETED}`,
    ExpressionAttributeNames: { ...input.names, '#v': '_v' },
    ExpressionAttributeValues: { ...input.values, ':one': 1, ':null': 'NULL' },
  };
}
