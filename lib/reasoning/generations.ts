// Generations: one record per reasoning a model made (over a note), in the specification's Generation shape; read-only.
import * as v from 'valibot';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';
import { defineItem, part } from '../platform/store/item-type.js';

/** An organization's sequence of generation numbers (1, 2, 3...): one counter, taken atomically. */
export const generationSequences = defineItem({
  name: 'generation sequence',
  partition: ['SEQ', part('org'), 'generations'],
  sort: [],
  attributes: v.object({ value: v.number() }),
});

const message = v.strictObject({ role: v.picklist(['user', 'assistant']), content: v.string() });
const service = { readOnly: true } as const;

export const generations = defineResource({
  object: 'generation',
  idPrefix: 'gen',
  path: 'generations',
  description:
    "A reasoning a model made over a note, in the Generation shape: `id` is a number (the organization's sequence), `unique_id` the path id (`gen_...`), which lists take as `startingAfter`; `noteId` and `fineTuningId` say what it reasoned over and under which settings.",
  readOnly: true,
  fields: {
    /** The organization's sequence number: the Generation shape's `id`. */
    sequence: f.number({ ...service, integer: true, min: 1 }),
    prompt_id: f.text(service),
    model: f.text({ ...service, search: true }),
    timestamp: f.dateTime(service),
    completion_message: f.object(v.strictObject({ content: v.string() }), service),
    total_request_tokens: f.number({ ...service, integer: true, min: 0 }),
    cost: f.number({ ...service, min: 0 }),
    prompt_messages: f.object(v.array(message), service),
    completion_messages: f.object(v.array(message), service),
    noteId: f.ref('not', { readOnly: true, nullable: true }),
    fineTuningId: f.ref('fin', { readOnly: true, nullable: true }),
  },
  // Appended: a slot's place is in the keys of the records already written.
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'noteId' }, { sortBy: 'timestamp' }, { sortBy: 'sequence' }],
  // The Generation shape's `id` addresses a generation as its `unique_id` does (the clarifications).
  numberedBy: 'sequence',
  // The Generation shape: a numeric id, and the path id as unique_id.
  presentAs: ({ id, sequence, ...rest }) => ({ id: sequence, unique_id: id, ...rest }),
});
