// The campaigns domain's public entry: what other domains use of it, and the only file they import it through.
export { inboundEmailBody } from './inbound/inbound-route.js';
export { campaignContacts, placesInCampaigns } from './model/campaign-contacts.js';
export { campaignContactStatuses } from './model/campaign-tallies.js';
export { campaignContactPatch } from './model/campaign-contact-writes.js';
export { joiningState, optOutReason } from './model/campaign-joining.js';
export { campaignPipelines } from './model/campaign-pipelines.js';
export { campaignSteps } from './model/campaign-steps.js';
export { campaignVariants } from './model/campaign-variants.js';
export { campaignViews } from './model/campaign-views.js';
export { campaigns } from './model/campaigns.js';
export { changeCampaignContactsOf } from './model/contact-campaigns.js';
export { draftEmails } from './model/draft-emails.js';
export { inboundEmails } from './model/inbound-emails.js';
export { sentEmails } from './model/sent-emails.js';
export { sequences } from './model/sequences.js';
export { type FirstSendPlan, firstSendPlan } from './schedule/first-send.js';
export { trackingDomains } from './tracking/tracking-domains.js';
export { applyUnsubscribe } from './tracking/unsubscribe.js';
