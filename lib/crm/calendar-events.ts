// Calendar events: meetings and calls on the calendar, optionally with a contact.
import { lowerCaseEmail } from '../platform/schemas/more-formats.js';
import { defineResource } from '../platform/resources/define.js';
import { f } from '../platform/resources/fields.js';

export const calendarEvents = defineResource({
  object: 'calendarEvent',
  idPrefix: 'cal',
  path: 'calendar-events',
  description: 'A meeting or call: title, start and end, place, attendees and the contact it is with.',
  fields: {
    title: f.text({ required: true, search: true }),
    startsAt: f.dateTime({ required: true }),
    endsAt: f.dateTime({ required: true }),
    contactId: f.ref('con', { nullable: true }),
    location: f.text({ nullable: true }),
    description: f.text({ nullable: true }),
    attendees: f.array({ ...f.email(), schema: lowerCaseEmail }, { maxItems: 100 }),
  },
  indexes: [{ sortBy: 'updatedAt' }, { sortBy: 'startsAt' }, { sortBy: 'contactId' }, { sortBy: 'title' }],
});
