// Keeps an import's progress as rows finish: status PENDING → IMPORTING, `total`, and a bounded log of failed and unqualified rows.
import { logger } from '../http/logger.js';
import { imports } from '../resources/imports.js';
import type { WriteContext } from '../store/records.js';
import type { Store } from '../store/store.js';

/** The import keeps its first log lines; a row's own record always has its full reasons or error. */
export const MAX_IMPORT_LOG_LINES = 100;
const MAX_LOG_LINE_LENGTH = 1000;

export function createImportProgress(store: Store) {
  const updateImport = (
    ctx: WriteContext,
    importId: string,
    set: string,
    condition: string,
    names: Record<string, string>,
    values: Record<string, unknown>,
  ) => store.updateInPlace(imports.entity, ctx.org, importId, { set, condition, names, values });

  /**
   * Counts a finished row with single-item updates that never read, so that rows finishing together do not race: an
   * increment once `total` is a number, otherwise the first count sets it to 1 (and if another row did that first,
   * the increment applies after all). The first row also moves the status from PENDING to IMPORTING.
   */
  async function countRow(ctx: WriteContext, importId: string, wasPending: boolean) {
    const total = { '#total': 'total' };
    if (wasPending)
      await updateImport(
        ctx,
        importId,
        '#status = :importing',
        '#status = :pending',
        { '#status': 'status' },
        { ':importing': 'IMPORTING', ':pending': 'PENDING' },
      );
    const increment = () =>
      updateImport(ctx, importId, '#total = #total + :one', 'attribute_type(#total, :number)', total, {
        ':number': 'N',
      });
    if (await increment()) return;
    if (
      await updateImport(
        ctx,
        importId,
        '#total = :one',
        'attribute_not_exists(#total) OR attribute_type(#total, :null)',
        total,
        {},
      )
    )
      return;
    await increment();
  }

  async function appendLog(ctx: WriteContext, importId: string, line: string) {
    await updateImport(
      ctx,
      importId,
      '#logs = list_append(if_not_exists(#logs, :empty), :line)',
      'attribute_not_exists(#logs) OR size(#logs) < :max',
      { '#logs': 'logs' },
      {
        ':empty': [],
        ':line': [line.slice(0, MAX_LOG_LINE_LENGTH)],
        ':max': MAX_IMPORT_LOG_LINES,
      },
    );
  }

  /** Records a row's outcome on its import; a failed or unqualified row also leaves a log line. */
  return async function recordRow(
    ctx: WriteContext,
    importId: string,
    outcome: { rowId: string; status: string; detail?: string; importWasPending?: boolean },
  ) {
    await countRow(ctx, importId, outcome.importWasPending ?? false);
    if (outcome.status === 'FAILED' || outcome.status === 'UNQUALIFIED') {
      await appendLog(ctx, importId, `${outcome.rowId} ${outcome.status}: ${outcome.detail ?? ''}`.trim());
    }
    logger.debug('Import row finished', { importId, ...outcome });
  };
}
