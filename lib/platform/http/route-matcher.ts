// Matches a method and path against route templates the way API Gateway HTTP APIs do: the most specific route wins.
import type { HttpMethod } from './route.js';

export interface RouteTemplate {
  /** ANY: every method (a gathered route: lib/app/gathered-routes.ts). */
  method: HttpMethod | 'ANY';
  path: string;
}

export type RouteMatch<R extends RouteTemplate> =
  | { kind: 'found'; route: R; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

/** Ranks how specific a template is: literal segments beat `{param}`, which beats `{proxy+}`. */
function specificity(path: string): number[] {
  return path.split('/').map((seg) => (seg.endsWith('+}') ? 0 : seg.startsWith('{') ? 1 : 2));
}

function compareSpecificity(a: string, b: string): number {
  const sa = specificity(a);
  const sb = specificity(b);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const diff = (sb[i] ?? -1) - (sa[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** A percent-decoded segment; a malformed escape is kept as sent, and the handler's validation refuses it. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Path parameters when `path` fits `template`, otherwise undefined. */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/');
  const have = path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const seg = want[i]!;
    if (seg.startsWith('{') && seg.endsWith('+}')) {
      const rest = have.slice(i).join('/');
      if (!rest) return undefined;
      params[seg.slice(1, -2)] = rest;
      return params;
    }
    const actual = have[i];
    if (actual === undefined) return undefined;
    if (seg.startsWith('{') && seg.endsWith('}')) {
      if (!actual) return undefined;
      params[seg.slice(1, -1)] = decodeSegment(actual);
    } else if (seg !== actual) {
      return undefined;
    }
  }
  return want.length === have.length ? params : undefined;
}

/**
 * Builds a matcher over a fixed set of routes, ordered once by specificity. As in API Gateway, method and path match
 * together: `DELETE /v5/contacts/count` reaches `DELETE /v5/contacts/{id}` even though `GET /v5/contacts/count` exists.
 */
export function createRouteMatcher<R extends RouteTemplate>(routes: readonly R[]) {
  const ordered = [...routes].sort((a, b) => compareSpecificity(a.path, b.path));
  return (method: string, path: string): RouteMatch<R> => {
    const allow = new Set<HttpMethod>();
    for (const route of ordered) {
      const params = matchPath(route.path, path);
      if (!params) continue;
      if (route.method === method || route.method === 'ANY') return { kind: 'found', route, pathParameters: params };
      allow.add(route.method);
    }
    return allow.size > 0 ? { kind: 'method-not-allowed', allow: [...allow].sort() } : { kind: 'not-found' };
  };
}
