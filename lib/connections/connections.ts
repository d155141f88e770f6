// Connections: the mailboxes campaigns send from (SMTP, Gmail, Outlook, SES); credentials are not stored in the record.
import { ConflictError } from '../platform/http/errors.js';
import { type Data, type HookContext, onCreateAndUpdate } from '../platform/resources/behaviour.js';
import { lowerCaseEmail } from '../platform/schemas/more-formats.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import type { StoredRecord } from '../platform/store/records.js';
import { sendingAddressRefusal, verifiedAddress } from './sending-address.js';

/**
 * Refuses an address the organization may not send as (409 naming `email`), and turns a connection whose address
 * changes `DISCONNECTED`: what was verified was the old address.
 */
async function checkSendingAddress(ctx: HookContext, data: Data, current: StoredRecord | undefined): Promise<Data> {
  const email = data.email;
  if (typeof email !== 'string' || email === current?.email) return data;
  const refusal = ctx.deploymentSender
    ? await sendingAddressRefusal(ctx.store, connections.entity, ctx.write.org, email, ctx.deploymentSender())
    : undefined;
  if (refusal === 'reserved')
    throw new ConflictError(
      `email: ${email} is the service's own sending address or domain; no connection may use it.`,
    );
  if (refusal === 'verified_elsewhere')
    throw new ConflictError(`email: ${email} is verified by another organization; no other connection may use it.`);
  return current && current.status !== 'DISCONNECTED' ? { ...data, status: 'DISCONNECTED' } : data;
}

export const connections = defineResource({
  object: 'connection',
  idPrefix: 'cnn',
  path: 'connections',
  description:
    "A sending mailbox: its provider, address, state, daily sending limit and the least interval between two sends; one connection per address in an organization. The service sets its status; the service's own sending address and domain, and an address another organization has verified (a CONNECTED connection), are refused (409).",
  fields: {
    type: f.enum(['SMTP', 'GMAIL', 'OUTLOOK', 'SES'], { required: true, immutable: true }),
    email: { ...f.email({ required: true, search: true }), schema: lowerCaseEmail },
    name: f.text({ nullable: true, search: true }),
    /** Set by the service: CONNECTED once the address is verified; changing the address turns it DISCONNECTED. */
    status: f.enum(['CONNECTED', 'DISCONNECTED', 'ERROR'], { readOnly: true, default: 'DISCONNECTED' }),
    dailyLimit: f.number({ integer: true, min: 1, max: 10000, default: 50 }),
    /** Fewest seconds between two sends from this connection. */
    minIntervalSeconds: f.number({ integer: true, min: 0, max: 86400, default: 60 }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'email' }, { sortBy: 'name' }, { sortBy: 'status' }],
  // The organization's own address once; a verified address once across the service.
  unique: [{ field: 'email', scope: 'organization' }, verifiedAddress],
  hooks: onCreateAndUpdate(checkSendingAddress),
});
