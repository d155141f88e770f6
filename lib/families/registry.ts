// The registry of every resource family, in the specification's order; checked at load for clashing paths, objects and id prefixes.
import { type Families, familiesOf } from '../platform/resources/families.js';
import {
  activities,
  calendarEvents,
  companies,
  contacts,
  deals,
  domains,
  emailAddresses,
  employments,
  notes,
  pipelineStages,
  pipelines,
  propertyViews,
  suppressions,
  tasks,
  views,
} from '../crm/index.js';
import { apiKeys, memberships, organizations, sessions, teams, users } from '../auth/index.js';
import { campaignImports, importRows, imports, propertyImports } from '../imports/index.js';
import {
  campaignPipelines,
  campaignSteps,
  campaignVariants,
  campaignContacts,
  campaignViews,
  campaigns,
  draftEmails,
  inboundEmails,
  sentEmails,
  sequences,
  trackingDomains,
} from '../campaigns/index.js';
import { connections } from '../connections/index.js';
import type { Resource } from '../platform/resources/define.js';
import { events } from '../platform/resources/events.js';
import { fineTunings, generations } from '../reasoning/index.js';
import { invoices, prices, subscriptions, usage } from '../billing/index.js';
import { properties } from '../platform/resources/properties.js';
import { webhookDeliveries, webhookEndpoints } from '../webhooks/index.js';

/** Every resource family the API serves. */
export const resources: readonly Resource[] = [
  contacts,
  companies,
  domains,
  emailAddresses,
  employments,
  notes,
  tasks,
  activities,
  deals,
  pipelines,
  pipelineStages,
  views,
  propertyViews,
  properties,
  suppressions,
  imports,
  propertyImports,
  campaignImports,
  importRows,
  campaigns,
  campaignSteps,
  campaignVariants,
  campaignContacts,
  sequences,
  connections,
  campaignPipelines,
  campaignViews,
  teams,
  memberships,
  draftEmails,
  sentEmails,
  inboundEmails,
  calendarEvents,
  trackingDomains,
  fineTunings,
  generations,
  prices,
  subscriptions,
  invoices,
  users,
  sessions,
  apiKeys,
  organizations,
  usage,
  events,
  webhookEndpoints,
  webhookDeliveries,
];

/** Every family, looked up by path or id prefix. */
export const families: Families = familiesOf(resources);

/** The resource served at `/v5/<path>`, or undefined. */
export const resourceByPath = families.byPath;

/** The resource whose ids start with `<prefix>_`, or undefined. */
export const resourceByIdPrefix = families.byIdPrefix;
