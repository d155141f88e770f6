// The routes of the resources function: the generic six of every family and the families' actions, and
// POST /v5/inbound-emails (the one write of the read-only inbound emails, which the campaign code serves), and the
// OAuth authorization of GMAIL and OUTLOOK connections with its public callback.
import { oauthRoutes } from '../connections/oauth/oauth-routes.js';
import { inboundEmailRoute } from '../campaigns/inbound/inbound-route.js';
import { resources } from '../families/registry.js';
import { resourceRoutes } from '../platform/resources/routes.js';

export const resourcesRoutes = [...resourceRoutes(resources), inboundEmailRoute, ...oauthRoutes];
