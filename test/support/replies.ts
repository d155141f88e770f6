// A message sent to a contact of a campaign, written through the store as the send pipeline would, for reply tests.
import { ulid } from 'ulid';
import { campaignContacts } from '../../lib/campaigns/model/campaign-contacts.js';
import { sentEmails } from '../../lib/campaigns/model/sent-emails.js';
import { api, type ApiRecord } from './api-client.js';
import type { SeededKey } from './seed.js';
import type { TestRuntime } from './test-runtime.js';

export interface SeedOptions {
  stopOnReply?: boolean;
  /** The organization to seed in; the runtime's key's by default. */
  org?: SeededKey;
  email?: string;
  providerMessageId?: string;
  messageId?: string;
}

export interface Seeded {
  contact: ApiRecord;
  campaign: ApiRecord;
  campaignContactId: string;
  sentEmailId: string;
  messageId: string;
  email: string;
}

/** A contact in a campaign with one message sent to it, written through the store as the send pipeline would. */
export async function seedSentMessage(
  t: Pick<TestRuntime, 'runtime' | 'key' | 'store'>,
  options: SeedOptions = {},
): Promise<Seeded> {
  const owner = options.org ?? t.key;
  const caller = api(t.runtime, owner);
  const email = options.email ?? `ada.${ulid().toLowerCase()}@example.com`;
  const contact = (await caller.post('/v5/contacts', { name: 'Ada Lovelace', email })).body as ApiRecord;
  const campaign = (await caller.post('/v5/campaigns', { name: 'Launch', stopOnReply: options.stopOnReply ?? true }))
    .body as ApiRecord;
  expect(contact.id).toMatch(/^con_/);
  expect(campaign.id).toMatch(/^cam_/);
  const ctx = { org: owner.org, actor: { type: 'system' as const, id: 'test-seed' }, requestId: 'seed' };
  const enrolled = await t.store.create(
    campaignContacts.entity,
    ctx,
    campaignContacts.withDefaults({ campaignId: campaign.id, contactId: contact.id, status: 'ACTIVE', stepIndex: 1 }),
  );
  const messageId = options.messageId ?? `<${ulid()}@mail.outreach.test>`;
  const sent = await t.store.create(
    sentEmails.entity,
    ctx,
    sentEmails.withDefaults({
      contactId: contact.id,
      campaignId: campaign.id,
      campaignContactId: enrolled.id,
      messageId,
      providerMessageId: options.providerMessageId ?? `mail_${ulid()}`,
      to: email,
      from: 'sales@outreach.test',
      subject: 'Hello Ada',
      body: 'Hi Ada',
      sentAt: new Date().toISOString(),
    }),
  );
  return { contact, campaign, campaignContactId: enrolled.id, sentEmailId: sent.id, messageId, email };
}
