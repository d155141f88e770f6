// Unit tests of the route matcher that the local server and the $default function use to mimic API Gateway's routing.
import { createRouteMatcher, matchPath, type RouteTemplate } from '../../lib/platform/http/route-matcher.js';

const routes: RouteTemplate[] = [
  { method: 'GET', path: '/v5/contacts' },
  { method: 'POST', path: '/v5/contacts' },
  { method: 'GET', path: '/v5/contacts/{id}' },
  { method: 'PATCH', path: '/v5/contacts/{id}' },
  { method: 'DELETE', path: '/v5/contacts/{id}' },
  { method: 'GET', path: '/v5/contacts/count' },
  { method: 'GET', path: '/v5/contacts/{id}/notes/{noteId}' },
  { method: 'POST', path: '/api/imports/{id}/webhook/{proxy+}' },
  { method: 'GET', path: '/v5/health' },
];

describe('matchPath', () => {
  it('returns an empty parameter set for an exact literal match', () => {
    expect(matchPath('/v5/health', '/v5/health')).toEqual({});
  });

  it('extracts and decodes named parameters', () => {
    expect(matchPath('/v5/contacts/{id}/notes/{noteId}', '/v5/contacts/con_1/notes/a%20b%2Fc')).toEqual({
      id: 'con_1',
      noteId: 'a b/c',
    });
  });

  it('refuses a literal that differs, a missing segment, an extra segment and a trailing slash', () => {
    expect(matchPath('/v5/health', '/v5/healthz')).toBeUndefined();
    expect(matchPath('/v5/contacts/{id}', '/v5/contacts')).toBeUndefined();
    expect(matchPath('/v5/contacts/{id}', '/v5/contacts/con_1/extra')).toBeUndefined();
    expect(matchPath('/v5/health', '/v5/health/')).toBeUndefined();
  });

  it('refuses an empty value for a named parameter', () => {
    expect(matchPath('/v5/contacts/{id}', '/v5/contacts/')).toBeUndefined();
  });

  it('lets a greedy parameter take every remaining segment, but not nothing', () => {
    expect(matchPath('/api/{proxy+}', '/api/a/b/c')).toEqual({ proxy: 'a/b/c' });
    expect(matchPath('/api/{proxy+}', '/api/a')).toEqual({ proxy: 'a' });
    expect(matchPath('/api/{proxy+}', '/api/')).toBeUndefined();
    expect(matchPath('/api/{proxy+}', '/api')).toBeUndefined();
  });
});

describe('createRouteMatcher', () => {
  const match = createRouteMatcher(routes);

  it('finds the route for a method and a literal path', () => {
    const result = match('GET', '/v5/health');
    expect(result).toEqual({ kind: 'found', route: { method: 'GET', path: '/v5/health' }, pathParameters: {} });
  });

  it('finds a parameterised route with decoded parameters', () => {
    const result = match('PATCH', '/v5/contacts/con%5F01');
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.route).toEqual({ method: 'PATCH', path: '/v5/contacts/{id}' });
    expect(result.pathParameters).toEqual({ id: 'con_01' });
  });

  it('prefers a literal segment over a parameter, whatever the declaration order', () => {
    for (const list of [routes, [...routes].reverse()]) {
      const result = createRouteMatcher(list)('GET', '/v5/contacts/count');
      expect(result.kind).toBe('found');
      if (result.kind === 'found') expect(result.route.path).toBe('/v5/contacts/count');
    }
    const other = match('GET', '/v5/contacts/con_9');
    expect(other.kind === 'found' && other.route.path).toBe('/v5/contacts/{id}');
  });

  it('lets a greedy route take deeper paths', () => {
    const result = match('POST', '/api/imports/imp_1/webhook/secret/extra');
    expect(result).toEqual({
      kind: 'found',
      route: { method: 'POST', path: '/api/imports/{id}/webhook/{proxy+}' },
      pathParameters: { id: 'imp_1', proxy: 'secret/extra' },
    });
  });

  it('prefers a named parameter over a greedy one', () => {
    const m = createRouteMatcher<RouteTemplate>([
      { method: 'GET', path: '/files/{proxy+}' },
      { method: 'GET', path: '/files/{name}' },
    ]);
    const one = m('GET', '/files/a');
    const two = m('GET', '/files/a/b');
    expect(one.kind === 'found' && one.route.path).toBe('/files/{name}');
    expect(two.kind === 'found' && two.route.path).toBe('/files/{proxy+}');
  });

  it('answers method-not-allowed with the sorted methods of the path', () => {
    expect(match('PUT', '/v5/contacts/con_1')).toEqual({
      kind: 'method-not-allowed',
      allow: ['DELETE', 'GET', 'PATCH'],
    });
    expect(match('DELETE', '/v5/contacts')).toEqual({ kind: 'method-not-allowed', allow: ['GET', 'POST'] });
    expect(match('GET', '/api/imports/imp_1/webhook/x')).toEqual({ kind: 'method-not-allowed', allow: ['POST'] });
  });

  it('answers not-found for unknown paths, trailing slashes and extra segments', () => {
    expect(match('GET', '/v5/nothing')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/v5/health/')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/v5/contacts/con_1/extra')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/')).toEqual({ kind: 'not-found' });
    expect(match('GET', '')).toEqual({ kind: 'not-found' });
  });

  it('does not let a method of a more specific path hide a route of that method on a less specific one', () => {
    // API Gateway matches method and path together: DELETE /v5/contacts/count reaches DELETE /v5/contacts/{id}.
    const result = match('DELETE', '/v5/contacts/count');
    expect(result).toEqual({
      kind: 'found',
      route: { method: 'DELETE', path: '/v5/contacts/{id}' },
      pathParameters: { id: 'count' },
    });
  });

  it('lists in Allow every method some route would accept for the path', () => {
    // PATCH and DELETE on /v5/contacts/count are routed to /v5/contacts/{id}, so they are allowed there too.
    expect(match('PUT', '/v5/contacts/count')).toEqual({
      kind: 'method-not-allowed',
      allow: ['DELETE', 'GET', 'PATCH'],
    });
  });

  it('does not throw on a malformed percent escape in a parameter', () => {
    // A URIError here escapes every error envelope: the local server answers a bare 500.
    expect(() => match('GET', '/v5/contacts/%E0%A4%A')).not.toThrow();
  });
});
