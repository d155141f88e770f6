// The public tracking addresses of campaign messages: the open pixel, the click redirect and the unsubscribe page.
import { NotFoundError } from '../../platform/http/errors.js';
import { secretAddressLimits } from '../../platform/http/public-limits.js';
import { RawBody } from '../../platform/http/response.js';
import { PUBLIC, type ApiRequest, type Route } from '../../platform/http/route.js';
import type { ResourceServices } from '../../platform/resources/behaviour.js';
import { type SentEmail, sentEmails } from '../model/sent-emails.js';
import type { WriteContext } from '../../platform/store/records.js';
import { updateWithEvent } from '../model/logged-update.js';
import { emailActivityItems } from '../model/email-activities.js';
import { linkOfBody } from './links.js';
import {
  TRACKING_TOKEN_PATTERN,
  type TrackingKind,
  type TrackingTarget,
  type TrackingTokens,
} from './tracking-token.js';
import { applyUnsubscribe } from './unsubscribe.js';
import { engineTableUse } from '../../platform/resources/engine-table-use.js';
import { requestLimitsUse } from '../../platform/http/rate-limiter.js';
import type { TableUse } from '../../platform/store/table-use.js';

/**
 * What the tracking addresses do to the table: read the sent email a token names and what an unsubscribe changes,
 * write the first open or click, the suppression, the opt-out and the campaign contacts through the engine, and count
 * refused guesses per source address.
 */
export const trackingTableUse: readonly TableUse[] = [...engineTableUse, requestLimitsUse];

export interface TrackingServices extends ResourceServices {
  tokens: TrackingTokens;
  now: () => Date;
}

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The tracking addresses change with every message: nothing may cache an answer. */
const NO_STORE = { 'Cache-Control': 'no-store' };

const NO_ADDRESS = 'No tracking address exists at this path.';

/** What the token names, with the sent email it names; anything else (altered, unknown, other kind) is a 404. */
async function resolve(services: TrackingServices, request: ApiRequest, kind: TrackingKind) {
  const target = services.tokens.verify(request.pathParameters.token ?? '');
  const sentEmail =
    target?.kind === kind ? await services.store.get(sentEmails.entity, target.org, target.sentEmailId) : undefined;
  if (!target || !sentEmail) throw new NotFoundError(NO_ADDRESS);
  return { target, sentEmail };
}

/**
 * Whether a click address has outlived its message by a year: a link mailed long ago stops being a redirect from the
 * service's domain that anyone can reuse. It answers as an unknown token does.
 */
function clickExpired(sentEmail: SentEmail, now: Date): boolean {
  const expires = new Date(sentEmail.sentAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return !(now.getTime() < expires.getTime());
}

/** The recipient acts through the token; the event log names the address kind as the actor. */
function writeContext(target: TrackingTarget, request: ApiRequest): WriteContext {
  return {
    org: target.org,
    actor: { type: 'system', id: `tracking-${target.kind}` },
    requestId: request.requestId,
    clientRequestId: request.clientRequestId,
  };
}

/** Sets `field` and logs `type` on the first open or click only; later ones write nothing. */
async function recordFirst(
  services: TrackingServices,
  request: ApiRequest,
  target: TrackingTarget,
  field: 'openedAt' | 'clickedAt',
  type: string,
): Promise<void> {
  const at = services.now().toISOString();
  const ctx = writeContext(target, request);
  await updateWithEvent(
    services.store,
    sentEmails.entity,
    ctx,
    target.sentEmailId,
    type,
    (current) => (current[field] ? undefined : { [field]: at }),
    (sent) =>
      emailActivityItems(services.store, ctx, sent, field === 'openedAt' ? 'EMAIL_OPENED' : 'EMAIL_CLICKED', at),
  );
}

/** A client that asks for JSON and not for HTML (an API client, not a browser). */
function wantsJsonOnly(request: ApiRequest): boolean {
  const accept = (request.event.headers?.accept ?? '').toLowerCase();
  return accept.includes('application/json') && !accept.includes('text/html') && !accept.includes('*/*');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The confirmation page: unsubscribing takes a POST, so that mail scanners that follow links unsubscribe nobody. */
function unsubscribePage(sentEmail: SentEmail): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    '<title>Unsubscribe</title></head><body>',
    `<p>Stop receiving these emails at ${escapeHtml(sentEmail.to ?? 'this address')}?</p>`,
    '<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">',
    '<button type="submit">Unsubscribe</button></form></body></html>',
  ].join('');
}

const route = (
  method: 'GET' | 'POST',
  path: string,
  serve: Route<TrackingServices>['serve'],
): Route<TrackingServices> => ({
  method,
  path,
  scope: PUBLIC,
  publicLimits: secretAddressLimits,
  pathPatterns: { token: TRACKING_TOKEN_PATTERN },
  serve,
});

export const trackingRoutes: readonly Route<TrackingServices>[] = [
  route('GET', '/t/o/{token}', async (services, request) => {
    const { target } = await resolve(services, request, 'open');
    await recordFirst(services, request, target, 'openedAt', 'email.opened');
    return { body: new RawBody('image/gif', PIXEL), headers: NO_STORE };
  }),

  route('GET', '/t/c/{token}', async (services, request) => {
    const { target, sentEmail } = await resolve(services, request, 'click');
    // Only the message's own links, and only for a year: the index picks one of the URLs of the body as it was sent.
    const url = linkOfBody(sentEmail.body ?? '', target.link ?? -1);
    if (!url || clickExpired(sentEmail, services.now())) throw new NotFoundError(NO_ADDRESS);
    await recordFirst(services, request, target, 'clickedAt', 'email.clicked');
    if (wantsJsonOnly(request)) return { body: { redirect: url }, headers: NO_STORE };
    return { statusCode: 302, body: { redirect: url }, headers: { ...NO_STORE, Location: url } };
  }),

  route('GET', '/t/u/{token}', async (services, request) => {
    const { sentEmail } = await resolve(services, request, 'unsubscribe');
    return { body: new RawBody('text/html; charset=utf-8', unsubscribePage(sentEmail)), headers: NO_STORE };
  }),

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` here; the page's form posts the same.
  route('POST', '/t/u/{token}', async (services, request) => {
    const { target, sentEmail } = await resolve(services, request, 'unsubscribe');
    const result = await applyUnsubscribe(services, {
      org: target.org,
      contactId: sentEmail.contactId,
      email: sentEmail.to,
      reason: 'UNSUBSCRIBE',
      requestId: request.requestId,
      actor: { type: 'system', id: 'tracking-unsubscribe' },
    });
    const description =
      result.suppressed || result.optedOut
        ? `${sentEmail.to} is unsubscribed and will get no more emails from this sender.`
        : `${sentEmail.to} was already unsubscribed.`;
    return { body: { success: true, description } };
  }),
];
