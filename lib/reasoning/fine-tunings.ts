// Fine-tunings: the settings that adjust how the AI handles notes (and drafts) in conversation workflows.
import * as v from 'valibot';
import { InvalidRequestError } from '../platform/http/errors.js';
import { parseBody } from '../platform/http/validate.js';
import { type ResourceAction, writeContextOf } from '../platform/resources/behaviour.js';
import { defineResource } from '../platform/resources/define.js';
import { MAX_STRING } from '../platform/schemas/common.js';
import { f } from '../platform/resources/fields.js';
import { INTENTS } from './note-intents.js';

const example = v.strictObject({
  text: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(2000, 'must be at most 2000 characters')),
  intent: v.picklist(INTENTS, `must be one of ${INTENTS.join(', ')}`),
});

/**
 * The examples and instructions ride on every prompt of the organization's notes (lib/reasoning/bedrock-prompt.ts), so
 * they are bounded by what a prompt may cost: 20 KiB of examples as JSON (about 5,000 tokens), 4,000 characters of
 * instructions.
 */
export const MAX_EXAMPLES_JSON_BYTES = 20 * 1024;
const MAX_INSTRUCTIONS_CHARACTERS = 4000;

const trialBody = v.strictObject({
  text: v.pipe(v.string('must be a string'), v.maxLength(MAX_STRING, `must be at most ${MAX_STRING} characters`)),
});

/**
 * Tests of fine-tunings one organization may run in a minute: each may call the model, and the organization's overall
 * limit is made for cheap reads and writes.
 */
export const FINE_TUNING_TEST_LIMIT = { bucket: 'fine-tuning-tests', limit: 10, windowSeconds: 60 } as const;

/** POST /v5/fine-tunings/{id}/test {"text"}: the reasoning a note with that text would get, with no side effect. */
const trialAction: ResourceAction = {
  method: 'POST',
  suffix: '/{id}/test',
  // It may spend a model's tokens: whoever manages the settings tries them.
  access: 'write',
  perOrganization: FINE_TUNING_TEST_LIMIT,
  async serve({ engine, noteReasoning }, request, resource) {
    const { text } = parseBody(trialBody, request.body);
    const ctx = writeContextOf(resource, request);
    const fineTuning = await engine.read(resource, ctx.org, request.pathParameters.id!);
    if (fineTuning.target !== 'NOTES')
      throw new InvalidRequestError(
        `Fine-tuning ${fineTuning.id} targets ${fineTuning.target}: only NOTES ones reason over notes.`,
      );
    if (!noteReasoning) throw new Error('Note reasoning is not wired into this function');
    return {
      statusCode: 200,
      body: { reasoning: await noteReasoning.trial(ctx, fineTuning, text) },
    };
  },
};

export const fineTunings = defineResource({
  object: 'fineTuning',
  idPrefix: 'fin',
  path: 'fine-tunings',
  description: `Instructions that adjust the AI reasoning applied to notes (including notes from imports) and to drafted emails. For target NOTES: mode OFF (no reasoning), SUGGEST (a task proposes the step) or AUTO (the step is applied at or above minConfidence, else suggested for review); examples [{text, intent}] teach it (at most ${MAX_EXAMPLES_JSON_BYTES} bytes of them as JSON, and ${MAX_INSTRUCTIONS_CHARACTERS} characters of instructions: both ride on every prompt); the newest enabled one applies. POST /v5/fine-tunings/{id}/test {"text"} answers {"reasoning"} as a note with that text would get it, with no side effect.`,
  fields: {
    name: f.text({ required: true, search: true }),
    target: f.enum(['NOTES', 'EMAILS'], { default: 'NOTES' }),
    instructions: f.string({ required: true, min: 1, max: MAX_INSTRUCTIONS_CHARACTERS }),
    enabled: f.boolean({ default: true }),
    mode: f.enum(['OFF', 'SUGGEST', 'AUTO'], { default: 'SUGGEST' }),
    minConfidence: f.number({ min: 0, max: 1, default: 0.7 }),
    examples: f.array(f.object(example), { maxItems: 200, maxJsonBytes: MAX_EXAMPLES_JSON_BYTES }),
    /** The model to use; null means the service's default. */
    model: f.string({ nullable: true, min: 1, max: 200 }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'updatedAt', partitionBy: 'target' }],
  actions: [trialAction],
});
