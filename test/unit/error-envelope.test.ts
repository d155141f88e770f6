// Unit tests of the typed HTTP errors and their rendering as the specification's error envelope.
import { errorEnvelope, renderError } from '../../lib/platform/http/error-envelope.js';
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  InvalidFilterError,
  InvalidParameterError,
  InvalidRequestError,
  MethodNotAllowedError,
  MissingScopesError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnauthorizedError,
  type UnauthorizedCode,
} from '../../lib/platform/http/errors.js';

const REQUEST_ID = 'req-7f3a';

function rendered(error: unknown) {
  const response = renderError(error, REQUEST_ID);
  return {
    statusCode: response.statusCode,
    headers: response.headers ?? {},
    body: JSON.parse(response.body!) as Record<string, unknown>,
    raw: response.body!,
  };
}

describe('HttpError subclasses', () => {
  const cases: Array<[string, HttpError, number, string]> = [
    ['InvalidRequestError', new InvalidRequestError('Invalid fields: email.'), 400, 'invalid_request'],
    ['InvalidFilterError', new InvalidFilterError('Unknown field foo.'), 400, 'invalid_filter'],
    ['InvalidParameterError', new InvalidParameterError('limit must be 1 to 100.'), 400, 'invalid_parameter'],
    ['NotFoundError', new NotFoundError(), 404, 'resource_not_found'],
    ['MethodNotAllowedError', new MethodNotAllowedError('PUT', ['GET', 'POST']), 405, 'method_not_allowed'],
    ['ConflictError', new ConflictError('A contact already uses this email.'), 409, 'conflict'],
    ['PayloadTooLargeError', new PayloadTooLargeError(1_048_576), 413, 'payload_too_large'],
    ['RateLimitedError', new RateLimitedError(30), 429, 'rate_limited'],
    ['MissingScopesError', new MissingScopesError(['contacts:write']), 403, 'missing_scopes'],
    ['ForbiddenError', new ForbiddenError('ip_not_allowed', 'Your address is not allowed.'), 403, 'ip_not_allowed'],
  ];

  it.each(cases)('%s renders its status and code in the envelope', (_name, error, status, code) => {
    const { statusCode, body } = rendered(error);
    expect(statusCode).toBe(status);
    expect(body.code).toBe(code);
    expect(body.status).toBe(status);
    expect(typeof body.message).toBe('string');
    expect((body.message as string).length).toBeGreaterThan(0);
    expect(body.description).toBe(error.description);
    expect((body.description as string).length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('errors');
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
  });

  const unauthorized: UnauthorizedCode[] = [
    'missing_authorization',
    'invalid_api_key',
    'invalid_access_token',
    'invalid_refresh_token',
    'requires_access_token',
  ];

  it.each(unauthorized)('UnauthorizedError %s renders 401 with that code', (code) => {
    const { statusCode, body } = rendered(new UnauthorizedError(code, 'The credential was refused.'));
    expect(statusCode).toBe(401);
    expect(body).toEqual({ code, status: 401, message: 'Unauthorized', description: 'The credential was refused.' });
  });

  it('names the subclass in error.name, for logs', () => {
    expect(new ConflictError('x').name).toBe('ConflictError');
    expect(new MissingScopesError(['a:read']).name).toBe('MissingScopesError');
  });

  it('names the missing scopes in the description', () => {
    expect(new MissingScopesError(['contacts:write', 'notes:read']).description).toContain(
      'contacts:write, notes:read',
    );
  });
});

describe('errorEnvelope', () => {
  it('renders exactly code, status, message and description for an error without field errors', () => {
    const { body } = errorEnvelope(new NotFoundError('No contact con_1.'), REQUEST_ID);
    expect(Object.keys(body).sort()).toEqual(['code', 'description', 'message', 'status']);
  });

  it('adds field errors when the error has some', () => {
    const errors = [{ path: 'contact.email', message: 'Invalid email' }];
    expect(rendered(new InvalidRequestError('Invalid fields.', errors)).body.errors).toEqual(errors);
    expect(rendered(new InvalidRequestError('Invalid fields.', [])).body).not.toHaveProperty('errors');
  });

  it('sets Allow on a 405', () => {
    const { headers, body } = rendered(new MethodNotAllowedError('PUT', ['GET', 'POST']));
    expect(headers.Allow).toBe('GET, POST');
    expect(body.description).toContain('PUT');
  });

  it('sets Retry-After on a 429', () => {
    expect(rendered(new RateLimitedError(17)).headers['Retry-After']).toBe('17');
  });

  it('answers JSON', () => {
    expect(rendered(new NotFoundError()).headers['Content-Type']).toMatch(/^application\/json/);
  });
});

describe('unexpected errors', () => {
  const secret = 'ConditionalCheckFailed on table prod-outreach-7 password=hunter2';
  const error = new Error(secret);
  const thrown: Array<[string, unknown]> = [
    ['an Error', error],
    ['a TypeError', new TypeError(secret)],
    ['a thrown string', secret],
    ['a plain object', { message: secret, status: 400, code: 'invalid_request', description: secret }],
    ['null', null],
    ['undefined', undefined],
  ];

  it.each(thrown)('%s becomes a 500 internal_error carrying the request id', (_name, value) => {
    const { statusCode, body } = rendered(value);
    expect(statusCode).toBe(500);
    expect(body.code).toBe('internal_error');
    expect(body.status).toBe(500);
    expect(body.description).toContain(REQUEST_ID);
    expect(typeof body.message).toBe('string');
  });

  it.each(thrown)('%s leaks no part of its message or stack', (_name, value) => {
    const { raw } = rendered(value);
    for (const fragment of ['ConditionalCheckFailed', 'prod-outreach-7', 'hunter2', 'password'])
      expect(raw).not.toContain(fragment);
    for (const line of (error.stack ?? '').split('\n').slice(1)) expect(raw).not.toContain(line.trim());
    expect(raw).not.toMatch(/\.ts:\d+|node_modules|at Object\./);
  });
});
