// Sequences: named groups of a campaign's steps (a branch of follow-ups).
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';

export const sequences = defineResource({
  object: 'sequence',
  idPrefix: 'seq',
  path: 'sequences',
  description: "A named series of a campaign's steps.",
  fields: {
    campaignId: f.ref('cam', { required: true, immutable: true }),
    name: f.text({ required: true, search: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'name' }, { sortBy: 'campaignId' }],
});
