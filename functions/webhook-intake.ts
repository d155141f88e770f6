// Lambda entry of the webhook-intake function; lib/app/function-table.ts says what it serves and how it is built.
import { buildHandler } from '../lib/app/build-handler.js';
import { webhookIntakeFunction } from '../lib/app/functions/webhook-intake.js';

export const handler = await buildHandler(webhookIntakeFunction);
