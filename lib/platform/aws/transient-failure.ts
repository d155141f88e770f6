// Whether an error is a dependency's brief unavailability (a throttle, a timeout, a dropped connection, a transaction that kept colliding), which a caller may retry, rather than a fault of the service.

/** Error names the AWS SDK gives throttles, timeouts and server-side failures of DynamoDB, SQS, KMS and SES. */
const TRANSIENT_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TransactionInProgressException',
  'RequestTimeout',
  'RequestTimeoutException',
  'TimeoutError',
  'KMSInternalException',
]);

/** Socket errors of a connection that dropped or never came up (the SDK passes them through after its retries). */
const TRANSIENT_SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
]);

/** Why a transaction was cancelled when nothing in it was wrong: another transaction, or capacity. */
const TRANSIENT_CANCELLATIONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

/** A cancelled transaction is transient when every item it names was cancelled for a transient reason. */
function isTransientCancellation(error: object): boolean {
  if (!('name' in error) || error.name !== 'TransactionCanceledException' || !('CancellationReasons' in error))
    return false;
  const reasons = Array.isArray(error.CancellationReasons) ? error.CancellationReasons : [];
  const codes = reasons.map((reason: unknown) =>
    reason && typeof reason === 'object' && 'Code' in reason && typeof reason.Code === 'string' ? reason.Code : 'None',
  );
  const named = codes.filter((code) => code !== 'None');
  return named.length > 0 && named.every((code) => TRANSIENT_CANCELLATIONS.has(code));
}

/** What the SDK says of its attempts: the HTTP status it saw, if any, and whether it tried at all. */
export function sdkAttemptsOf(error: object): { httpStatusCode?: number; attempted: boolean } | undefined {
  if (!('$metadata' in error) || !error.$metadata || typeof error.$metadata !== 'object') return undefined;
  const { $metadata } = error;
  const httpStatusCode =
    'httpStatusCode' in $metadata && typeof $metadata.httpStatusCode === 'number'
      ? $metadata.httpStatusCode
      : undefined;
  return { httpStatusCode, attempted: 'attempts' in $metadata && typeof $metadata.attempts === 'number' };
}

/**
 * Whether `error` is transient. Read by its fields, not by `instanceof Error`: errors of Node's sockets come from another
 * realm where the caller runs in a VM context (as jest does).
 */
export function isTransientFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('name' in error && typeof error.name === 'string' && TRANSIENT_NAMES.has(error.name)) return true;
  if (isTransientCancellation(error)) return true;
  if ('code' in error && typeof error.code === 'string' && TRANSIENT_SOCKET_CODES.has(error.code)) return true;
  const sdk = sdkAttemptsOf(error);
  // Retried calls that never got an answer: the connection failed each time (the SDK may wrap the socket's error).
  if (sdk?.attempted && sdk.httpStatusCode === undefined) return true;
  const status = sdk?.httpStatusCode;
  if (status !== undefined && (status >= 500 || status === 429)) return true;
  return 'cause' in error && error.cause !== error && isTransientFailure(error.cause);
}
