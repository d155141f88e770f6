// The tallies behind a campaign's statistics: which a sent email and a campaign contact count in, and how a write moves
// a record between them (+1 for each it joins, −1 for each it leaves), so the counts stay exact.
import {
  campaignContactTallies,
  messageTally,
  sentEmailTallies,
  unsubscribedTally,
  contactStatusTally,
} from '../../../lib/campaigns/model/campaign-tallies.js';
import { campaignContacts } from '../../../lib/campaigns/model/campaign-contacts.js';
import { type SentEmail, sentEmails } from '../../../lib/campaigns/model/sent-emails.js';
import { tallyChanges } from '../../../lib/platform/store/tallies.js';

const email = (fields: Partial<SentEmail>): SentEmail =>
  ({
    ...sentEmails.withDefaults({ to: 'a@x.example', from: 'b@y.example', subject: 'Hi', body: 'Hello' }),
    id: 'sen_1',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    deletedAt: null,
    object: 'sentEmail',
    campaignId: 'cam_1',
    stepId: 'cst_1',
    variantId: null,
    sentAt: '2030-01-01T00:00:00.000Z',
    ...fields,
  }) as SentEmail;

test('a campaign message counts as sent in its campaign, step and variant, and in each event that happened to it', () => {
  expect(sentEmailTallies(email({}))).toEqual([
    messageTally('campaign', 'cam_1', 'sent'),
    messageTally('step', 'cst_1', 'sent'),
  ]);
  const opened = sentEmailTallies(email({ variantId: 'cva_1', openedAt: '2030-01-02T00:00:00.000Z', bouncedAt: null }));
  expect(opened).toEqual(
    ['campaign=cam_1', 'step=cst_1', 'variant=cva_1'].flatMap((owner) =>
      ['sent', 'opened'].map((event) => `stats:${owner}:${event}`),
    ),
  );
  // A message outside any campaign (a draft's) counts in none.
  expect(sentEmailTallies(email({ campaignId: null, stepId: null }))).toEqual([]);
});

test('an open moves the message into the opened tallies once: +1 each, nothing for a second open', () => {
  const before = email({});
  const after = email({ openedAt: '2030-01-02T00:00:00.000Z' });
  const added = tallyChanges('table', sentEmails.entity, 'org_1', before, after).map((item) => [
    item.Update!.Key!.SK,
    item.Update!.ExpressionAttributeValues![':delta'],
  ]);
  expect(added).toEqual([
    [messageTally('campaign', 'cam_1', 'opened'), 1],
    [messageTally('step', 'cst_1', 'opened'), 1],
  ]);
  expect(tallyChanges('table', sentEmails.entity, 'org_1', after, { ...after, updatedAt: 'later' })).toEqual([]);
});

test("a campaign contact counts in its campaign's status, and as unsubscribed only when the recipient unsubscribed", () => {
  const place = campaignContacts.withDefaults({ campaignId: 'cam_1', contactId: 'con_1' });
  const as = (status: string, reason: string | null) => campaignContactTallies({ ...place, status, reason } as never);
  expect(as('ACTIVE', null)).toEqual([contactStatusTally('cam_1', 'ACTIVE')]);
  expect(as('UNSUBSCRIBED', 'unsubscribed')).toEqual([
    contactStatusTally('cam_1', 'UNSUBSCRIBED'),
    unsubscribedTally('cam_1'),
  ]);
  expect(as('UNSUBSCRIBED', 'complaint')).toContain(unsubscribedTally('cam_1'));
  // Joined UNSUBSCRIBED (suppressed before anything was sent): not an unsubscribe from the campaign.
  expect(as('UNSUBSCRIBED', 'opted_out')).toEqual([contactStatusTally('cam_1', 'UNSUBSCRIBED')]);
});
