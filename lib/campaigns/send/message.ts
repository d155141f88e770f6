// Renders one campaign message for one contact: subject, text and HTML parts, tracking and the unsubscribe headers.
import { replaceLinks } from '../tracking/links.js';
import { renderTemplate, type TemplateRefusal } from '../model/campaign-template.js';
import type { TrackingTokens } from '../tracking/tracking-token.js';

// Here too for the message's readers; the tracking function imports it from links.ts, which loads no Liquid.
export { linkOfBody } from '../tracking/links.js';

export interface MessageInput {
  /** The step's (or variant's) templates; null renders as empty. */
  subject: string | null;
  body: string | null;
  contact: Record<string, unknown>;
  company: Record<string, unknown> | null;
  sender: { name: string | null; email: string };
  /** The sent email this message becomes, and its organization: the tracking tokens name them. */
  sentEmailId: string;
  org: string;
  /** Where tracking links point (the campaign's verified tracking domain, or the API's address), without a trailing /. */
  baseUrl: string;
  trackOpens: boolean;
  trackClicks: boolean;
  /** Signs the tracking addresses (trackingTokensFromEnv in a function, a fixed secret in tests). */
  tokens: TrackingTokens;
}

export type RenderedMessage =
  | {
      ok: true;
      subject: string;
      /**
       * The body as rendered, with its original links: store it as the sent email's `body`, where the click route finds
       * the URL a click token's link index names.
       */
      body: string;
      text: string;
      html: string;
      headers: Record<string, string>;
    }
  | TemplateRefusal;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Escaped text with its line breaks kept. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>\n');
}

export function renderMessage(input: MessageInput): RenderedMessage {
  const { tokens } = input;
  const scope = {
    ...input.contact,
    customProperties: input.contact.customProperties ?? {},
    company: input.company,
    sender: input.sender,
  };
  const subject = renderTemplate(input.subject ?? '', scope);
  if (!subject.ok) return subject;
  const body = renderTemplate(input.body ?? '', scope);
  if (!body.ok) return body;

  const { org, sentEmailId, baseUrl } = input;
  const address = (path: string, kind: 'open' | 'click' | 'unsubscribe', link?: number) =>
    `${baseUrl}/t/${path}/${tokens.sign({ org, sentEmailId, kind, link })}`;
  const unsubscribeUrl = address('u', 'unsubscribe');
  const target = (url: string, index: number) => (input.trackClicks ? address('c', 'click', index) : url);

  const text = `${replaceLinks(body.text, (link, index) => target(link.url, index))}\n\n--\nUnsubscribe: ${unsubscribeUrl}\n`;
  const html = [
    '<!DOCTYPE html><html><body>',
    `<div>${replaceLinks(body.text, (link, index) => `<a href="${escapeHtml(target(link.url, index))}">${escapeHtml(link.url)}</a>`, htmlText)}</div>`,
    `<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    input.trackOpens ? `<img src="${escapeHtml(address('o', 'open'))}" width="1" height="1" alt="">` : '',
    '</body></html>',
  ].join('');

  return {
    ok: true,
    // A header value: line breaks in a rendered subject would start another header.
    subject: subject.text.replace(/\s*[\r\n]+\s*/g, ' ').trim(),
    body: body.text,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
