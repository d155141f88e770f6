// The operations outside the families: sign-up and login, webhook intake, tracking, health, keys, local tools, the docs.
import {
  loginCodeBody,
  loginEmailBody,
  loginTokenBody,
  refreshBody,
  registerBody,
  organizations,
  users,
} from '../auth/index.js';
import { webhookPayload, importRows } from '../imports/index.js';
import { inboundEmails } from '../campaigns/index.js';
import { payBody } from '../billing/index.js';
import { type JsonSchema, jsonSchemaOf, schemaRef } from './json-schema.js';
import type { OperationSpec } from './operation.js';
import { schemaNames } from './resource-schemas.js';

const record = (resource: { object: string }) => schemaRef(schemaNames(resource).record);
const SIGN_IN_ERRORS = [400, 401, 413, 429, 500] as const;
/** A token that is not of a token's alphabet and length is a 400; any other unknown one a 404. */
const TRACKING_ERRORS = [400, 404, 429, 500] as const;

const MAIL_SERVER_ADDRESS: JsonSchema = {
  type: 'object',
  required: ['host', 'port'],
  properties: { host: { type: 'string' }, port: { type: 'integer' } },
};
const authTokens: JsonSchema = {
  type: 'object',
  required: ['userId', 'sessionId', 'accessToken', 'refreshToken'],
  properties: {
    userId: { type: 'string' },
    sessionId: { type: 'string' },
    accessToken: { type: 'string', description: 'A JWT that lives 15 minutes.' },
    refreshToken: { type: 'string', description: '`ort_...`: rotates on every refresh.' },
  },
};
const codeToken: JsonSchema = {
  type: 'object',
  required: ['codeToken'],
  properties: { codeToken: { type: 'string' } },
};
const success = (description?: boolean): JsonSchema => ({
  type: 'object',
  required: ['success', ...(description ? ['description'] : [])],
  properties: { success: { const: true }, ...(description ? { description: { type: 'string' } } : {}) },
});
const noStore = { 'Cache-Control': { schema: { type: 'string' } } };

function signIn(operationId: string, summary: string, body: JsonSchema, answer: JsonSchema): OperationSpec {
  return {
    operationId,
    tag: 'auth',
    summary,
    body: { schema: body },
    success: { status: 200, description: 'Signed in.', schema: answer },
    errors: SIGN_IN_ERRORS,
  };
}

