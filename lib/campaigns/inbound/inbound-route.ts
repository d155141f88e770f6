// POST /v5/inbound-emails: a reply a mailbox integration posts, recorded and matched to the message it answers.
import * as v from 'valibot';
import type { Route } from '../../platform/http/route.js';
import { parseBody } from '../../platform/http/validate.js';
import { type ResourceServices, writeContextOf } from '../../platform/resources/behaviour.js';
import { inboundEmails } from '../model/inbound-emails.js';
import { emailAddress, utcDateTime } from '../../platform/schemas/formats.js';
import { recordReply } from './replies.js';

const messageId = v.pipe(v.string(), v.minLength(1), v.maxLength(998, 'must be at most 998 characters'));

/** The body of POST /v5/inbound-emails: a reply as a mailbox integration sees it. */
export const inboundEmailBody = v.strictObject({
  from: emailAddress,
  to: emailAddress,
  subject: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(998, 'must be at most 998 characters')))),
  text: v.pipe(v.string('is required'), v.maxLength(10000, 'must be at most 10000 characters')),
  inReplyTo: v.optional(v.nullable(messageId)),
  references: v.optional(
    v.nullable(
      v.union(
        [messageId, v.pipe(v.array(messageId), v.maxLength(100, 'must have at most 100 items'))],
        'must be a Message-ID or a list of them',
      ),
    ),
  ),
  receivedAt: v.optional(v.nullable(utcDateTime)),
});

/**
 * POST /v5/inbound-emails: records a reply in the caller's organization, matched to what it answers (201). The family
 * itself is read-only; this route is its one write, served by the resources function beside the families' routes.
 */
export const inboundEmailRoute: Route<ResourceServices> = {
  method: 'POST',
  path: '/v5/inbound-emails',
  scope: 'inbound-emails:write',
  async serve(services, request) {
    const body = parseBody(inboundEmailBody, request.body);
    const references = typeof body.references === 'string' ? body.references.split(/\s+/) : body.references;
    const record = await recordReply(
      services,
      { ...body, references },
      {
        inboundEmails,
        org: request.principal!.org,
        context: () => writeContextOf(inboundEmails, request),
      },
    );
    return { statusCode: 201, body: record };
  },
};
