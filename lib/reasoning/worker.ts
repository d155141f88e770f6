// The note reasoner: reasons over one new note under its organization's settings, records it once, and acts on it.
import type { SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import * as v from 'valibot';
import type { Clock } from '../platform/clock.js';
import { logger } from '../platform/http/logger.js';
import type { RecordHandler } from '../platform/queue/batch-handler.js';
import type { Engine } from '../platform/resources/engine.js';
import { generationSequences, generations } from './generations.js';
import { notes } from '../crm/index.js';
import { eventEntity, namedEventFields } from '../platform/store/event-log.js';
import { WriteRaceError } from '../platform/store/errors.js';
import type { StoredRecord, WriteContext } from '../platform/store/records.js';
import type { Store, TransactItem } from '../platform/store/store.js';
import type { TableUse } from '../platform/store/table-use.js';
import { engineTableUse } from '../platform/resources/engine-table-use.js';
import { effectsOf, skippedReasoning, type StoredReasoning, storedReasoningSchema } from './decide.js';
import { applyLaterEffects, effectItems } from './effects.js';
import {
  type ModelSpend,
  modelSpendTableUse,
  reasoningOfAnswer,
  reasonWithinBudget,
  type SpentAnswer,
} from './model-spend.js';
import type { ReasonerAnswer } from './reasoner.js';
import { organizationZone, settingsOf } from './settings.js';

/** One note to reason over. */
export interface ReasoningMessage {
  org: string;
  noteId: string;
}

export interface NoteReasonerDeps {
  store: Store;
  engine: Engine;
  /** The model, metered, and the local reasoner that answers past the organization's monthly token budget. */
  spend: ModelSpend;
  now: Clock;
  /** Deliveries before SQS moves a message to the dead-letter queue: the last one records the reasoning FAILED. */
  maxReceiveCount: number;
}

/**
 * What the note reasoner does to the table: it reads the note and what its reasoning needs, numbers each generation in
 * the organization's sequence, meters the model's tokens on the month's usage, and writes the reasoning and its
 * effects (tasks, contacts, campaign contacts and suppressions, through the engine).
 */
export const noteReasonerTableUse: readonly TableUse[] = [
  ...engineTableUse,
  { items: generationSequences, may: ['update'] },
  modelSpendTableUse,
];

/** What the generation log calls the prompt every reasoning over a note is made from. */
const NOTE_PROMPT_ID = 'note-reasoning/v1';

export function createNoteReasoningHandler(deps: NoteReasonerDeps): RecordHandler {
  return async (record: SQSRecord, context) => {
    const message = JSON.parse(record.body) as ReasoningMessage;
    const receives = Number(record.attributes.ApproximateReceiveCount ?? 1);
    await reasonOverNote(deps, message, context?.awsRequestId ?? record.messageId, receives);
  };
}

/**
 * Reasons over the note unless it already has its reasoning. A redelivery after the reasoning was recorded writes no
 * second generation: it only applies again what the recorded reasoning applied (each step checks before it writes).
 */
export async function reasonOverNote(
  deps: NoteReasonerDeps,
  message: ReasoningMessage,
  requestId: string,
  receives = 1,
): Promise<void> {
  const { store } = deps;
  const ctx: WriteContext = { org: message.org, actor: { type: 'system', id: 'note-reasoner' }, requestId };
  const current = await store.getVersioned(notes.entity, message.org, message.noteId);
  if (!current) return;
  const note = current.record;
  const timeZone = await organizationZone(store, message.org);
  const now = deps.now();
  if (note.reasoning)
    return applyLaterEffects(deps, ctx, note, v.parse(storedReasoningSchema, note.reasoning), { timeZone });

  const settings = await settingsOf(store, message.org);
  if (settings.mode === 'OFF') return record(deps, ctx, current, skippedReasoning(settings));
  let answer: SpentAnswer;
  try {
    answer = await reasonWithinBudget(store, deps.spend, ctx, now, {
      text: note.body,
      settings,
      writtenAt: new Date(note.createdAt),
      timeZone,
    });
  } catch (error) {
    // The note stays saved; on the last delivery its reasoning says why, and the message goes on to the DLQ.
    if (receives >= deps.maxReceiveCount)
      await record(deps, ctx, current, {
        status: 'FAILED',
        reason: `The reasoner failed: ${(error as Error).message}`,
        requiresReview: true,
        generationId: null,
        fineTuningId: settings.fineTuningId,
      });
    throw error;
  }
  const generationId = `${generations.idPrefix}_${ulid()}`;
  const reasoning = reasoningOfAnswer(answer, settings, generationId);
  const generation = await generationItems(store, ctx, generationId, answer, note, settings.fineTuningId, now);
  const effects = effectsOf(reasoning, { writtenAt: new Date(note.createdAt), timeZone });
  await record(deps, ctx, current, reasoning, [
    ...generation,
    ...(await effectItems(deps, ctx, note, reasoning, effects)),
  ]);
  await applyLaterEffects(deps, ctx, note, reasoning, { timeZone });
}

/**
 * The note's reasoning with `items` in one transaction, if the note is as it was read (else the message comes back),
 * and `note.reasoned` with it unless reasoning is off: a receiver learns the outcome once, done or failed.
 */
async function record(
  { store }: NoteReasonerDeps,
  ctx: WriteContext,
  current: NonNullable<Awaited<ReturnType<Store['getVersioned']>>>,
  reasoning: StoredReasoning,
  items: TransactItem[] = [],
): Promise<void> {
  const reasoned =
    reasoning.status === 'SKIPPED'
      ? []
      : store.createItems(
          eventEntity,
          ctx,
          namedEventFields('note.reasoned', notes.entity, current.record.id, ['reasoning'], ctx),
        ).items;
  try {
    await store.commit([...store.updateItems(notes.entity, ctx, current, { reasoning }).items, ...reasoned, ...items]);
  } catch (error) {
    if (error instanceof WriteRaceError) logger.warn('The note changed while reasoned over; it is reasoned over again');
    throw error;
  }
}

/** The generation record in the specification's shape, numbered in the organization's sequence. */
async function generationItems(
  store: Store,
  ctx: WriteContext,
  id: string,
  answer: ReasonerAnswer,
  note: StoredRecord,
  fineTuningId: string | null,
  now: Date,
): Promise<TransactItem[]> {
  const sequence = await store.counters.next(generationSequences, { org: ctx.org });
  const data = generations.withDefaults({
    sequence,
    prompt_id: NOTE_PROMPT_ID,
    model: answer.model,
    timestamp: now.toISOString(),
    completion_message: { content: answer.completionMessages.at(-1)?.content ?? '' },
    total_request_tokens: answer.totalRequestTokens,
    cost: answer.cost,
    prompt_messages: answer.promptMessages,
    completion_messages: answer.completionMessages,
    noteId: note.id,
    fineTuningId,
  });
  const created = store.createItems(generations.entity, ctx, data, { id });
  return created.items;
}
