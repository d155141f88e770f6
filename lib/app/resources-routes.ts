// The routes of the resources function: the generic six of every family and the families' actions, and
// POST /v5/inbound-emails (the one write of the read-only inbound emails, which the campaign code serves), the OAuth
// authorization of GMAIL and OUTLOOK connections with its public callback; and the connection verifier's, which opens
// mailbox passwords and waits on mail servers, so it runs in a function of its own; and the billing function's.
import { billingWebhookRoute, localPayRoute } from '../billing/billing-routes.js';
import { oauthRoutes } from '../connections/oauth/oauth-routes.js';
import { inboundEmailRoute } from '../campaigns/inbound/inbound-route.js';
import { resources } from '../families/registry.js';
import { routeKey } from '../platform/http/route.js';
import { resourceRoutes } from '../platform/resources/routes.js';

const familyRoutes = resourceRoutes(resources);

/** Logs in to a connection's mail servers: only this function may open the passwords the API seals. */
const VERIFY_CONNECTION = 'POST /v5/connections/{id}/verify';

export const connectionVerifierRoutes = familyRoutes.filter((route) => routeKey(route) === VERIFY_CONNECTION);

/** Start a subscription and switch its plan at the billing provider: only the billing function holds its secret key. */
const BILLING_ACTIONS = new Set(['POST /v5/prices', 'PATCH /v5/subscriptions/{id}']);

export const billingRoutes = [
  ...familyRoutes.filter((route) => BILLING_ACTIONS.has(routeKey(route))),
  billingWebhookRoute,
  localPayRoute,
];

const servedElsewhere = new Set([VERIFY_CONNECTION, ...BILLING_ACTIONS]);

export const resourcesRoutes = [
  ...familyRoutes.filter((route) => !servedElsewhere.has(routeKey(route))),
  inboundEmailRoute,
  ...oauthRoutes,
];
