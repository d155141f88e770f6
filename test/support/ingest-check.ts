// What an import made of the rows posted to it, read back through the API: rows LOST (not final, or an email without its
// contact), DUPLICATED contacts, and final statuses against each row's kind. bench:ingest and the ingest test judge by it.
import type { ApiRecord } from './api-client.js';
import { countBy } from './count-by.js';
import type { WebhookRow } from './webhook-rows.js';

/** LOST, DUPLICATED and the statuses, from the rows and contacts the table holds against the rows accepted. */
export function checkTable(rows: WebhookRow[], rowIds: string[], storedRows: ApiRecord[], contacts: ApiRecord[]) {
  const finalRows = new Map(storedRows.filter((row) => row.status !== 'QUEUED').map((row) => [String(row.id), row]));
  const qualifies = (row: WebhookRow) => row.kind === 'unique' || row.kind === 'duplicate';
  const expectedEmails = new Set(rows.filter((row, index) => rowIds[index] && qualifies(row)).map((row) => row.email));
  const contactsByEmail = countBy(contacts, (contact) => String(contact.email).toLowerCase());
  const statuses = Object.fromEntries(countBy(finalRows.values(), (row) => String(row.status)));
  const unexpectedStatuses = rows.filter((row, index) => {
    const status = finalRows.get(rowIds[index] ?? '')?.status;
    const expected = qualifies(row) ? ['CREATED', 'MERGED'] : ['UNQUALIFIED'];
    return status !== undefined && !expected.includes(String(status));
  }).length;
  const rowsNotFinal = rowIds.filter((rowId) => rowId && !finalRows.has(rowId)).length;
  const emailsWithoutContact = [...expectedEmails].filter((email) => !contactsByEmail.has(email)).length;
  return {
    lastFinal: Math.max(...[...finalRows.values()].map((row) => Date.parse(String(row.updatedAt)))),
    figures: {
      lost: { total: rowsNotFinal + emailsWithoutContact, rowsNotFinal, emailsWithoutContact },
      duplicated: [...contactsByEmail].reduce((sum, [email, n]) => sum + (expectedEmails.has(email) ? n - 1 : n), 0),
      contacts: contacts.length,
      distinctQualifyingEmails: expectedEmails.size,
      statuses,
      unexpectedStatuses,
    },
  };
}
