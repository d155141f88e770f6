// Checks what the table holds after the ingest bench's run against what the posted rows should have made: statuses, LOST, DUPLICATED and record counts.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { companies } from '../../lib/resources/companies.js';
import { contacts } from '../../lib/resources/contacts.js';
import { domains } from '../../lib/resources/domains.js';
import { emailAddresses } from '../../lib/resources/email-addresses.js';
import { employments } from '../../lib/resources/employments.js';
import { notes } from '../../lib/resources/notes.js';
import { recordPartition } from '../../lib/store/keys.js';
import type { PostOutcome } from './ingest-post.js';
import type { BenchRow, RowKind } from './ingest-rows.js';
import type { FinalRows } from './ingest-wait.js';
import { countAll, queryAll } from './partition-reads.js';

type Item = Record<string, unknown>;

export interface Mismatch {
  index: number;
  kind: RowKind;
  rowId: string;
  status: string;
  detail: string;
}

/** Each accepted row's stored status and the organization's records, checked against the rows posted. */
export async function checkTable(options: {
  client: DynamoDBDocumentClient;
  tableName: string;
  org: string;
  rows: BenchRow[];
  post: PostOutcome;
  finalRows: FinalRows;
}) {
  const { client, tableName, org, rows, post, finalRows } = options;
  const rowsById = new Map<string, Item>(finalRows.rows.map((row) => [String(row.id), row]));
  const acceptedIndexes = [...post.rowIds.keys()].sort((a, b) => a - b);
  const acceptedRows = acceptedIndexes.map((index) => rows[index]!);
  const distinctRowIds = new Set(post.rowIds.values());
  const statusCounts: Record<string, number> = {};
  for (const id of distinctRowIds) {
    const status = String(rowsById.get(id)?.status ?? 'MISSING');
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  }
  const lostRows = [...distinctRowIds].filter((id) => !rowsById.has(id) || rowsById.get(id)!.status === 'QUEUED');
  const qualifying = acceptedRows.filter((row) => row.qualifies);
  const expectedEmails = new Set(qualifying.map((row) => row.email));
  const contactItems = await queryAll(client, tableName, recordPartition(org, contacts.object), [
    'id',
    'email',
    'deletedAt',
  ]);
  const liveContacts = contactItems.filter((item) => item.deletedAt === null || item.deletedAt === undefined);
  const contactsByEmail = new Map<string, number>();
  for (const item of liveContacts)
    contactsByEmail.set(
      String(item.email ?? '').toLowerCase(),
      (contactsByEmail.get(String(item.email ?? '').toLowerCase()) ?? 0) + 1,
    );
  const missingContacts = [...expectedEmails].filter((email) => !contactsByEmail.has(email));
  const repeatedEmailContacts = [...contactsByEmail.values()].filter((n) => n > 1).reduce((sum, n) => sum + n, 0);
  const surplusContacts = Math.max(0, liveContacts.length - expectedEmails.size);

  // Each accepted row against what its kind should become.
  const expectedReason: Partial<Record<RowKind, string>> = {
    free: 'qualificationContactEmailFreeDomain',
    invalid: 'qualificationContactEmailInvalid',
  };
  const mismatches: Mismatch[] = [];
  for (const index of acceptedIndexes) {
    const row = rows[index]!;
    const id = post.rowIds.get(index)!;
    const stored = rowsById.get(id);
    if (!stored || stored.status === 'QUEUED') continue;
    const status = String(stored.status);
    const reasons = (stored.reasons as string[] | undefined) ?? [];
    const ok = row.qualifies
      ? status === 'CREATED' || status === 'MERGED'
      : status === 'UNQUALIFIED' && reasons.some((reason) => reason.startsWith(expectedReason[row.kind]!));
    if (!ok)
      mismatches.push({
        index,
        kind: row.kind,
        rowId: id,
        status,
        detail: [...reasons, stored.error ?? ''].filter(Boolean).join('; ').slice(0, 300),
      });
  }
  const expectedStatuses: Record<string, number> = {
    CREATED: expectedEmails.size,
    MERGED: qualifying.length - expectedEmails.size,
    UNQUALIFIED: acceptedRows.length - qualifying.length,
    FAILED: 0,
  };
  const countOf = (object: string) => countAll(client, tableName, recordPartition(org, object));
  const figures = {
    statuses: statusCounts,
    expectedStatuses,
    unexpectedOutcomes: { count: mismatches.length, examples: mismatches.slice(0, 10) },
    lost: {
      total: lostRows.length + missingContacts.length,
      rowsMissingOrNeverFinal: lostRows.length,
      expectedContactsMissing: missingContacts.length,
      examples: [...lostRows.slice(0, 5), ...missingContacts.slice(0, 5)],
    },
    duplicated: {
      total: repeatedEmailContacts + surplusContacts,
      contactsWithRepeatedEmail: repeatedEmailContacts,
      contactsBeyondDistinctQualifyingEmails: surplusContacts,
    },
    contacts: { count: liveContacts.length, distinctQualifyingEmails: expectedEmails.size },
    notes: {
      count: await countOf(notes.object),
      qualifyingRowsWithNote: qualifying.filter((row) => row.body.contact.note).length,
    },
    companies: {
      count: await countOf(companies.object),
      distinctDomainsOfQualifyingRows: new Set(qualifying.map((row) => row.body.company.domain)).size,
      domainRecords: await countOf(domains.object),
    },
    emailAddresses: { count: await countOf(emailAddresses.object), expected: expectedEmails.size },
    employments: { count: await countOf(employments.object) },
  };
  return { rowsById, distinctRowIds, figures };
}
