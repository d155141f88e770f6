// Notes: free text about a contact, company or deal, entered by hand or arriving through an import; each is reasoned over.
import * as v from 'valibot';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

/** A note's reasoning as the reasoner wrote it (lib/reasoning/decision.ts has the full schema); null while pending. */
const reasoningShape = v.record(v.string(), v.unknown());

export const notes = defineResource({
  object: 'note',
  idPrefix: 'not',
  path: 'notes',
  description:
    "A note on a contact, company or deal; notes from import webhooks are handled exactly like notes entered by hand. Each new note is reasoned over within seconds: `reasoning` is null while pending, then {status (DONE, SKIPPED or FAILED), intent, action, confidence, rationale, evidence, requiresReview, generationId, fineTuningId, model, modelFallback}, adjusted by the organization's NOTES fine-tuning; `model` names what answered, and `modelFallback` is MONTHLY_TOKEN_BUDGET when the local reasoner stood in for the model because the organization's month had spent its token budget.",
  fields: {
    body: f.text({ required: true, search: true }),
    contactId: f.ref('con', { nullable: true }),
    companyId: f.ref('com', { nullable: true }),
    dealId: f.ref('dea', { nullable: true }),
    /** The membership that wrote the note; null for notes from imports and API keys. */
    authorId: f.ref('mem', { nullable: true }),
    /** The import the note arrived through, set by the service; null for notes entered by hand. */
    importId: f.ref('imp', { nullable: true, readOnly: true }),
    reasoning: f.object(reasoningShape, { nullable: true, readOnly: true }),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'contactId' },
    { sortBy: 'companyId', sparse: true },
    { sortBy: 'dealId', sparse: true },
  ],
  hooks: {
    // Every note, whichever way it came, is queued through this one port (the import worker calls it for its rows).
    async afterCreate(ctx, record) {
      await ctx.noteReasoning?.queue(ctx.write, [record]);
    },
  },
});
