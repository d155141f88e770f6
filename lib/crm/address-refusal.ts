// Whether mail may go to an address its verification condemned: a campaign never sends to one INVALID, SPAMTRAP, ABUSE or DO_NOT.
import type { Store } from '../platform/store/store.js';
import type { TableUse } from '../platform/store/table-use.js';
import { emailAddresses } from './email-addresses.js';

/** The statuses a campaign does not send to. */
const REFUSED_STATUSES = new Set(['INVALID', 'SPAMTRAP', 'ABUSE', 'DO_NOT']);

/** What the check reads: the address's unique guard, then its record. */
export const addressRefusalUse: TableUse = { records: [emailAddresses.entity], may: ['findUnique', 'get'] };

/** `address_<status>` when the organization's record of `email` has a status no campaign sends to; else undefined. */
export async function addressRefusal(store: Store, org: string, email: string): Promise<string | undefined> {
  const found = await store.findByUnique(emailAddresses.entity, { field: 'email', scope: 'organization' }, org, email);
  const status = found?.record.status;
  return typeof status === 'string' && REFUSED_STATUSES.has(status) ? `address_${status}` : undefined;
}
