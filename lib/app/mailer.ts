// The mailer of the configuration: the local mailbox, whose simulated notifications go on the ses-events queue, or SES.
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { configuredMailer } from '../mail/configured-mailer.js';
import type { Mailer } from '../mail/mailer.js';
import type { Store } from '../platform/store/store.js';
import { defaultSqsClient } from './sqs-client.js';
import type { AppConfig } from './settings.js';

export function mailerOf(config: AppConfig, store: Pick<Store, 'items'>): Mailer {
  const mail = config.mail();
  if (mail.kind === 'ses') return configuredMailer(store, mail);
  const queueUrl = mail.notificationQueueUrl;
  return configuredMailer(store, {
    kind: 'local-mailbox',
    notify: queueUrl
      ? async (notification) => {
          // SES reports a little after it accepted the message, once the sender has recorded what it sent.
          await defaultSqsClient(config.aws).send(
            new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: notification, DelaySeconds: 1 }),
          );
        }
      : undefined,
  });
}
