// POST /local/inbox, on the local runtime only: a raw RFC 5322 reply, recorded as SES inbound mail would be in AWS.
import * as v from 'valibot';
import { InvalidRequestError } from '../../platform/http/errors.js';
import { probeLimits } from '../../platform/http/public-limits.js';
import { PUBLIC, type Route } from '../../platform/http/route.js';
import { parseQuery } from '../../platform/http/validate.js';
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import { recordRawReply } from './inbound.js';

/** `org` (an organization id) lets a reply that names no message of the service match by its sender in that organization. */
const inboxQuery = v.strictObject({
  org: v.optional(v.pipe(v.string(), v.regex(/^org_[0-9A-Za-z]+$/, 'must be an organization id'))),
});

export const localInboxRoute: Route<ResourceServices> = {
  method: 'POST',
  path: '/local/inbox',
  scope: PUBLIC,
  publicLimits: probeLimits,
  serve: async (services, { event, query, requestId }) => {
    const { org } = parseQuery(inboxQuery, query);
    if (!event.body) throw new InvalidRequestError('The request body must be a raw RFC 5322 message.');
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : event.body;
    const record = await recordRawReply(services, raw, { requestId, org });
    if (!record)
      throw new InvalidRequestError(
        'The message answers no message the service sent, or has no From and To address; pass ?org=<organization id> to match it by its sender.',
      );
    return { statusCode: 201, body: record };
  },
};
