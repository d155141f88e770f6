// Connections: the mailboxes campaigns send from (SMTP, Gmail, Outlook, SES); credentials are not stored in the record.
import { lowerCaseEmail } from '../platform/schemas/more-formats.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

export const connections = defineResource({
  object: 'connection',
  idPrefix: 'cnn',
  path: 'connections',
  description:
    'A sending mailbox: its provider, address, state, daily sending limit and the least interval between two sends; one connection per address in an organization.',
  fields: {
    type: f.enum(['SMTP', 'GMAIL', 'OUTLOOK', 'SES'], { required: true, immutable: true }),
    email: { ...f.email({ required: true, search: true }), schema: lowerCaseEmail },
    name: f.text({ nullable: true, search: true }),
    status: f.enum(['CONNECTED', 'DISCONNECTED', 'ERROR'], { default: 'DISCONNECTED' }),
    dailyLimit: f.number({ integer: true, min: 1, max: 10000, default: 50 }),
    /** Fewest seconds between two sends from this connection. */
    minIntervalSeconds: f.number({ integer: true, min: 0, max: 86400, default: 60 }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'email' }, { sortBy: 'name' }, { sortBy: 'status' }],
  unique: [{ field: 'email', scope: 'organization' }],
});
