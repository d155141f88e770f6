// Campaign steps: the ordered emails, waits and tasks of a campaign; `sort` orders them.
import { templateFieldsHook } from './template-fields-hook.js';
import { defineResource } from '../../platform/resources/define.js';
import { f } from '../../platform/resources/fields.js';

export const campaignSteps = defineResource({
  object: 'campaignStep',
  idPrefix: 'cst',
  path: 'campaign-steps',
  description:
    "A step of a campaign (an email, a wait or a task) taken delayDays after the previous one; the envelope's sort orders the steps. An EMAIL step after the first whose subject is null or empty follows up in the thread of the contact's previous message: subject `Re: <its subject>`, In-Reply-To its Message-ID, References the thread's, from the same connection.",
  fields: {
    campaignId: f.ref('cam', { required: true, immutable: true }),
    sequenceId: f.ref('seq', { nullable: true }),
    type: f.enum(['EMAIL', 'WAIT', 'TASK'], { default: 'EMAIL' }),
    delayDays: f.number({ integer: true, min: 0, max: 365, default: 0 }),
    subject: f.text({ nullable: true, search: true }),
    body: f.text({ nullable: true }),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'sort', partitionBy: 'campaignId' },
    { sortBy: 'campaignId' },
    { sortBy: 'sequenceId' },
  ],
  /** Subject and body are Liquid templates: one that does not parse, reads a file or costs too much is a 400 naming the field. */
  hooks: templateFieldsHook,
});
