// A scheduled draft email's send: checked again just before it goes, then sent once through the campaign send path.
import { doNotEmailReasons } from '../model/campaign-joining.js';
import { campaigns } from '../model/campaigns.js';
import { contacts } from '../../crm/index.js';
import { draftEmails } from '../model/draft-emails.js';
import type { EntityType } from '../../platform/store/entity.js';
import type { StoredRecord } from '../../platform/store/records.js';
import { composeMessage } from './compose.js';
import { refusalReason } from '../model/campaign-template.js';
import { sendOnce, settleWhile } from './send-once.js';
import { sendingConnection } from './sending-connection.js';
import { type DraftSendMessage, holdsClaim } from './send-queue.js';
import type { SendJob } from './send-job.js';

/** The reservation part of a draft's send: a draft is sent once, whatever its schedule did. */
const DRAFT_SEND = 'draft';

export async function sendDraft(job: SendJob, message: DraftSendMessage): Promise<void> {
  const { deps, ctx, now } = job;
  const { store } = deps;
  const draft = await store.get(draftEmails.entity, message.org, message.id);
  if (!holdsClaim(draft, message)) return;
  // A FAILED mark lands unless the draft was sent meanwhile; other changes only while it holds the claim.
  const settle = (patch: Record<string, unknown>) =>
    settleWhile(
      store,
      draftEmails.entity,
      ctx,
      message.id,
      (record) => record.status !== 'SENT' && (holdsClaim(record, message) || patch.status === 'FAILED'),
      patch,
    );
  const failed = (reason: string) => settle({ status: 'FAILED', reason, nextSendAt: null });

  const live = async <R extends StoredRecord>(entity: EntityType<R>, id: string | null | undefined) =>
    typeof id === 'string' ? (await store.getLive([{ entity, org: message.org, id }]))[0] : undefined;
  const [campaign, contact] = await Promise.all([
    live(campaigns.entity, draft.campaignId),
    live(contacts.entity, draft.contactId),
  ]);
  const from = await sendingConnection(job, draft.connectionId ?? campaign?.fromConnectionId);
  if ('refused' in from) return failed(from.refused);
  if ('held' in from) return settle({ nextSendAt: from.held });
  const { connection } = from;
  const to = draft.to;
  // The contact's opt-out, and the suppression of the address the draft goes to.
  const recipient = { ...contact, id: draft.id, email: to };
  const blocked = (await doNotEmailReasons(store, message.org, [recipient])).get(draft.id);
  if (blocked) return failed(blocked);

  await sendOnce(
    job,
    {
      key: { org: message.org, recordId: message.id, part: DRAFT_SEND },
      settle,
      async recordItems(sentEmailId) {
        const current = await store.getVersioned(draftEmails.entity, message.org, message.id);
        if (!current || current.record.status === 'SENT') return undefined;
        const sent = { status: 'SENT', sentAt: now.toISOString(), sentEmailId, nextSendAt: null, reason: null };
        return store.updateItems(draftEmails.entity, ctx, current, sent).items;
      },
    },
    async () => {
      const composed = await composeMessage(deps, {
        org: message.org,
        contact: contact ?? { email: to },
        to,
        connection,
        campaign: campaign ?? null,
        templates: { subject: draft.subject ?? null, body: draft.body ?? null },
        origin: { campaignId: campaign?.id ?? null, campaignContactId: null, stepId: null, variantId: null },
        // A draft has its own time, no window: past a limit it goes at the first moment with room.
        sendableAt: (room) => room,
      });
      if (composed.ok) return composed.send;
      await failed(refusalReason(composed));
      return undefined;
    },
  );
}
