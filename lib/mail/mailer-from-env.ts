// Chooses the mailer from the environment: the local mailbox in the local runtime (its simulator notifications go to the
// ses-events queue, as SES's would), SES (SENDER_EMAIL, SES_CONFIGURATION_SET) in AWS.
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { defaultSqsClient } from '../platform/aws/clients.js';
import { requireEnv } from '../platform/config.js';
import { queueUrlVariable, SES_EVENTS_QUEUE } from '../platform/queue/queues.js';
import type { Store } from '../platform/store/store.js';
import { createLocalMailbox } from './local-mailbox.js';
import type { Mailer } from './mailer.js';
import { createSesMailer } from './ses-mailer.js';

/** `store` keeps the local mailbox; SES needs none of it. */
export function mailerFromEnv(store: Pick<Store, 'mailbox'>, env: NodeJS.ProcessEnv = process.env): Mailer {
  if (env.LOCAL_RUNTIME === 'true') {
    const queueUrl = env[queueUrlVariable(SES_EVENTS_QUEUE.name)];
    return createLocalMailbox(store, {
      notify: queueUrl
        ? async (notification) => {
            // SES reports a little after it accepted the message, once the sender has recorded what it sent.
            await defaultSqsClient().send(
              new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: notification, DelaySeconds: 1 }),
            );
          }
        : undefined,
    });
  }
  return createSesMailer(new SESv2Client({}), {
    from: requireEnv('SENDER_EMAIL', env),
    configurationSetName: env.SES_CONFIGURATION_SET || undefined,
  });
}
