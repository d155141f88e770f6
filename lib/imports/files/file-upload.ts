// POST /v5/imports/{id}/upload: a URL to PUT one CSV file of a FILE_IMPORT import to, which starts a run of the
// import once the file is there (the bucket's notification reaches the file reader).
import * as v from 'valibot';
import { ulid } from 'ulid';
import { UPLOAD_HEADERS } from '../../platform/aws/upload-bucket.js';
import { parseBody } from '../../platform/http/validate.js';
import { type ResourceAction, writeContextOf } from '../../platform/resources/behaviour.js';
import type { TableUse } from '../../platform/store/table-use.js';
import { importOfType } from '../import-of-type.js';
import type { ImportFields } from '../imports.js';
import { fileRuns, uploadKeyOf } from './file-runs.js';

/** How long an upload URL works: long enough for a slow connection to send 100 MB. */
const UPLOAD_URL_SECONDS = 15 * 60;

/** The largest file a run reads. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

export const uploadFileBody = v.strictObject({
  fileName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(255, 'must be at most 255 characters'),
  ),
  contentType: v.literal('text/csv', 'must be text/csv (files are read as CSV)'),
});

/** What an upload writes: the run, WAITING for its file. */
export const fileUploadTableUse: readonly TableUse[] = [{ items: fileRuns, may: ['put'] }];

export const uploadFileAction: ResourceAction<ImportFields> = {
  method: 'POST',
  suffix: '/{id}/upload',
  access: 'write',
  async serve({ engine, store, uploads }, request, imports) {
    const id = request.pathParameters.id!;
    const ctx = writeContextOf(imports, request);
    await importOfType(engine, imports, ctx, id, {
      type: 'FILE_IMPORT',
      takes: 'files are uploaded to imports of type FILE_IMPORT',
      field: 'must be FILE_IMPORT to take a file',
    });
    const { fileName } = parseBody(uploadFileBody, request.body);
    if (!uploads) throw new Error('The uploads bucket is not wired to this function');
    const now = engine.now();
    const run = { org: ctx.org, importId: id, uploadId: ulid(now.getTime()) };
    const key = uploadKeyOf(run);
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000);
    await store
      .items(fileRuns)
      .put(run, { fileName, key, expiresAt: expiresAt.getTime(), state: 'WAITING', offset: 0, chunk: 0, line: 1 });
    const uploadUrl = await uploads.signUpload(key, UPLOAD_URL_SECONDS, now);
    return {
      statusCode: 200,
      body: {
        uploadUrl,
        expiresAt: expiresAt.toISOString(),
        method: 'PUT',
        headers: { ...UPLOAD_HEADERS, 'Content-Type': 'text/csv' },
        maxBytes: MAX_FILE_BYTES,
      },
    };
  },
};
