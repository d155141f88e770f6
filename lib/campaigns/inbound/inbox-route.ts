// POST /local/inbox, on the local runtime only: a raw RFC 5322 reply, recorded in the caller's organization as SES inbound mail would be in AWS.
import * as v from 'valibot';
import { InvalidRequestError } from '../../platform/http/errors.js';
import type { Route } from '../../platform/http/route.js';
import { parseQuery } from '../../platform/http/validate.js';
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import { recordRawReply } from './inbound.js';

/**
 * No parameter: the organization is the credential's. It once came from `?org=`, with no credential, so anyone who
 * reached the runtime could place mail in any organization (an unsubscribe among it opts the contact out).
 */
const inboxQuery = v.strictObject({});

export const localInboxRoute: Route<ResourceServices> = {
  method: 'POST',
  path: '/local/inbox',
  // The scope of POST /v5/inbound-emails, whose record it makes.
  scope: 'inbound-emails:write',
  serve: async (services, { event, query, requestId, principal }) => {
    parseQuery(inboxQuery, query);
    if (!event.body) throw new InvalidRequestError('The request body must be a raw RFC 5322 message.');
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : event.body;
    // Matched by Message-ID within the organization, else by its sender there, as POST /v5/inbound-emails matches.
    const record = await recordRawReply(services, raw, { requestId, org: principal!.org });
    if (!record) throw new InvalidRequestError('The message has no From or no To address.');
    return { statusCode: 201, body: record };
  },
};
