// Chooses the mailer from the environment: the local mailbox in the local runtime, SES (from SENDER_EMAIL) in AWS.
import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { requireEnv } from '../config.js';
import { createLocalMailbox } from './local-mailbox.js';
import type { Mailer } from './mailer.js';
import { createSesMailer } from './ses-mailer.js';

export function mailerFromEnv(
  client: DynamoDBDocumentClient,
  tableName: string,
  env: NodeJS.ProcessEnv = process.env,
): Mailer {
  if (env.LOCAL_RUNTIME === 'true') return createLocalMailbox(client, tableName);
  return createSesMailer(new SESv2Client({}), requireEnv('SENDER_EMAIL', env));
}
