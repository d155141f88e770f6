// The mailer of the configuration: the local mailbox, whose simulated notifications go on the queue SES's topic of
// their kind feeds (bounces and complaints on ses-events, received mail on inbound-mail), or SES.
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { configuredMailer } from '../mail/configured-mailer.js';
import type { Mailer } from '../mail/mailer.js';
import { sesConnectionMailer } from '../connections/ses-connection-mailer.js';
import type { Store } from '../platform/store/store.js';
import { defaultSqsClient } from './sqs-client.js';
import type { AppConfig } from './settings.js';

/**
 * The mailer of an organization's SES connection: SES from the connection's address through the organization's own
 * tenant in AWS; locally the local mailbox stands in for SES, as for the deployment's own mail.
 */
export function sesMailerOf(config: AppConfig, store: Pick<Store, 'items'>) {
  const mail = config.mail();
  if (mail.kind === 'ses')
    return (org: string, connection: { email: string }) =>
      sesConnectionMailer(org, connection, { configurationSetName: mail.configurationSetName });
  const local = mailerOf(config, store);
  return () => local;
}

export function mailerOf(config: AppConfig, store: Pick<Store, 'items'>): Mailer {
  const mail = config.mail();
  if (mail.kind === 'ses') return configuredMailer(store, mail);
  const queueUrls = mail.notificationQueueUrls;
  return configuredMailer(store, {
    kind: 'local-mailbox',
    notify: async ({ kind, body }) => {
      const queueUrl = queueUrls[kind];
      // A runtime without that queue (a test's own model) has no consumer for it either.
      if (!queueUrl) return;
      // SES reports a little after it accepted the message, once the sender has recorded what it sent.
      await defaultSqsClient(config.aws).send(
        new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body, DelaySeconds: 1 }),
      );
    },
  });
}
