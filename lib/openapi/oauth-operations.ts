// The operations of a GMAIL or OUTLOOK connection's OAuth authorization: the URL to send its owner to, and the callback.
import type { OperationSpec } from './operation.js';

/** An authorization starts again after a 400 (a used, altered or expired state); 404 for a connection since deleted. */
const CALLBACK_ERRORS = [400, 404, 429, 500] as const;

export const oauthOperations: Record<string, OperationSpec> = {
  'POST /v5/connections/{id}/authorize': {
    operationId: 'authorizeConnection',
    tag: 'connections',
    summary: 'Start the OAuth authorization of a GMAIL or OUTLOOK connection',
    description:
      "Send the mailbox's owner to `redirect`: the provider's authorization page (authorization code with PKCE, asking " +
      'to send and read mail). The provider then sends the browser to `GET /v5/oauth/callback`, which keeps the tokens ' +
      'encrypted and turns the connection CONNECTED. The `state` in that URL serves once, within 10 minutes. A ' +
      'connection of another type answers 400 naming `type`.',
    success: {
      status: 200,
      description: "The provider's authorization URL.",
      schema: {
        type: 'object',
        required: ['redirect'],
        properties: { redirect: { type: 'string', format: 'uri' } },
        additionalProperties: false,
      },
    },
    errors: [400, 401, 403, 404, 429, 500],
  },
  'GET /v5/oauth/callback': {
    operationId: 'oauthCallback',
    tag: 'connections',
    summary: 'Where the provider sends the browser back after an authorization',
    description:
      "Exchanges the code for the mailbox's tokens, keeps them encrypted and turns the connection CONNECTED; answers a " +
      'page the browser shows. A `state` that is unknown, altered, expired or already used answers 400 and stores ' +
      'nothing.',
    parameters: [
      { name: 'code', in: 'query', description: 'The authorization code.', schema: { type: 'string' } },
      {
        name: 'state',
        in: 'query',
        required: true,
        description: 'The state of the authorization URL, as the provider returns it.',
        schema: { type: 'string' },
      },
      {
        name: 'error',
        in: 'query',
        description: 'What the provider says when nothing was granted.',
        schema: { type: 'string' },
      },
    ],
    success: {
      status: 200,
      description: 'An HTML page saying the mailbox is connected.',
      mediaType: 'text/html',
      schema: { type: 'string' },
    },
    errors: CALLBACK_ERRORS,
  },
};
