// Import rows: one webhook or file row of an import and what became of it (read-only, written by the import worker).
import * as v from 'valibot';
import { defineResource, type RecordOf } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

const service = { readOnly: true } as const;

export const importRows = defineResource({
  object: 'importRow',
  idPrefix: 'row',
  path: 'import-rows',
  description:
    'One row received by an import, its normalized data and its outcome: created, merged, unqualified (with reasons) or failed.',
  readOnly: true,
  fields: {
    importId: f.ref('imp', service),
    status: f.enum(['QUEUED', 'CREATED', 'MERGED', 'UNQUALIFIED', 'FAILED'], service),
    /** The normalized body: `{contact, employment?, company?}`. */
    data: f.object(v.record(v.string(), v.unknown()), service),
    reasons: f.array(f.text(), service),
    error: f.text({ ...service, nullable: true }),
    /** The contact the row created or merged into. */
    contactId: f.ref('con', { ...service, nullable: true }),
  },
  searchAlso: ['data.contact.name', 'data.contact.email', 'data.company.name'],
  // Each slot costs a write on each of the row's two writes, and two where its key moves. No slot partitions by status:
  // a status filter is served within the import's rows, and an import's failed and unqualified rows are in its log.
  // A row has a contact only once final, and an unqualified or failed one never: its contact's slot is sparse.
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'importId' }, { sortBy: 'contactId', sparse: true }],
});

/** An import row as stored. */
export type ImportRow = RecordOf<typeof importRows.fields>;

/** The ULID of a row's id (after `row_`): the time the row arrived, and the id the records it creates take. */
export const rowUlidOf = (rowId: string) => rowId.slice(rowId.indexOf('_') + 1);
