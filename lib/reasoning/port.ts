// Reasoning over notes as the resource families see it: queue new notes' reasoning, try a fine-tuning on a text.
import { logger } from '../platform/http/logger.js';
import type { NoteReasoningPort } from '../platform/resources/behaviour.js';
import type { Store } from '../platform/store/store.js';
import { effectsOf, reasoningOf, skippedReasoning } from './decide.js';
import type { Reasoner } from './reasoner.js';
import { organizationZone, settingsFrom } from './settings.js';
import type { ReasoningMessage } from './worker.js';

export type ReasoningSend = (message: ReasoningMessage) => Promise<void>;

/**
 * `reasoner` answers trials (the worker reasons over stored notes); `send` queues a note's reasoning. A note whose
 * message could not be queued is logged: it stays saved, its reasoning null.
 */
export function createNoteReasoningPort({
  store,
  reasoner,
  send,
}: {
  store: Store;
  reasoner: () => Reasoner;
  send: ReasoningSend;
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
    async trial(org, fineTuning, text) {
      const settings = settingsFrom(fineTuning);
      if (settings.mode === 'OFF') return { ...skippedReasoning(settings), effects: [] };
      const timeZone = await organizationZone(store, org);
      const writtenAt = new Date();
      const answer = await reasoner().reason({ text, settings, writtenAt, timeZone });
      const reasoning = reasoningOf(answer.output, settings, null);
      // What a note with this text would change: the same effects the worker applies, here only described.
      return { ...reasoning, model: answer.model, effects: effectsOf(reasoning, { writtenAt, timeZone }) };
    },
  };
}
