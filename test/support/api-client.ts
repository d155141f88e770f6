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
export async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  // Routes a test adds to its own runtime under /test/ (a faulty intake, say) are no part of the API's document.
  if (new URL(url).pathname.startsWith(TEST_ONLY_ROUTES)) return response;
  const body = bodyOf(await response.clone().text());
  checkResponse({ method: init.method ?? 'GET', url, status: response.status, headers: response.headers, body });
  return response;
}

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
export function api(runtime: { url: string }, key: { headers: Record<string, string> }): Api {
  const request = async <T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> => {
    const response = await checkedFetch(runtime.url + path, {
      method,
      headers: { ...key.headers, ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
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
