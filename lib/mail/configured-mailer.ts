// The mailer a deployment configures: the local mailbox in the local runtime (its simulator notifications go where
// `notify` sends them, the ses-events or inbound-mail queue, as SES's would), SES in AWS.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Store } from '../platform/store/store.js';
import { createLocalMailbox } from './local-mailbox.js';
import type { SimulatedNotification } from './mailbox-simulator.js';
import type { Mailer } from './mailer.js';
import { createSesMailer } from './ses-mailer.js';

export type MailSettings =
  | { kind: 'local-mailbox'; notify?: (notification: SimulatedNotification) => Promise<void> }
  /** SENDER_EMAIL and SES_CONFIGURATION_SET. */
  | { kind: 'ses'; from: string; configurationSetName?: string };

/** `store` keeps the local mailbox; SES needs none of it. */
export function configuredMailer(store: Pick<Store, 'items'>, settings: MailSettings): Mailer {
  if (settings.kind === 'local-mailbox') return createLocalMailbox(store, { notify: settings.notify });
  return createSesMailer(new SESv2Client({}), {
    from: settings.from,
    configurationSetName: settings.configurationSetName,
  });
}
