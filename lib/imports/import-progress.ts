// Keeps an import's progress as rows finish: status PENDING → IMPORTING, `total`, and a bounded log of failed and unqualified rows.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '../http/logger.js';
import { NotFoundError } from '../http/errors.js';
import { imports } from '../resources/imports.js';
import { recordKey } from '../store/keys.js';
import type { WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';

/** The import keeps its first log lines; a row's own record always has its full reasons or error. */
export const MAX_IMPORT_LOG_LINES = 100;
const MAX_LOG_LINE_LENGTH = 1000;

const conditionFailed = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

export function createImportProgress(store: Store) {
  const send = (input: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName'>) => store.client.send(new UpdateCommand({ TableName: store.tableName, ...input }));

  /**
   * Counts a finished row. The common case is one atomic increment, which does not conflict with other rows; it bumps
   * the version so that a concurrent PATCH of the import reads again instead of writing an old total back. The first
   * row (status PENDING, total null) goes through the store once instead, with its event.
   */
  async function countRow(ctx: WriteContext, importId: string) {
    try {
      await send({
        Key: recordKey(ctx.org, imports.object, importId),
        UpdateExpression: 'SET #total = #total + :one ADD #v :one',
        ConditionExpression: 'attribute_type(#total, :number) AND #status <> :pending AND attribute_type(deletedAt, :null)',
        ExpressionAttributeNames: { '#total': 'total', '#v': '_v', '#status': 'status' },
        ExpressionAttributeValues: { ':one': 1, ':number': 'N', ':pending': 'PENDING', ':null': 'NULL' },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      await store
        .update(imports.entity, ctx, importId, (current) => ({
          status: current.status === 'PENDING' ? 'IMPORTING' : current.status,
          total: (typeof current.total === 'number' ? current.total : 0) + 1,
        }))
        .catch((updateError: unknown) => {
          if (!(updateError instanceof NotFoundError)) throw updateError;
        });
    }
  }

  async function appendLog(ctx: WriteContext, importId: string, line: string) {
    try {
      await send({
        Key: recordKey(ctx.org, imports.object, importId),
        UpdateExpression: 'SET #logs = list_append(if_not_exists(#logs, :empty), :line) ADD #v :one',
        ConditionExpression: '(attribute_not_exists(#logs) OR size(#logs) < :max) AND attribute_type(deletedAt, :null)',
        ExpressionAttributeNames: { '#logs': 'logs', '#v': '_v' },
        ExpressionAttributeValues: { ':empty': [], ':line': [line.slice(0, MAX_LOG_LINE_LENGTH)], ':one': 1, ':max': MAX_IMPORT_LOG_LINES, ':null': 'NULL' },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }

  /** Records a row's outcome on its import; a failed or unqualified row also leaves a log line. */
  return async function recordRow(ctx: WriteContext, importId: string, outcome: { rowId: string; status: string; detail?: string }) {
    await countRow(ctx, importId);
    if (outcome.status === 'FAILED' || outcome.status === 'UNQUALIFIED') {
      await appendLog(ctx, importId, `${outcome.rowId} ${outcome.status}: ${outcome.detail ?? ''}`.trim());
    }
    logger.debug('Import row finished', { importId, ...outcome });
  };
}
