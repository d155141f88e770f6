// The registry of every resource family, in the specification's order; checked at load for clashing paths, objects and id prefixes.
import { type Families, familiesOf } from '../platform/resources/families.js';
import { activities } from '../crm/activities.js';
import { apiKeys } from '../auth/keys/api-keys.js';
import { calendarEvents } from '../crm/calendar-events.js';
import { campaignImports } from '../imports/campaign-imports.js';
import { campaignPipelines } from '../campaigns/model/campaign-pipelines.js';
import { campaignSteps } from '../campaigns/model/campaign-steps.js';
import { campaignVariants } from '../campaigns/model/campaign-variants.js';
import { campaignContacts } from '../campaigns/model/campaign-contacts.js';
import { campaignViews } from '../campaigns/model/campaign-views.js';
import { campaigns } from '../campaigns/model/campaigns.js';
import { companies } from '../crm/companies.js';
import { connections } from '../connections/connections.js';
import { contacts } from '../crm/contacts.js';
import { deals } from '../crm/deals.js';
import type { Resource } from '../platform/resources/define.js';
import { domains } from '../crm/domains.js';
import { draftEmails } from '../campaigns/model/draft-emails.js';
import { emailAddresses } from '../crm/email-addresses.js';
import { employments } from '../crm/employments.js';
import { events } from '../platform/resources/events.js';
import { fineTunings } from '../reasoning/fine-tunings.js';
import { generations } from '../reasoning/generations.js';
import { importRows } from '../imports/import-rows.js';
import { inboundEmails } from '../campaigns/model/inbound-emails.js';
import { imports } from '../imports/imports.js';
import { invoices } from '../billing/invoices.js';
import { memberships } from '../auth/organizations/memberships.js';
import { notes } from '../crm/notes.js';
import { organizations } from '../auth/organizations/organizations.js';
import { pipelineStages } from '../crm/pipeline-stages.js';
import { pipelines } from '../crm/pipelines.js';
import { prices } from '../billing/prices.js';
import { properties } from '../platform/resources/properties.js';
import { propertyImports } from '../imports/property-imports.js';
import { propertyViews } from '../crm/property-views.js';
import { sentEmails } from '../campaigns/model/sent-emails.js';
import { sequences } from '../campaigns/model/sequences.js';
import { sessions } from '../auth/sessions/sessions.js';
import { subscriptions } from '../billing/subscriptions.js';
import { suppressions } from '../crm/suppressions.js';
import { tasks } from '../crm/tasks.js';
import { teams } from '../auth/organizations/teams.js';
import { trackingDomains } from '../campaigns/tracking/tracking-domains.js';
import { usage } from '../billing/usage.js';
import { users } from '../auth/organizations/users.js';
import { views } from '../crm/views.js';

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
];

/** Every family, looked up by path or id prefix. */
export const families: Families = familiesOf(resources);

/** The resource served at `/v5/<path>`, or undefined. */
export const resourceByPath = families.byPath;

/** The resource whose ids start with `<prefix>_`, or undefined. */
export const resourceByIdPrefix = families.byIdPrefix;
