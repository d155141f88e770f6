// The write rules of draft emails: templates that parse, a sender for a scheduled one, and no change once sent.
import { ConflictError, InvalidRequestError } from '../../platform/http/errors.js';
import type { DraftEmail } from './draft-emails.js';
import { type HookContext, onCreateAndUpdate } from '../../platform/resources/behaviour.js';
import { campaigns } from './campaigns.js';
import { refuseBadTemplates } from './template-fields-hook.js';

/** The fields whose change schedules the draft again (or unschedules it). */
const SCHEDULING_FIELDS = ['scheduledAt', 'connectionId', 'campaignId'] as const;

/** A scheduled draft is sent from its connection, or its campaign's: one of them must be there. */
async function refuseWithoutSender(ctx: HookContext, draft: Record<string, unknown>): Promise<void> {
  if (typeof draft.connectionId === 'string') return;
  const campaignId = typeof draft.campaignId === 'string' ? draft.campaignId : undefined;
  const campaign = campaignId
    ? (ctx.references?.get(campaignId) ?? (await ctx.store.get(campaigns.entity, ctx.write.org, campaignId)))
    : undefined;
  if (typeof campaign?.fromConnectionId === 'string') return;
  throw new InvalidRequestError(
    'A scheduled draft email needs a connection to send from: connectionId, or a campaignId whose campaign has a fromConnectionId.',
    [{ path: 'connectionId', message: 'is required when scheduledAt is set and the campaign has no fromConnectionId' }],
  );
}

export const draftEmailHooks = onCreateAndUpdate(async (ctx, data, current: DraftEmail | undefined) => {
  if (current?.status === 'SENT')
    throw new ConflictError(`This draft email was sent (${current.sentEmailId}): it no longer changes.`);
  await refuseBadTemplates(data);
  if (current && !SCHEDULING_FIELDS.some((field) => field in data)) return data;
  const draft = { ...current, ...data };
  if (typeof draft.scheduledAt !== 'string') return { ...data, status: 'DRAFT', nextSendAt: null, reason: null };
  await refuseWithoutSender(ctx, draft);
  return { ...data, status: 'SCHEDULED', nextSendAt: draft.scheduledAt, reason: null };
});
