// Builds the webhook intake's Lambda handler, with its dependencies from the environment unless a caller passes its own.
import { IMPORT_ROWS_QUEUE, queueUrlVariable } from '../app/queues.js';
import { defaultDocumentClient, defaultSqsClient } from '../aws/clients.js';
import { requireEnv, tableName } from '../config.js';
import { createApiHandler, parseJsonText } from '../http/api-handler.js';
import { InvalidRequestError } from '../http/errors.js';
import { createStore } from '../store/store.js';
import { createWebhookIntake, type WebhookIntakeDeps } from './intake.js';
import { createRowSender } from './row-queue.js';
import { createImportRateLimiter } from './webhook-rate-limit.js';

/** A row is one contact with its company: far below DynamoDB's 400 KB item limit, which a row must fit in. */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** The intake's dependencies as a Lambda instance builds them at cold start. */
export function intakeDepsFromEnv(): WebhookIntakeDeps {
  const client = defaultDocumentClient();
  const store = createStore({ client, tableName: tableName() });
  return {
    store,
    sendRow: createRowSender(defaultSqsClient(), requireEnv(queueUrlVariable(IMPORT_ROWS_QUEUE.name))),
    rateLimiter: createImportRateLimiter({ client, tableName: store.tableName }),
  };
}

export function webhookIntakeHandler(deps: WebhookIntakeDeps = intakeDepsFromEnv()) {
  const accept = createWebhookIntake(deps);
  return createApiHandler(
    async ({ event, pathParameters, requestId }) => {
      const idempotencyKey = event.headers?.['idempotency-key']?.trim() || undefined;
      if (idempotencyKey && idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
        throw new InvalidRequestError(
          `The Idempotency-Key header must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
        );
      }
      const row = await accept({
        importId: pathParameters.importId!,
        secret: pathParameters.secret!,
        body: () => parseJsonText(event.body, event.isBase64Encoded),
        idempotencyKey,
        requestId,
      });
      return { body: row };
    },
    { maxBodyBytes: MAX_WEBHOOK_BODY_BYTES },
  );
}
