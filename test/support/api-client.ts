// A tiny typed fetch helper for integration tests: calls the local runtime with an API key's headers.
import { checkResponse } from './openapi-responses.js';

/** What a call answered: the status, the headers and the parsed JSON body (the raw text when it is not JSON). */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A record as the API returns it. */
export type ApiRecord = Record<string, any> & { id: string };

/** The error envelope of every 4xx/5xx answer. */
export interface ApiError {
  code: string;
  status: number;
  message: string;
  description: string;
  errors?: Array<{ path: string; message: string }>;
}

/** A body as JSON, or its raw text when it is not JSON (undefined when empty). */
function bodyOf(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

/** Where tests serve routes of their own (test/integration/import-faults.test.ts). */
export const TEST_ONLY_ROUTES = '/test/';

/**
 * fetch, with the answer checked against the interface description (docs/openapi.json): an answer the document does
 * not give fails the test here. Every test request to the runtime goes through it; the body is still unread.
 */
export async function checkedFetch(
  url: string,
  init: RequestInit = {},
  { retryUnavailable = true }: CallOptions = {},
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    // Routes a test adds to its own runtime under /test/ (a faulty intake, say) are no part of the API's document.
    if (new URL(url).pathname.startsWith(TEST_ONLY_ROUTES)) return response;
    const body = bodyOf(await response.clone().text());
    checkResponse({ method: init.method ?? 'GET', url, status: response.status, headers: response.headers, body });
    if (!(retryUnavailable && unavailable(response, body) && resendable(init) && attempt < UNAVAILABLE_TRIES))
      return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
  }
}

/** How a test calls the runtime. */
export interface CallOptions {
  /**
   * Send again, after its Retry-After, a request answered 503 service_unavailable (nothing was written), as the
   * specification asks of clients: on a loaded machine DynamoDB Local times out waiting for its locks, where DynamoDB
   * would not. Off for the tests of that answer itself.
   */
  retryUnavailable?: boolean;
}

/** Tries of a request answered 503 service_unavailable, a second apart: a client's patience. */
const UNAVAILABLE_TRIES = 10;

/** A 503 after which nothing was written (one whose request may have been applied is no answer to send again). */
const unavailable = (response: Response, body: unknown) =>
  response.status === 503 && /nothing was written/.test(String((body as Partial<ApiError> | undefined)?.description));

/** Whether a request can be sent again as it is: its body is no stream, which the first send used up. */
const resendable = (init: RequestInit) =>
  init.body === undefined || init.body === null || typeof init.body === 'string' || init.body instanceof Uint8Array;

export type QueryParameters = ReadonlyArray<readonly [string, string | number]> | Record<string, string | number>;

/** A query string (`?a=1&b=2`, or '' when empty) with every name and value percent-encoded. */
export function qs(parameters: QueryParameters = []): string {
  const pairs = Array.isArray(parameters) ? parameters : Object.entries(parameters);
  if (pairs.length === 0) return '';
  return `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&')}`;
}

export interface Api {
  request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>;
  get<T = any>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
}

/**
 * Calls `runtime` with `key`'s headers (Authorization, Service-Organization-ID, JSON content type); `headers` adds to
 * or overrides them. A string body is sent as it is, anything else as JSON.
 */
export function api(
  runtime: { url: string },
  key: { headers: Record<string, string> },
  options: CallOptions = {},
): Api {
  const request = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> => {
    const response = await checkedFetch(
      runtime.url + path,
      {
        method,
        headers: { ...key.headers, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      },
      options,
    );
    return { status: response.status, headers: response.headers, body: bodyOf(await response.text()) as T };
  };
  return {
    request,
    get: (path, headers) => request('GET', path, undefined, headers),
    post: (path, body, headers) => request('POST', path, body, headers),
    patch: (path, body, headers) => request('PATCH', path, body, headers),
    delete: (path, headers) => request('DELETE', path, undefined, headers),
  };
}

/** The body of a response with the expected status; otherwise throws with the status and body, for readable failures in setup code. */
export function expectStatus<T>(response: ApiResponse<T>, status: number): T {
  if (response.status !== status) {
    throw new Error(`Expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/**
 * The answer to `call`, tried again after its Retry-After while it answers one of `busy` (a client's back-off, as the
 * specification asks of integrators), at most `tries` times; and whether it was ever busy.
 */
export async function retryWhileBusy<T>(
  call: () => Promise<ApiResponse<T>>,
  { busy = [429, 503], tries = 10 }: { busy?: readonly number[]; tries?: number } = {},
): Promise<{ answer: ApiResponse<T>; wasBusy: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const answer = await call();
    if (!busy.includes(answer.status) || attempt === tries) return { answer, wasBusy: attempt > 1 };
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after') ?? 1) * 1000));
  }
}
