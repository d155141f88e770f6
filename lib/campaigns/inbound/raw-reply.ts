// Reads a raw RFC 5322 message into a reply: its addresses, subject, text and thread headers; attachments go unread.
import type { AddressObject, AttachmentStream, MailParserOptions, MessageText } from 'mailparser';
import { REFERENCES_KEPT, type Reply } from './replies.js';

/**
 * Only the text is wanted: no HTML made from it, no links, no checksums, and an embedded message is an attachment (so
 * drained unread like any other).
 */
const TEXT_ONLY: MailParserOptions = {
  checksumAlgo: false,
  skipImageLinks: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  ignoreEmbedded: true,
};

interface ParsedHeaders {
  from?: AddressObject;
  to?: AddressObject | AddressObject[];
  subject?: string;
  inReplyTo?: string;
  references?: string | string[];
  date?: Date;
}

/**
 * The message's headers and text. Unlike simpleParser, which buffers every attachment (and inlines images as data
 * URLs), each attachment's content is drained as it streams by, so a large one costs reading, not memory.
 */
async function parseTextAndHeaders(raw: string | Buffer): Promise<{ headers: ParsedHeaders; text: string }> {
  // Imported on the first reply: the functions that list this route (not-found, openapi) never parse mail.
  const { MailParser } = await import('mailparser');
  const parser = new MailParser(TEXT_ONLY);
  let text = '';
  return new Promise((resolve, reject) => {
    parser.on('data', (part: MessageText | AttachmentStream) => {
      if (part.type === 'text') text = part.text ?? '';
      else {
        part.content.on('end', () => part.release?.());
        part.content.resume();
      }
    });
    parser.on('error', reject);
    parser.on('end', () => resolve({ headers: parser, text }));
    parser.end(raw);
  });
}

/** A raw message read as a reply; undefined when it has no sender or recipient address. */
export async function parseRawReply(raw: string | Buffer): Promise<Reply | undefined> {
  const { headers, text } = await parseTextAndHeaders(raw);
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
  };
}
