// Unit tests of campaign message rendering: parts, escaping, tracking links, unsubscribe headers, missing variables.
import { linkOfBody, renderMessage, type MessageInput } from '../../../lib/campaigns/send/message.js';
import { refusalReason } from '../../../lib/campaigns/model/campaign-template.js';
import { createTrackingTokens } from '../../../lib/campaigns/tracking/tracking-token.js';

const tokens = createTrackingTokens('test-secret');
const base: MessageInput = {
  subject: 'Hello {{ firstName }}',
  body: 'Hi {{ firstName | default: "there" }} from {{ company.name }},\nsee https://example.com/a?x=1&y=2.\nAnd http://b.example/path\n{{ sender.name }}',
  contact: { firstName: 'Ada <script>', customProperties: {} },
  company: { name: 'Acme & Co' },
  sender: { name: 'Grace', email: 'grace@sender.example' },
  sentEmailId: 'sen_01TEST',
  org: 'org_01TEST',
  baseUrl: 'https://api.example',
  trackOpens: true,
  trackClicks: true,
  tokens,
};

function rendered(input: Partial<MessageInput> = {}) {
  const result = renderMessage({ ...base, ...input });
  if (!result.ok) throw new Error(refusalReason(result));
  return result;
}

describe('renderMessage', () => {
  it('renders the subject as plain text and keeps the body with its original links', () => {
    const message = rendered();
    expect(message.subject).toBe('Hello Ada <script>');
    expect(message.body).toContain('see https://example.com/a?x=1&y=2.');
    expect(linkOfBody(message.body, 0)).toBe('https://example.com/a?x=1&y=2');
    expect(linkOfBody(message.body, 1)).toBe('http://b.example/path');
    expect(linkOfBody(message.body, 2)).toBeUndefined();
  });

  it('escapes values and keeps line breaks in the HTML part', () => {
    const { html } = rendered();
    expect(html).toContain('Ada &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Acme &amp; Co,<br>');
  });

  it('rewrites every link to a click address whose token names the link, in both parts', () => {
    const { html, text } = rendered();
    const clicks = [...html.matchAll(/href="https:\/\/api\.example\/t\/c\/([^"]+)"/g)].map((m) => m[1]!);
    expect(clicks).toHaveLength(2);
    expect(clicks.map((token) => tokens.verify(token))).toEqual([
      { org: 'org_01TEST', sentEmailId: 'sen_01TEST', kind: 'click', link: 0 },
      { org: 'org_01TEST', sentEmailId: 'sen_01TEST', kind: 'click', link: 1 },
    ]);
    expect(text).not.toContain('https://example.com/a');
    expect(text).toContain(`https://api.example/t/c/${clicks[0]}.`);
  });

  it('leaves links alone without trackClicks and adds no pixel without trackOpens', () => {
    const { html, text } = rendered({ trackClicks: false, trackOpens: false });
    expect(html).toContain('href="https://example.com/a?x=1&amp;y=2"');
    expect(text).toContain('https://example.com/a?x=1&y=2');
    expect(html).not.toContain('/t/o/');
  });

  it('adds an open pixel with trackOpens', () => {
    const token = rendered().html.match(/<img src="https:\/\/api\.example\/t\/o\/([^"]+)"/)![1]!;
    expect(tokens.verify(token)).toEqual({ org: 'org_01TEST', sentEmailId: 'sen_01TEST', kind: 'open' });
  });

  it('carries an unsubscribe link in both parts and the RFC 8058 headers', () => {
    const { html, text, headers } = rendered();
    const url = headers['List-Unsubscribe']!.slice(1, -1);
    expect(url).toMatch(/^https:\/\/api\.example\/t\/u\//);
    expect(tokens.verify(url.split('/t/u/')[1]!)?.kind).toBe('unsubscribe');
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain(url);
    expect(html).toContain(`href="${url}"`);
  });

  it('keeps a rendered subject on one line', () => {
    expect(rendered({ subject: 'Hi\r\n{{ firstName }}' }).subject).toBe('Hi Ada <script>');
  });

  it('reports a missing variable of the subject or the body', () => {
    expect(renderMessage({ ...base, contact: { customProperties: {} } })).toEqual({
      ok: false,
      missingVariable: 'firstName',
    });
    expect(renderMessage({ ...base, company: null })).toEqual({ ok: false, missingVariable: 'company.name' });
  });
});