export const publicOperations: Record<string, OperationSpec> = {
  'POST /v5/register': {
    operationId: 'register',
    tag: 'auth',
    summary: 'Sign up',
    description:
      'Creates the user, the organization and an owner membership, and emails a login code. An email already ' +
      'registered gets the same answer, and its codeToken logs its owner in.',
    body: { schema: jsonSchemaOf(registerBody) },
    success: {
      status: 201,
      description: 'The new user and organization, and the codeToken of the emailed code.',
      schema: {
        type: 'object',
        required: ['user', 'organization', 'codeToken'],
        properties: { user: record(users), organization: record(organizations), codeToken: { type: 'string' } },
      },
    },
    errors: [400, 409, 413, 429, 500],
  },
  'POST /v5/auth/login/email': signIn('loginWithEmail', 'Email a login code', jsonSchemaOf(loginEmailBody), codeToken),
  'POST /v5/auth/login/code': signIn(
    'loginWithCode',
    'Log in with the emailed code',
    jsonSchemaOf(loginCodeBody),
    authTokens,
  ),
  'POST /v5/auth/login/token': signIn(
    'loginWithToken',
    'Log in with the one-time token of the email',
    jsonSchemaOf(loginTokenBody),
    authTokens,
  ),
  'POST /v5/auth/refresh': signIn('refreshTokens', 'Rotate the refresh token', jsonSchemaOf(refreshBody), authTokens),
  'POST /v5/auth/logout': {
    operationId: 'logout',
    tag: 'auth',
    summary: "End the access token's session",
    success: { status: 200, description: 'The session is revoked.', schema: success() },
    errors: [400, 401, 403, 429, 500],
  },
  'GET /.well-known/jwks.json': {
    operationId: 'getJwks',
    tag: 'auth',
    summary: 'The public key that signs access tokens',
    success: {
      status: 200,
      description: 'A JSON Web Key Set.',
      schema: {
        type: 'object',
        required: ['keys'],
        properties: { keys: { type: 'array', items: { type: 'object' } } },
      },
      headers: { 'Cache-Control': { schema: { type: 'string' } } },
    },
    errors: [429, 500],
  },
  'POST /v5/webhooks/{importId}/{secret}': {
    operationId: 'postWebhookRow',
    tag: 'imports',
    summary: "Post a row to a webhook import's secret address",
    description:
      'The address is the only credential: an unknown import or a wrong secret answers 404. The same ' +
      '`Idempotency-Key`, or the same body, within 24 hours answers the first row. The body is read as JSON ' +
      'whatever its `Content-Type` says (or none), as integrators send it.',
    parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string', maxLength: 255 } }],
    body: { schema: jsonSchemaOf(webhookPayload), anyContentType: true },
    success: { status: 200, description: 'The row, QUEUED.', schema: record(importRows) },
    errors: [400, 404, 409, 413, 429, 500],
  },
  'GET /v5/health': {
    operationId: 'getHealth',
    tag: 'service',
    summary: 'Health check',
    parameters: [{ name: 'challenge', in: 'query', description: 'Echoed back.', schema: { type: 'string' } }],
    success: {
      status: 200,
      description: 'The service answers.',
      schema: {
        type: 'object',
        required: ['ok'],
        properties: { ok: { const: true }, challenge: { type: 'string' } },
        additionalProperties: false,
      },
    },
    errors: [400, 429, 500],
  },
  'GET /t/o/{token}': {
    operationId: 'trackOpen',
    tag: 'tracking',
    summary: 'The open pixel of a campaign message',
    success: {
      status: 200,
      description: 'A transparent 1x1 GIF.',
      mediaType: 'image/gif',
      schema: { type: 'string', format: 'binary' },
      headers: noStore,
    },
    errors: TRACKING_ERRORS,
  },
  'GET /t/c/{token}': {
    operationId: 'trackClick',
    tag: 'tracking',
    summary: 'The click redirect of a link in a campaign message',
    description: 'A browser is redirected (302); a client that accepts only JSON gets the target as JSON.',
    success: {
      status: 200,
      description: 'The target, for clients that accept only JSON.',
      schema: { type: 'object', required: ['redirect'], properties: { redirect: { type: 'string' } } },
      headers: noStore,
    },
    otherSuccesses: {
      '302': {
        description: 'Redirects to the link.',
        headers: { Location: { required: true, schema: { type: 'string' } }, ...noStore },
      },
    },
    errors: TRACKING_ERRORS,
  },
  'GET /t/u/{token}': {
    operationId: 'getUnsubscribePage',
    tag: 'tracking',
    summary: 'The unsubscribe confirmation page',
    success: {
      status: 200,
      description: 'An HTML page whose form posts the one-click unsubscribe.',
      mediaType: 'text/html',
      schema: { type: 'string' },
      headers: noStore,
    },
    errors: TRACKING_ERRORS,
  },
  'POST /t/u/{token}': {
    operationId: 'unsubscribe',
    tag: 'tracking',
    summary: 'Unsubscribe (RFC 8058 one-click)',
    body: {
      required: false,
      mediaType: 'application/x-www-form-urlencoded',
      schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } } },
    },
    success: { status: 200, description: 'The address is unsubscribed.', schema: success(true) },
    errors: TRACKING_ERRORS,
  },
  'POST /v5/billing/webhook': {
    operationId: 'receiveBillingEvent',
    tag: 'billing',
    summary: "The billing provider's events (Stripe's webhook)",
    description:
      "Signed in the `Stripe-Signature` header over the raw body with the deployment's webhook secret (at most five " +
      'minutes old). Each event is applied once, by its id; one older than the last change of its object changes ' +
      "nothing. Invoices, the subscription's status and period, and the catalogue's prices follow them.",
    parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
    body: {
      schema: {
        type: 'object',
        description: 'A Stripe event: its object is the subscription, invoice or price it is about.',
        required: ['id', 'type', 'created', 'data'],
        properties: {
          id: { type: 'string', example: 'evt_1QxYz' },
          type: { type: 'string', example: 'invoice.paid' },
          created: { type: 'integer', example: 1_767_225_600 },
          data: {
            type: 'object',
            required: ['object'],
            properties: {
              object: {
                type: 'object',
                required: ['id', 'object'],
                properties: {
                  id: { type: 'string', example: 'in_1QxYz' },
                  object: { type: 'string', example: 'invoice' },
                },
              },
            },
          },
        },
      },
    },
    success: {
      status: 200,
      description: 'Received: applied, a duplicate, or of a kind the service ignores.',
      schema: {
        type: 'object',
        required: ['received', 'outcome'],
        properties: { received: { const: true }, outcome: { enum: ['applied', 'duplicate', 'ignored'] } },
      },
    },
    errors: [400, 413, 429, 500],
  },
  'POST /local/billing/pay': {
    operationId: 'payLocally',
    tag: 'local',
    summary: 'Pay an invoice by its client secret, as a browser would (local runtime only)',
    description: '`fail: true` declines the card: the invoice stays open and the subscription turns PAST_DUE.',
    body: { schema: jsonSchemaOf(payBody) },
    success: {
      status: 200,
      description: 'The invoice and its status after the payment.',
      schema: { type: 'object', properties: { invoice: { type: 'string' }, status: { type: 'string' } } },
    },
    errors: [400, 404, 429, 500],
  },
  'GET /local/mailbox': {
    operationId: 'listLocalMailbox',
    tag: 'local',
    summary: 'The emails the local runtime sent (local runtime only)',
    parameters: [{ name: 'to', in: 'query', schema: { type: 'string', format: 'email' } }],
    success: {
      status: 200,
      description: 'The emails, newest first.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: [400, 500],
  },
  'GET /local/mail-servers': {
    operationId: 'getLocalMailServers',
    tag: 'local',
    summary: 'Where the local SMTP and IMAP servers listen (local runtime only)',
    description: 'Both take any username and password, or any OAuth token (XOAUTH2).',
    success: {
      status: 200,
      description: 'The host and port of each server.',
      schema: {
        type: 'object',
        properties: { smtp: MAIL_SERVER_ADDRESS, imap: MAIL_SERVER_ADDRESS },
        required: ['smtp', 'imap'],
      },
    },
    errors: [429, 500],
  },
  'POST /local/inbox': {
    operationId: 'postLocalInbox',
    tag: 'local',
    summary: 'Receive a raw RFC 5322 reply (local runtime only)',
    description:
      "Recorded in the credential's organization, matched to the message it answers by Message-ID, else by its sender.",
    body: { mediaType: 'message/rfc822', schema: { type: 'string' } },
    success: { status: 201, description: 'The recorded reply.', schema: record(inboundEmails) },
    errors: [400, 401, 403, 413, 429, 500],
  },
  'GET /v5/openapi.json': {
    operationId: 'getOpenApiDocument',
    tag: 'service',
    summary: 'This document',
    success: { status: 200, description: 'The OpenAPI 3.1 document of every route.', schema: { type: 'object' } },
    errors: [429, 500],
  },
  'GET /docs': {
    operationId: 'getReferencePage',
    tag: 'service',
    summary: 'The API reference, rendered from this document',
    success: { status: 200, description: 'An HTML page.', mediaType: 'text/html', schema: { type: 'string' } },
    errors: [429, 500],
  },
};
