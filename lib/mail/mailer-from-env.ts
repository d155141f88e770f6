// Chooses the mailer from the environment: the local mailbox in the local runtime, SES (from SENDER_EMAIL) in AWS.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { requireEnv } from '../config.js';
import type { Store } from '../store/store.js';
import { createLocalMailbox } from './local-mailbox.js';
import type { Mailer } from './mailer.js';
import { createSesMailer } from './ses-mailer.js';

/** `store` keeps the local mailbox; SES needs none of it. */
export function mailerFromEnv(store: Pick<Store, 'mailbox'>, env: NodeJS.ProcessEnv = process.env): Mailer {
  if (env.LOCAL_RUNTIME === 'true') return createLocalMailbox(store);
  return createSesMailer(new SESv2Client({}), requireEnv('SENDER_EMAIL', env));
}
