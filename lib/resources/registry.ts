// The registry of every resource family, in the specification's order; checked at load for clashing paths, objects and id prefixes.
import { INDEX_SLOTS } from '../store/table-definition.js';
import { activities } from './activities.js';
import { apiKeys } from './api-keys.js';
import { calendarEvents } from './calendar-events.js';
import { campaignImports } from './campaign-imports.js';
import { campaignPipelines } from './campaign-pipelines.js';
import { campaignSteps } from './campaign-steps.js';
import { campaignVariants } from './campaign-variants.js';
import { campaignContacts } from './campaign-contacts.js';
import { campaignViews } from './campaign-views.js';
import { campaigns } from './campaigns.js';
import { companies } from './companies.js';
import { connections } from './connections.js';
import { contacts } from './contacts.js';
import { deals } from './deals.js';
import type { Resource } from './define.js';
import { domains } from './domains.js';
import { draftEmails } from './draft-emails.js';
import { emailAddresses } from './email-addresses.js';
import { employments } from './employments.js';
import { events } from './events.js';
import { fineTunings } from './fine-tunings.js';
import { generations } from './generations.js';
import { importRows } from './import-rows.js';
import { inboundEmails } from './inbound-emails.js';
import { imports } from './imports.js';
import { invoices } from './invoices.js';
import { memberships } from './memberships.js';
import { notes } from './notes.js';
import { organizations } from './organizations.js';
import { pipelineStages } from './pipeline-stages.js';
import { pipelines } from './pipelines.js';
import { prices } from './prices.js';
import { properties } from './properties.js';
import { propertyImports } from './property-imports.js';
import { propertyViews } from './property-views.js';
import { sentEmails } from './sent-emails.js';
import { sequences } from './sequences.js';
import { sessions } from './sessions.js';
import { subscriptions } from './subscriptions.js';
import { suppressions } from './suppressions.js';
import { tasks } from './tasks.js';
import { teams } from './teams.js';
import { trackingDomains } from './tracking-domains.js';
import { usage } from './usage.js';
import { users } from './users.js';
import { views } from './views.js';

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

/** Throws when two resources share a path, an object name or an id prefix, or one maps more indexes than the table has. */
export function checkRegistry(list: readonly Resource[]): void {
  for (const key of ['path', 'object', 'idPrefix'] as const) {
    const seen = new Map<string, string>();
    for (const resource of list) {
      const other = seen.get(resource[key]);
      if (other) throw new Error(`${resource.path} and ${other} share the ${key} ${resource[key]}`);
      seen.set(resource[key], resource.path);
    }
  }
  for (const resource of list) {
    if ((resource.indexes?.length ?? 0) > INDEX_SLOTS)
      throw new Error(`${resource.path} maps ${resource.indexes!.length} indexes; the table has ${INDEX_SLOTS}`);
  }
}

checkRegistry(resources);

const byPath = new Map(resources.map((resource) => [resource.path, resource]));
const byIdPrefix = new Map(resources.map((resource) => [resource.idPrefix, resource]));

/** The resource served at `/v5/<path>`, or undefined. */
export function resourceByPath(path: string): Resource | undefined {
  return byPath.get(path);
}

/** The resource whose ids start with `<prefix>_`, or undefined (`rcn_` root contacts are no family of this service). */
export function resourceByIdPrefix(prefix: string): Resource | undefined {
  return byIdPrefix.get(prefix);
}
