// Sends hostile requests to a route of the runtime and judges the answers: fitting path values, raw sends, refusals.
import { ulid } from 'ulid';
import { checkedFetch } from './api-client.js';

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** A value a path parameter's pattern takes: an id of no record for an id, letters for a secret or a token. */
export function fittingValue(pattern: string | undefined): string {
  const prefix = /^\^([a-z]+)_/.exec(pattern ?? '')?.[1];
  return prefix ? `${prefix}_${ulid()}` : 'A'.repeat(43);
}

/** The route's path with each parameter `values[name]`, or a fitting value of the route's pattern for it. */
export function pathOf(
  route: { path: string; pathPatterns?: Readonly<Record<string, { pattern: string }>> },
  values: Record<string, string> = {},
): string {
  return route.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => values[name] ?? fittingValue(route.pathPatterns?.[name]?.pattern),
  );
}

export interface Answer {
  status: number;
  body: any;
}

/**
 * Sends a request to `url` as it is (the answer checked against the document by checkedFetch) and parses its JSON
 * answer; a body that is not JSON is kept as its text.
 */
export async function sendRaw(url: string, init: RequestInit): Promise<Answer> {
  const response = await checkedFetch(url, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Kept as text: the caller says whether that answer is wrong.
  }
  return { status: response.status, body };
}

/** `what` when the answer is not the 4xx `status` with `code`; the envelope's other checks are checkedFetch's. */
export const unlessRefused = (what: string, answer: Answer, status: number, code: string) =>
  answer.status === status && answer.body?.code === code
    ? undefined
    : `${what}: ${answer.status} ${answer.body?.code ?? ''} ${answer.body?.description ?? ''}`;

export function withoutContentType(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-type'));
}

/**
 * What is wrong with an answer of a fuzzed request, if anything: any 5xx, and a 4xx whose body is not the error
 * envelope with its own status.
 */
export function unlessSound(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  if (answer.status < 400) return undefined;
  const body = answer.body;
  const envelope =
    typeof body === 'object' &&
    body !== null &&
    typeof body.code === 'string' &&
    body.status === answer.status &&
    typeof body.message === 'string' &&
    typeof body.description === 'string';
  return envelope ? undefined : `answered ${answer.status} without the envelope: ${JSON.stringify(body).slice(0, 300)}`;
}
