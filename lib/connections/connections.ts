// Connections: the mailboxes campaigns send from (SMTP, Gmail, Outlook, SES); passwords are write-only and kept sealed.
import * as v from 'valibot';
import { ConflictError } from '../platform/http/errors.js';
import type { Data, HookContext } from '../platform/resources/behaviour.js';
import { lowerCaseEmail } from '../platform/schemas/more-formats.js';
import { closedObject } from '../platform/schemas/more-formats.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import { sealedCredentialsSchema } from './connection-credentials.js';
import { withMailServers } from './connection-mail-servers.js';
import { STATUS_REASONS } from './connection-status.js';
import { mailboxReaderMarkers } from './mailbox-readers.js';
import { verifyConnectionAction } from './connection-verify.js';
import { mailServerEntries } from './mail-servers.js';
import { sendingAddressRefusal, verifiedAddress } from './sending-address.js';
import { withSesDomain } from './ses-domain.js';

/** A DNS record the organization publishes for an SES connection's domain (its DKIM records). */
const dnsRecord = closedObject({
  type: v.picklist(['CNAME', 'MX', 'TXT']),
  name: v.string(),
  value: v.string(),
});

/**
 * Refuses an address the organization may not send as (409 naming `email`): the deployment's own, or one another
 * organization has verified. The address is fixed at creation: what verify checks is this mailbox.
 */
async function checkSendingAddress(ctx: HookContext, data: Data): Promise<Data> {
  const email = data.email;
  if (typeof email !== 'string' || !ctx.deploymentSender) return data;
  const refusal = await sendingAddressRefusal(
    ctx.store,
    connections.entity,
    ctx.write.org,
    email,
    ctx.deploymentSender(),
  );
  if (refusal === 'reserved')
    throw new ConflictError(
      `email: ${email} is the service's own sending address or domain; no connection may use it.`,
    );
  if (refusal === 'verified_elsewhere')
    throw new ConflictError(`email: ${email} is verified by another organization; no other connection may use it.`);
  return data;
}

const service = { readOnly: true, nullable: true } as const;

export const connections = defineResource({
  object: 'connection',
  idPrefix: 'cnn',
  path: 'connections',
  description:
    "A sending mailbox: its provider, address, state, daily sending limit and the least interval between two sends; one connection per address in an organization. An SMTP connection names its SMTP server and, to read replies, its IMAP server; their passwords are write-only (`passwordSet` shows one is kept, encrypted). An SES connection sends from its domain's SES identity (Easy DKIM) in an SES tenant of the organization's own: `dnsRecords` are the DKIM records to publish (on the local runtime it is CONNECTED at once, with no records). The service sets its status: POST /v5/connections/{id}/verify logs in to its mailbox (sending nothing) or reads its SES domain's state and answers it CONNECTED, or ERROR with statusReason naming what failed; a change of servers turns it DISCONNECTED until verified again, and a send refused for authentication turns it ERROR (smtp_auth_failed) and holds its sends until it is verified again. Campaigns send only from CONNECTED connections. The service's own sending address and domain, an address another organization has verified (a CONNECTED connection), and for SES a domain another organization has verified, are refused (409).",
  fields: {
    type: f.enum(['SMTP', 'GMAIL', 'OUTLOOK', 'SES'], { required: true, immutable: true }),
    email: { ...f.email({ required: true, immutable: true, search: true }), schema: lowerCaseEmail },
    name: f.text({ nullable: true, search: true }),
    /** Set by the service: CONNECTED once verified; a change of servers turns it DISCONNECTED. */
    status: f.enum(['CONNECTED', 'DISCONNECTED', 'ERROR'], { readOnly: true, default: 'DISCONNECTED' }),
    /** What the last verify or send found wrong; null unless the status is ERROR. */
    statusReason: f.enum(STATUS_REASONS, service),
    lastCheckedAt: f.dateTime(service),
    dailyLimit: f.number({ integer: true, min: 1, max: 10000, default: 50 }),
    /** Fewest seconds between two sends from this connection. */
    minIntervalSeconds: f.number({ integer: true, min: 0, max: 86400, default: 60 }),
    /** SMTP connections only (required there): the server messages leave through. */
    smtp: f.objectWithWriteOnly(mailServerEntries, ['password'], { nullable: true }),
    /** SMTP connections only (optional): the server replies are read from. */
    imap: f.objectWithWriteOnly(mailServerEntries, ['password'], { nullable: true }),
    /** SES connections: the DNS records that verify the domain, to publish. */
    dnsRecords: f.array(f.object(dnsRecord), { ...service, default: null, filterable: false }),
    /** The passwords (and OAuth tokens), each set sealed by the credential vault; never returned. */
    credentials: f.object(sealedCredentialsSchema, { ...service, hidden: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'email' }, { sortBy: 'name' }, { sortBy: 'status' }],
  requiredWhen: [{ field: 'type', equals: 'SMTP', required: ['smtp'] }],
  // The organization's own address once; a verified address once across the service.
  unique: [{ field: 'email', scope: 'organization' }, verifiedAddress],
  // The reply reader finds the mailboxes to read across organizations by these.
  companionItems: [mailboxReaderMarkers],
  hooks: {
    beforeCreate: async (ctx, data) =>
      withSesDomain(ctx, await withMailServers(ctx, ctx.id, await checkSendingAddress(ctx, data), undefined)),
    beforeUpdate: (ctx, patch, current) => withMailServers(ctx, current.id, patch, current),
  },
  actions: [verifyConnectionAction()],
});
