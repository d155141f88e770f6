// The note reasoning a Lambda instance wires in: new notes' reasoning queued, and a reasoner for fine-tuning trials.
import { createNoteReasoningPort, reasoningSenderFromEnv } from '../reasoning/port.js';
import type { Reasoner } from '../reasoning/reasoner.js';
import { reasonerFromEnv } from '../reasoning/reasoner-from-env.js';
import type { NoteReasoningPort, ResourceServices } from '../resources/behaviour.js';
import { createEngine } from '../resources/engine.js';
import type { Store } from '../store/store.js';

/** The port; its reasoner is built on the first trial, so that an API cold start does not train the local one. */
export function noteReasoningFromEnv(store: Store, env: NodeJS.ProcessEnv = process.env): NoteReasoningPort {
  let reasoner: Reasoner | undefined;
  return createNoteReasoningPort({
    store,
    reasoner: () => (reasoner ??= reasonerFromEnv(env)),
    send: reasoningSenderFromEnv(),
  });
}

/** What a function that writes notes outside the API runs with (replies, the local inbox): their reasoning queued. */
export function servicesWithNoteReasoning(store: Store): ResourceServices {
  const noteReasoning = noteReasoningFromEnv(store);
  return { store, engine: createEngine({ store, noteReasoning }), noteReasoning };
}
