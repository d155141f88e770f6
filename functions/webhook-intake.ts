// Lambda entry for the public webhook address of imports: accepts one row and queues it for the import worker.
import { intakeDepsFromEnv } from '../lib/app/import-deps.js';
import { webhookIntakeHandler } from '../lib/imports/webhook/intake-handler.js';

export const handler = webhookIntakeHandler(intakeDepsFromEnv());
