// The note reasoning a Lambda instance wires in: new notes' reasoning queued, and a reasoner for fine-tuning trials.
import { families } from '../families/registry.js';
import { createNoteReasoningPort, reasoningSenderFromEnv } from '../reasoning/port.js';
import type { Reasoner } from '../reasoning/reasoner.js';
import type { NoteReasoningPort, ResourceServices } from '../platform/resources/behaviour.js';
import { createEngine } from '../platform/resources/engine.js';
import type { Store } from '../platform/store/store.js';

/**
 * The reasoner of trials, imported and built on the first trial: the local one trains a model and carries a language
 * model of several megabytes, the Bedrock one an SDK client, and an API cold start needs neither (the bundle keeps
 * them in chunks of their own).
 */
function lazyReasoner(env: NodeJS.ProcessEnv): Reasoner {
  let reasoner: Promise<Reasoner> | undefined;
  return {
    async reason(input) {
      reasoner ??= import('../reasoning/reasoner-from-env.js').then(({ reasonerFromEnv }) => reasonerFromEnv(env));
      return (await reasoner).reason(input);
    },
  };
}

/** The port; its reasoner is built on the first trial, so that an API cold start does not train the local one. */
export function noteReasoningFromEnv(store: Store, env: NodeJS.ProcessEnv = process.env): NoteReasoningPort {
  const reasoner = lazyReasoner(env);
  return createNoteReasoningPort({ store, reasoner: () => reasoner, send: reasoningSenderFromEnv() });
}

/** What a function that writes notes outside the API runs with (replies, the local inbox): their reasoning queued. */
export function servicesWithNoteReasoning(store: Store): ResourceServices {
  const noteReasoning = noteReasoningFromEnv(store);
  return { store, engine: createEngine({ families, store, noteReasoning }), noteReasoning };
}
