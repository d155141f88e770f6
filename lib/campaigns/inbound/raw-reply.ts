// Reads a raw RFC 5322 message into a reply: its addresses, subject, text, own Message-ID and thread headers, and
// whether it is automatic; attachments go unread.
import { parseMessage } from '../../mail/index.js';
import { isAutomaticReply } from './automatic-reply.js';
import { REFERENCES_KEPT, type Reply } from './replies.js';

/** A raw message read as a reply; undefined when it has no sender or recipient address. */
export async function parseRawReply(raw: string | Buffer): Promise<Reply | undefined> {
  const { headers, text, rawHeader } = await parseMessage(raw);
  const from = headers.from?.value.find((address) => address.address)?.address;
  const to = [headers.to ?? []]
    .flat()
    .flatMap((list) => list.value)
    .find((address) => address.address)?.address;
  if (!from || !to) return undefined;
  return {
    from,
    to,
    subject: headers.subject ?? null,
    text,
    inReplyTo: headers.inReplyTo ?? null,
    // The newest, as the reply is matched by them: a header of thousands is not kept whole on the inbound email.
    references: [headers.references ?? []].flat().slice(-REFERENCES_KEPT),
    receivedAt: headers.date?.toISOString() ?? null,
    messageId: headers.messageId ?? null,
    automatic: isAutomaticReply(rawHeader),
  };
}
