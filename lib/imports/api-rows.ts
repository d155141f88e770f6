// Rows by API: POST /v5/imports/{id}/rows takes 1 to 1,000 rows of an API import at once, refused whole if one is invalid, each then on a webhook row's path.
import * as v from 'valibot';
import { parseBody } from '../platform/http/validate.js';
import { type ResourceAction, writeContextOf } from '../platform/resources/behaviour.js';
import type { ImportFields } from './imports.js';
import { importOfType } from './import-of-type.js';
import { takeBatch } from './rows/batch-runs.js';
import { webhookPayload } from './webhook/webhook-payload.js';

/** The most rows one request takes. */
export const MAX_ROWS_PER_REQUEST = 1000;

/** The body: rows in the webhook body's shape, each checked as a webhook row is. */
export const apiRowsBody = v.strictObject({
  rows: v.pipe(
    v.array(webhookPayload),
    v.minLength(1, 'must hold at least one row'),
    v.maxLength(MAX_ROWS_PER_REQUEST, `must hold at most ${MAX_ROWS_PER_REQUEST} rows`),
  ),
});

export const postRowsAction: ResourceAction<ImportFields> = {
  method: 'POST',
  suffix: '/{id}/rows',
  access: 'write',
  // The batch's run keeps its checkpoint: a resend after a lost or busy answer takes only what is left.
  resumable: true,
  async serve({ engine, store, importRows }, request, imports) {
    const id = request.pathParameters.id!;
    const ctx = writeContextOf(imports, request);
    const target = await importOfType(engine, imports, ctx, id, {
      type: 'API',
      takes: 'rows are posted to imports of type API (a WEBHOOK import takes them at its webhookUrl)',
      field: 'must be API to take rows by API',
    });
    const { rows } = parseBody(apiRowsBody, request.body);
    if (!importRows) throw new Error('The import rows queue is not wired to this function');
    const deps = { store, queueRows: importRows.queue, importEntity: imports.entity, now: engine.now };
    // RANDOM takes the rows (their ids, and so their places in campaigns) in a shuffle; the answer keeps the posted order.
    const ids = await takeBatch(deps, ctx, id, { rows, order: target.order });
    return { statusCode: 202, body: { rows: ids.map((rowId) => ({ id: rowId, status: 'QUEUED' })) } };
  },
};
