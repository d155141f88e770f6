// The shared response check refuses answers the document does not describe, so integration tests catch a drift.
import { checkResponse } from '../../support/openapi-responses.js';

const json = (extra: Record<string, string> = {}) =>
  new Headers({ 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'req-1', ...extra });

const error = (status: number, code: string) => ({ code, status, message: 'm', description: 'd' });

it('accepts an answer the document describes', () => {
  expect(() =>
    checkResponse({
      method: 'GET',
      url: '/v5/health?challenge=x',
      status: 200,
      headers: json(),
      body: { ok: true, challenge: 'x' },
    }),
  ).not.toThrow();
});

it('refuses a body unlike the schema, naming the place', () => {
  expect(() =>
    checkResponse({ method: 'GET', url: '/v5/health', status: 200, headers: json(), body: { ok: 'yes' } }),
  ).toThrow(/body\/ok/);
});

it('refuses a status the operation does not list', () => {
  expect(() =>
    checkResponse({ method: 'GET', url: '/v5/health', status: 409, headers: json(), body: error(409, 'conflict') }),
  ).toThrow(/does not list/);
});

it('refuses an answer without its required headers', () => {
  expect(() =>
    checkResponse({
      method: 'GET',
      url: '/v5/health',
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      body: { ok: true },
    }),
  ).toThrow(/X-Request-Id is missing/);
  expect(() =>
    checkResponse({
      method: 'GET',
      url: '/v5/contacts',
      status: 429,
      headers: json(),
      body: error(429, 'rate_limited'),
    }),
  ).toThrow(/Retry-After is missing/);
});

it("refuses an error code its status does not have, and a record of the wrong family's shape", () => {
  expect(() =>
    checkResponse({
      method: 'GET',
      url: '/v5/contacts/con_01',
      status: 404,
      headers: json(),
      body: error(404, 'conflict'),
    }),
  ).toThrow(/body\/code/);
  expect(() =>
    checkResponse({ method: 'GET', url: '/v5/contacts/count', status: 200, headers: json(), body: { total: 1 } }),
  ).toThrow(/count/);
});

it('takes the catch-all answers for paths and methods no operation has', () => {
  expect(() =>
    checkResponse({
      method: 'GET',
      url: '/v5/nothing-here',
      status: 404,
      headers: json(),
      body: error(404, 'resource_not_found'),
    }),
  ).not.toThrow();
  expect(() =>
    checkResponse({
      method: 'PUT',
      url: '/v5/contacts',
      status: 405,
      headers: json({ allow: 'GET, POST' }),
      body: error(405, 'method_not_allowed'),
    }),
  ).not.toThrow();
  expect(() =>
    checkResponse({ method: 'GET', url: '/v5/nothing-here', status: 200, headers: json(), body: {} }),
  ).toThrow(/in no operation/);
});
