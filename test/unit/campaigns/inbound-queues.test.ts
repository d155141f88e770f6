// The two handlers of SES's notifications, each on its own queue: ses-events applies bounces and complaints and passes
// received mail on to inbound-mail whole, never reading it; inbound-mail reads received mail and refuses feedback, which
// belongs on ses-events. No store is touched by what is passed on, ignored or refused.
import { handleFeedbackEvent } from '../../../lib/campaigns/inbound/feedback-events.js';
import { handleReceivedMail } from '../../../lib/campaigns/inbound/inbound.js';
import type { ResourceServices } from '../../../lib/platform/resources/behaviour.js';

// Any store or engine call fails the test: these paths must not reach the table.
const noServices = {} as ResourceServices;

const storedReceived = JSON.stringify({
  notificationType: 'Received',
  mail: { messageId: 'o3vrnil0e2', destination: ['ann@acme.test'] },
  receipt: { action: { type: 'S3', bucketName: 'received-mail', objectKey: 'inbound/o3vrnil0e2' } },
});
const carriedReceived = JSON.stringify({
  notificationType: 'Received',
  receipt: { action: { type: 'SNS', encoding: 'UTF8' } },
  content: 'From: grace@navy.test\r\nSubject: Re: Hello\r\n\r\nSounds good.',
});
const bounce = JSON.stringify({
  eventType: 'Bounce',
  bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'grace@navy.test' }] },
  mail: { messageId: 'sent-1' },
});

describe('handleFeedbackEvent (ses-events)', () => {
  it('passes received mail on whole, as it came, stored or carried, even inside an SNS envelope', async () => {
    const forwarded: string[] = [];
    const forward = async (body: string) => {
      forwarded.push(body);
    };
    const enveloped = JSON.stringify({ Type: 'Notification', Message: storedReceived });
    for (const body of [storedReceived, carriedReceived, enveloped])
      await handleFeedbackEvent(noServices, body, { requestId: 'req-1' }, forward);
    expect(forwarded).toEqual([storedReceived, carriedReceived, enveloped]);
  });

  it('ignores a delivery event and passes nothing on', async () => {
    const forwarded: string[] = [];
    await handleFeedbackEvent(
      noServices,
      JSON.stringify({ eventType: 'Delivery' }),
      { requestId: 'req-1' },
      async (body) => {
        forwarded.push(body);
      },
    );
    expect(forwarded).toEqual([]);
  });
});

describe('handleReceivedMail (inbound-mail)', () => {
  const delivery = { requestId: 'req-1', lastDelivery: false };
  it('refuses a bounce, so that the dead-letter queue keeps it rather than drop it', async () => {
    await expect(handleReceivedMail(noServices, bounce, delivery)).rejects.toThrow(
      'A Bounce notification belongs on the ses-events queue, not inbound-mail',
    );
  });

  it('ignores a notification of another type', async () => {
    await expect(
      handleReceivedMail(noServices, JSON.stringify({ notificationType: 'AmazonSnsSubscriptionSucceeded' }), delivery),
    ).resolves.toBeUndefined();
  });
});
