// Notes: free text about a contact, company or deal, entered by hand or arriving through an import.
import { defineResource } from './define.js';
import { f } from './fields.js';

export const notes = defineResource({
  object: 'note',
  idPrefix: 'not',
  path: 'notes',
  description:
    'A note on a contact, company or deal; notes from import webhooks are handled exactly like notes entered by hand.',
  fields: {
    body: f.text({ required: true, search: true }),
    contactId: f.ref('con', { nullable: true }),
    companyId: f.ref('com', { nullable: true }),
    dealId: f.ref('dea', { nullable: true }),
    /** The membership that wrote the note; null for notes from imports and API keys. */
    authorId: f.ref('mem', { nullable: true }),
    /** The import the note arrived through, set by the service; null for notes entered by hand. */
    importId: f.ref('imp', { nullable: true, readOnly: true }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'contactId' }, { sortBy: 'companyId' }, { sortBy: 'dealId' }],
});
