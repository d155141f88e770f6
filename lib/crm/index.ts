// The crm domain's public entry: what other domains use of it, and the only file they import it through.
export { activities } from './activities.js';
export { calendarEvents } from './calendar-events.js';
export { companies } from './companies.js';
export { contacts, seniorities } from './contacts.js';
export { deals } from './deals.js';
export { domains } from './domains.js';
export { emailAddresses } from './email-addresses.js';
export { employments } from './employments.js';
export { notes } from './notes.js';
export { pipelineStages } from './pipeline-stages.js';
export { pipelines } from './pipelines.js';
export { propertyViews } from './property-views.js';
export { suppressions } from './suppressions.js';
export { tasks } from './tasks.js';
export { views } from './views.js';
export { addressVerdict, hasValidSyntax, isFreeEmailDomain } from './address-verdict.js';
export { addressRefusal, addressRefusalUse } from './address-refusal.js';
