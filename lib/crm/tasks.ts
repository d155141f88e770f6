// Tasks: to-dos for a member of the organization, optionally about a contact or deal.
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

export const tasks = defineResource({
  object: 'task',
  idPrefix: 'tsk',
  path: 'tasks',
  description:
    'A to-do with a status, priority and due time, assigned to a membership and linked to a contact or deal.',
  fields: {
    title: f.text({ required: true, search: true }),
    description: f.text({ nullable: true }),
    status: f.enum(['TODO', 'IN_PROGRESS', 'DONE'], { default: 'TODO' }),
    priority: f.enum(['LOW', 'MEDIUM', 'HIGH'], { default: 'MEDIUM' }),
    dueAt: f.dateTime({ nullable: true }),
    assigneeId: f.ref('mem', { nullable: true }),
    contactId: f.ref('con', { nullable: true }),
    dealId: f.ref('dea', { nullable: true }),
  },
  indexes: [
    { sortBy: 'updatedAt' },
    { sortBy: 'dueAt' },
    { sortBy: 'dueAt', partitionBy: 'status' },
    { sortBy: 'contactId' },
    { sortBy: 'dealId', sparse: true },
    { sortBy: 'assigneeId' },
  ],
});
