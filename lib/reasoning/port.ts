// Reasoning over notes as the resource families see it: queue new notes' reasoning, try a fine-tuning on a text.
import { logger } from '../platform/http/logger.js';
import type { NoteReasoningPort } from '../platform/resources/behaviour.js';
import type { Clock } from '../platform/clock.js';
import type { Store } from '../platform/store/store.js';
import { effectsOf, skippedReasoning } from './decide.js';
import { type ModelSpend, reasoningOfAnswer, reasonWithinBudget } from './model-spend.js';
import { organizationZone, settingsFrom } from './settings.js';
import type { ReasoningMessage } from './worker.js';

export type ReasoningSend = (message: ReasoningMessage) => Promise<void>;

/**
 * `spend` answers trials (the worker reasons over stored notes): a trial spends the organization's tokens as a note
 * does, and past its monthly budget gets the local reasoner's answer. `send` queues a note's reasoning. A note whose
 * message could not be queued is logged: it stays saved, its reasoning null.
 */
export function createNoteReasoningPort({
  store,
  spend,
  send,
  now,
}: {
  store: Store;
  spend: ModelSpend;
  send: ReasoningSend;
  now: Clock;
}): NoteReasoningPort {
  return {
    async queue(ctx, stored) {
      await Promise.all(
        stored.map((note) =>
          send({ org: ctx.org, noteId: note.id }).catch((error) =>
            logger.error('Queueing a note for reasoning failed', { noteId: note.id, error }),
          ),
        ),
      );
    },
    async trial(ctx, fineTuning, text) {
      const settings = settingsFrom(fineTuning);
      if (settings.mode === 'OFF') return { ...skippedReasoning(settings), wouldApply: false, effects: [] };
      const timeZone = await organizationZone(store, ctx.org);
      const writtenAt = now();
      const answer = await reasonWithinBudget(store, spend, ctx, writtenAt, { text, settings, writtenAt, timeZone });
      const reasoning = reasoningOfAnswer(answer, settings, null);
      // What a note with this text would change: the same effects the worker applies, here only described. Nothing
      // is applied by a test: `wouldApply` says whether a note would have them applied.
      const effects = effectsOf(reasoning, { writtenAt, timeZone });
      return { ...reasoning, applied: false, wouldApply: reasoning.applied, effects };
    },
  };
}
