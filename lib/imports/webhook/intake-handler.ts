// The webhook intake's route and Lambda handler: a third-party tool posts one row to an import's secret address.
import { createApiHandler, parseJsonText } from '../../platform/http/api-handler.js';
import { InvalidRequestError } from '../../platform/http/errors.js';
import { secretAddressLimits } from '../../platform/http/public-limits.js';
import { createRequestLimits, type RequestLimitSettings } from '../../platform/http/rate-limiter.js';
import { PUBLIC, type Route } from '../../platform/http/route.js';
import { idPathPattern } from '../../platform/http/path-patterns.js';
import { imports } from '../imports.js';
import { WEBHOOK_INTAKE_PATH, WEBHOOK_SECRET_PATTERN } from './webhook-address.js';
import { createWebhookIntake, type WebhookIntakeDeps } from './intake.js';

/** A row is one contact with its company: far below DynamoDB's 400 KB item limit, which a row must fit in. */
const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

type Accept = ReturnType<typeof createWebhookIntake>;

/** Where third-party tools post rows; the secret in the path is the only credential. */
export const webhookIntakeRoute: Route<Accept> = {
  method: 'POST',
  path: WEBHOOK_INTAKE_PATH,
  scope: PUBLIC,
  publicLimits: secretAddressLimits,
  pathPatterns: { importId: idPathPattern(imports.idPrefix), secret: WEBHOOK_SECRET_PATTERN },
  async serve(accept, { event, pathParameters, requestId, remainingMs }) {
    const idempotencyKey = event.headers?.['idempotency-key']?.trim() || undefined;
    if (idempotencyKey && idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      throw new InvalidRequestError(
        `The Idempotency-Key header must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`,
      );
    }
    const row = await accept({
      importId: pathParameters.importId!,
      secret: pathParameters.secret!,
      // Parsed only once the address is known to be real, so that a guesser learns nothing from validation.
      body: () => parseJsonText(event.body, event.isBase64Encoded),
      idempotencyKey,
      requestId,
      remainingMs,
    });
    return { body: row };
  },
};

/** The intake's handler; tests mount it at other paths too, so it serves whatever route key reaches it. */
export function webhookIntakeHandler(deps: WebhookIntakeDeps, limits: RequestLimitSettings) {
  const accept = createWebhookIntake(deps);
  return createApiHandler((request) => webhookIntakeRoute.serve(accept, request), {
    maxBodyBytes: MAX_WEBHOOK_BODY_BYTES,
    route: webhookIntakeRoute,
    limits: createRequestLimits(deps.store, limits),
    // The specification tells integrators to back off on 429: a busy table answers it too, with Retry-After.
    busyAnswer: 'rate_limited',
  });
}
