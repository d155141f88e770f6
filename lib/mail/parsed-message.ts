// Reads a raw RFC 5322 message with mailparser: its headers, text and HTML, with each attachment drained unread.
import type { AttachmentStream, HeaderLines, MailParser, MailParserOptions, MessageText } from 'mailparser';

/**
 * Only the message's own parts are wanted: no HTML made from the text, no links, no checksums, and an embedded message
 * is an attachment (so drained unread like any other).
 */
const WITHOUT_ATTACHMENTS: MailParserOptions = {
  checksumAlgo: false,
  skipImageLinks: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  ignoreEmbedded: true,
};

/** The parsed headers (from, to, subject, messageId, inReplyTo, references, date...), the text, and the HTML part. */
export interface ParsedMessage {
  headers: Pick<MailParser, 'from' | 'to' | 'subject' | 'messageId' | 'inReplyTo' | 'references' | 'date'>;
  /** A header as it was written (unfolded), by name in any case; undefined when the message has none. */
  rawHeader(name: string): string | undefined;
  text: string;
  /** The HTML part; null when the message has none. */
  html: string | null;
}

/** The value of header `name` in `lines`, unfolded: what follows the colon of its first line. */
function headerValue(lines: HeaderLines | false, name: string): string | undefined {
  const found = (lines || []).find((line) => line.key === name.toLowerCase());
  return found?.line
    .slice(found.line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/**
 * Unlike simpleParser, which buffers every attachment (and inlines images as data URLs), each attachment's content is
 * drained as it streams by, so a large one costs reading, not memory.
 */
export async function parseMessage(raw: string | Buffer): Promise<ParsedMessage> {
  // Imported on the first message: the functions that only list routes which parse mail never load it.
  const { MailParser } = await import('mailparser');
  const parser = new MailParser(WITHOUT_ATTACHMENTS);
  let text = '';
  let html: string | null = null;
  return new Promise((resolve, reject) => {
    parser.on('data', (part: MessageText | AttachmentStream) => {
      if (part.type === 'text') {
        text = part.text ?? '';
        html = part.html || null;
      } else {
        part.content.on('end', () => part.release?.());
        part.content.resume();
      }
    });
    parser.on('error', reject);
    parser.on('end', () =>
      resolve({ headers: parser, rawHeader: (name) => headerValue(parser.headerLines, name), text, html }),
    );
    parser.end(raw);
  });
}
