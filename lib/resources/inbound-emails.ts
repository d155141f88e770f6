// Inbound emails: replies to the messages the service sent, matched to them; POST records one, nothing else writes.
import * as v from 'valibot';
import { recordReply } from '../campaigns/replies.js';
import { parseBody } from '../http/validate.js';
import { emailAddress, utcDateTime } from '../schemas/formats.js';
import { type ResourceAction, writeContextOf } from './behaviour.js';
import { defineResource } from './define.js';
import { f } from './fields.js';

const service = { readOnly: true } as const;
const matched = { readOnly: true, nullable: true } as const;

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

/** POST /v5/inbound-emails: records a reply in the caller's organization, matched to what it answers (201). */
const recordReplyAction: ResourceAction = {
  method: 'POST',
  suffix: '',
  access: 'write',
  async serve(services, request, inboundEmails) {
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

export const inboundEmails = defineResource({
  object: 'inboundEmail',
  idPrefix: 'inb',
  path: 'inbound-emails',
  description:
    'A reply to a message the service sent: matched by Message-ID, else by its sender; posted by a mailbox integration or received by the service.',
  readOnly: true,
  fields: {
    from: f.email({ ...service, search: true }),
    to: f.email(service),
    subject: f.string({ ...matched, search: true }),
    text: f.string(service),
    inReplyTo: f.string(matched),
    references: f.array(f.string(), { ...service, filterable: false }),
    receivedAt: f.dateTime(service),
    /** What the reply answers; null when nothing matched. */
    sentEmailId: f.ref('sen', matched),
    contactId: f.ref('con', matched),
    campaignId: f.ref('cam', matched),
    campaignContactId: f.ref('cco', matched),
    /** The note the reply became on the contact. */
    noteId: f.ref('not', matched),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'receivedAt' },
    { sortBy: 'contactId' },
    { sortBy: 'sentEmailId' },
    { sortBy: 'campaignId' },
  ],
  actions: [recordReplyAction],
});
