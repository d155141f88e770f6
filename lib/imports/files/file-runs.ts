// A run of a file import: one upload, from its URL to its last line, with how far the reader got (its checkpoint).
import * as v from 'valibot';
import { defineItem, part } from '../../platform/store/item-type.js';

/**
 * An upload and its reading: FETCHING its file (a recurring run, from the import's sourceUrl), WAITING for it, READING (from `offset`, the line `line` next), DONE, or FAILED
 * with the `problem` that kept the file from being read. `header` and `delimiter` are the file's, once read; `rows`
 * counts the lines taken. Each transaction that takes lines moves the checkpoint on from the value it read, so that
 * a run delivered twice takes no line twice.
 */
export const fileRuns = defineItem({
  name: 'file import run',
  partition: ['ORG', part('org'), 'import', part('importId'), 'FILE'],
  sort: [part('uploadId')],
  attributes: v.object({
    fileName: v.string(),
    key: v.string(),
    /** When the upload URL expires (epoch ms). */
    expiresAt: v.number(),
    state: v.picklist(['FETCHING', 'WAITING', 'READING', 'DONE', 'FAILED']),
    offset: v.optional(v.number(), 0),
    /** Transactions of the window at `offset` already taken (file-windows.ts). */
    chunk: v.optional(v.number(), 0),
    line: v.optional(v.number(), 1),
    header: v.optional(v.array(v.string())),
    delimiter: v.optional(v.string()),
    rows: v.optional(v.number(), 0),
    problem: v.optional(v.string()),
  }),
});

/** Where uploads of file imports go in their bucket, the prefix its notifications cover. */
export const IMPORT_UPLOAD_PREFIX = 'imports/';

export interface FileRunKey {
  org: string;
  importId: string;
  uploadId: string;
}

/** The object key of an upload: under the prefix the bucket notifies of, named by its organization and import. */
export const uploadKeyOf = ({ org, importId, uploadId }: FileRunKey) =>
  `${IMPORT_UPLOAD_PREFIX}${org}/${importId}/${uploadId}.csv`;

const UPLOAD_KEY = new RegExp(`^${IMPORT_UPLOAD_PREFIX}([A-Za-z0-9_]+)/(imp_[A-Za-z0-9]+)/([A-Za-z0-9]+)\\.csv$`);

/** The run an object key names, or undefined for a key no upload URL was signed for. */
export function runOfUploadKey(key: string): FileRunKey | undefined {
  const match = UPLOAD_KEY.exec(key);
  return match ? { org: match[1]!, importId: match[2]!, uploadId: match[3]! } : undefined;
}
