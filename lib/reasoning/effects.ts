// What a note's reasoning changes: tasks and a referred contact with the reasoning itself, then the campaign contacts.
import { changeCampaignContactsOf, applyUnsubscribe } from '../campaigns/index.js';
import { HttpError } from '../platform/http/errors.js';
import { logger } from '../platform/http/logger.js';
import { contacts, notes, tasks } from '../crm/index.js';
import { eventEntity, namedEventFields } from '../platform/store/event-log.js';
import type { StoredRecord, WriteContext } from '../platform/store/records.js';
import type { TransactItem } from '../platform/store/store.js';
import { type Effect, effectsOf, type StoredReasoning } from './decide.js';
import type { NoteReasonerDeps } from './worker.js';

const emailConstraint = contacts.entity.unique!.find((unique) => unique.field === 'email')!;

/** Campaign contact statuses a stop or a pause changes; the others are done already. */
const RUNNING: ReadonlySet<unknown> = new Set(['ACTIVE', 'PAUSED']);

/**
 * The items that go into the transaction recording the reasoning, so that they happen exactly once with it: the tasks,
 * the referred contact, and `note.action_applied` (naming the note and the generation) when an action is applied.
 */
export async function effectItems(
  { store, engine }: Pick<NoteReasonerDeps, 'store' | 'engine'>,
  ctx: WriteContext,
  note: StoredRecord,
  reasoning: StoredReasoning,
  effects: readonly Effect[],
): Promise<TransactItem[]> {
  const items: TransactItem[] = [];
  const contactId = typeof note.contactId === 'string' ? note.contactId : null;
  for (const effect of effects) {
    if (effect.kind === 'task') {
      const task = tasks.withDefaults({ title: effect.title, description: effect.description, contactId });
      items.push(...store.createItems(tasks.entity, ctx, task).items);
    } else if (effect.kind === 'create-contact') {
      const email = effect.email?.toLowerCase() ?? null;
      if (email && (await store.findByUnique(contacts.entity, emailConstraint, ctx.org, email))) continue;
      try {
        const write = await engine.prepareCreate(contacts, ctx, { name: effect.name ?? email, email });
        items.push(...store.createItems(write.entity, ctx, write.data, { id: write.id }).items);
      } catch (error) {
        // A referral the model read wrongly (a name too long, an address that is none) creates nothing.
        if (!(error instanceof HttpError)) throw error;
        logger.warn('The referred contact is not valid; none is created', { noteId: note.id, error: error.message });
      }
    }
  }
  if (reasoning.applied)
    items.push(
      ...store.createItems(eventEntity, ctx, {
        ...namedEventFields('note.action_applied', notes.entity, note.id, [], ctx),
        generationId: reasoning.generationId,
        action: reasoning.intent === 'UNSUBSCRIBE' ? 'UNSUBSCRIBE' : reasoning.action?.type,
      }).items,
    );
  return items;
}

/**
 * Applies what the recorded reasoning applies to the note's contact: an unsubscribe, a stop or a pause of its campaign
 * contacts. Each step checks before it writes, so a redelivered message applies nothing twice.
 */
export async function applyLaterEffects(
  services: Pick<NoteReasonerDeps, 'store' | 'engine'>,
  ctx: WriteContext,
  note: StoredRecord,
  reasoning: StoredReasoning,
  at: { timeZone: string },
): Promise<void> {
  const contactId = typeof note.contactId === 'string' ? note.contactId : null;
  if (!contactId) return;
  const reason = `note ${note.id}`;
  for (const effect of effectsOf(reasoning, { writtenAt: new Date(note.createdAt), timeZone: at.timeZone })) {
    if (effect.kind === 'unsubscribe') {
      const contact = await services.store.get(contacts.entity, ctx.org, contactId);
      if (typeof contact?.email === 'string')
        await applyUnsubscribe(services, {
          org: ctx.org,
          contactId,
          email: contact.email,
          reason: 'UNSUBSCRIBE',
          requestId: ctx.requestId,
          actor: ctx.actor,
        });
    } else if (effect.kind === 'stop') {
      await changeCampaignContactsOf(services, ctx, contactId, (cc) =>
        RUNNING.has(cc.status) ? { status: 'STOPPED', reason, nextSendAt: null } : undefined,
      );
    } else if (effect.kind === 'pause') {
      const until = effect.until;
      await changeCampaignContactsOf(services, ctx, contactId, (cc) => {
        if (cc.status !== 'ACTIVE' || (typeof cc.pausedUntil === 'string' && cc.pausedUntil >= until)) return undefined;
        const next = typeof cc.nextSendAt === 'string' && cc.nextSendAt > until ? cc.nextSendAt : until;
        return { pausedUntil: until, nextSendAt: next, reason };
      });
    }
  }
}
