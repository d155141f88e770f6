// Events: the log of every write (`contact.created`, ...), kept 90 days (read-only; the store appends them).
import * as v from 'valibot';
import { eventEntity } from '../store/event-log.js';
import { defineResource, type Resource } from './define.js';
import { f } from './fields.js';

const service = { readOnly: true } as const;

const definition = defineResource({
  object: eventEntity.object,
  idPrefix: eventEntity.idPrefix,
  path: 'events',
  description:
    "A write to a record: its type (`<object>.<created|updated|deleted>`), the record, the fields that changed, who wrote it, the request (the platform's id) and the caller's own request id.",
  readOnly: true,
  retentionDays: eventEntity.retentionDays,
  fields: {
    type: f.text(service),
    recordObject: f.text(service),
    recordId: f.string({ ...service, min: 4 }),
    changes: f.array(f.text(), service),
    actor: f.object(v.object({ type: v.picklist(['user', 'apiKey', 'webhook', 'system']), id: v.string() }), service),
    requestId: f.text(service),
    /** The X-Request-Id the caller sent, if any: a caller cannot put its own id in place of the platform's. */
    clientRequestId: f.text({ ...service, nullable: true }),
  },
  // In time order by its ids (append-only: lib/platform/query/order-key.ts); slot 2 as events were always written.
  indexes: [{ sortBy: 'recordId', slot: 2 }],
});

/** The store writes events with eventEntity (no further event per event); the declaration above must map the same slots. */
export const events: Resource = { ...definition, entity: eventEntity };
