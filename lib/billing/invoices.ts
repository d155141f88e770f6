// Invoices: the billing provider's invoices, mirrored with their snake_case fields (read-only).
import * as v from 'valibot';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

const service = { readOnly: true } as const;
const orNull = { readOnly: true, nullable: true } as const;

const invoiceStatuses = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

export const invoices = defineResource({
  object: 'invoice',
  // The provider's own ids (Stripe's `in_...`): a mirrored invoice is found by the id its events name.
  idPrefix: 'in',
  path: 'invoices',
  description:
    'An invoice of the billing provider: amounts, period, customer, status and links to the hosted page and PDF.',
  readOnly: true,
  fields: {
    amount_due: f.number(service),
    amount_paid: f.number(service),
    amount_remaining: f.number(service),
    collection_method: f.enum(['charge_automatically', 'send_invoice'], service),
    created: f.number(service),
    currency: f.text(service),
    customer: f.text(service),
    customer_email: f.text({ ...orNull, search: true }),
    customer_name: f.text({ ...orNull, search: true }),
    customer_phone: f.text(orNull),
    description: f.text(orNull),
    due_date: f.number(orNull),
    hosted_invoice_url: f.text(orNull),
    invoice_pdf: f.text(orNull),
    livemode: f.boolean(service),
    metadata: f.object(v.record(v.string(), v.string()), service),
    number: f.text({ ...orNull, search: true }),
    paid: f.boolean(service),
    payment_intent: f.text(orNull),
    period_end: f.number(service),
    period_start: f.number(service),
    receipt_number: f.text(orNull),
    status: f.enum(invoiceStatuses, service),
    subscription: f.text(orNull),
    subtotal: f.number(service),
    total: f.number(service),
    tax: f.number(orNull),
    /** When the provider's event that last changed it was made (epoch seconds): an older event changes nothing. */
    providerUpdatedAt: f.number(service),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'created' },
    { sortBy: 'created', partitionBy: 'status' },
    { sortBy: 'subscription' },
  ],
});
