// Composes one outgoing message, a campaign step's or a draft's: rendered for its contact, with its own Message-ID.
import { ulid } from 'ulid';
import { companies } from '../../crm/index.js';
import { sentEmails } from '../model/sent-emails.js';
import { trackingDomains } from '../tracking/tracking-domains.js';
import type { RecordOf } from '../../platform/resources/define.js';
import type { connections } from '../../connections/index.js';
import type { campaigns } from '../model/campaigns.js';
import { renderMessage } from './message.js';
import type { TemplateRefusal } from '../model/campaign-template.js';
import type { ComposedSend } from './send-once.js';
import type { SendWorkerDeps } from './send-job.js';
import type { FollowUp } from './follow-up-thread.js';

export interface MessageToCompose {
  org: string;
  /** The contact the templates read (for a draft to an address without a contact: just that address). */
  contact: Record<string, unknown> & { id?: string; companyId?: string | null };
  to: string;
  connection: RecordOf<typeof connections.fields>;
  /** The campaign that sends it, if any: its tracking settings and domain. */
  campaign: RecordOf<typeof campaigns.fields> | null;
  templates: { subject: string | null; body: string | null };
  /** A follow-up in a thread: its subject (as sent, not a template) and the headers that place it there. */
  followUp?: FollowUp;
  /** The sent email's fields that say what sent it (campaign, step, variant...), besides those composed here. */
  origin: Record<string, unknown>;
  sendableAt: ComposedSend['sendableAt'];
}

/** The message composed, or why its templates send nothing to this contact. */
export async function composeMessage(
  deps: SendWorkerDeps,
  input: MessageToCompose,
): Promise<{ ok: true; send: ComposedSend } | TemplateRefusal> {
  const { org, contact, connection, campaign } = input;
  const company = contact.companyId ? ((await deps.store.get(companies.entity, org, contact.companyId)) ?? null) : null;
  const id = `${sentEmails.idPrefix}_${ulid()}`;
  const from = connection.email;
  const rendered = renderMessage({
    ...input.templates,
    contact,
    company,
    sender: { name: typeof connection.name === 'string' ? connection.name : null, email: from },
    sentEmailId: id,
    org,
    baseUrl: await linkBaseUrl(deps, org, campaign),
    trackOpens: campaign?.trackOpens !== false,
    // The click redirect answers from the service's own domain: only a sender the organization has verified may have
    // its links sent through it; from any other connection the links go out as written.
    trackClicks: campaign?.trackClicks !== false && connection.status === 'CONNECTED',
    tokens: deps.tokens,
  });
  if (!rendered.ok) return rendered;
  const dailyLimit = campaign?.dailyLimit;
  const { followUp } = input;
  const threaded: Record<string, string> = followUp?.inReplyTo
    ? { 'In-Reply-To': followUp.inReplyTo, References: followUp.references.join(' ') }
    : {};
  return {
    ok: true,
    send: {
      connection,
      campaignLimit: campaign && typeof dailyLimit === 'number' ? { id: campaign.id, dailyLimit } : null,
      sendableAt: input.sendableAt,
      sentEmail: {
        ...input.origin,
        id,
        contactId: contact.id ?? null,
        connectionId: connection.id,
        messageId: `<${id}@${from.split('@')[1]}>`,
        inReplyTo: followUp?.inReplyTo ?? null,
        to: input.to,
        from,
        subject: followUp?.subject ?? rendered.subject,
        body: rendered.body,
      },
      parts: { text: rendered.text, html: rendered.html, headers: { ...rendered.headers, ...threaded } },
    },
  };
}

/** The campaign's verified tracking domain, else the API's own address. */
async function linkBaseUrl(deps: SendWorkerDeps, org: string, campaign: MessageToCompose['campaign']): Promise<string> {
  if (typeof campaign?.trackingDomainId === 'string') {
    const domain = await deps.store.get(trackingDomains.entity, org, campaign.trackingDomainId);
    if (domain?.status === 'VERIFIED') return `https://${domain.domain}`;
  }
  return deps.baseUrl();
}
