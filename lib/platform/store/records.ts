// The record envelope every stored record carries, and who a write is attributed to.
import * as v from 'valibot';

export interface StoredRecord {
  object: string;
  id: string;
  sort: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  [field: string]: unknown;
}

/** A record as an answer presents it, read back: its envelope checked, its other fields unknown. */
export const presentedRecord = v.looseObject({
  object: v.string(),
  id: v.string(),
  sort: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  deletedAt: v.nullable(v.string()),
});

/** A record read together with the version a later write must find unchanged. */
export interface VersionedRecord<R extends StoredRecord = StoredRecord> {
  record: R;
  version: number;
}

/** Who made a write: a user (access token), an API key, a webhook, or the service itself. */
export interface Actor {
  type: 'user' | 'apiKey' | 'webhook' | 'system';
  id: string;
}

/** Everything a write needs besides its data: the tenant, the actor and the request, for the event log. */
export interface WriteContext {
  org: string;
  actor: Actor;
  /** The platform's id of the request (API Gateway's), which the logs carry too. */
  requestId: string;
  /** The caller's own X-Request-Id, kept beside the platform's and never in its place. */
  clientRequestId?: string;
}

/** The fields of the envelope that the store owns; callers never set them directly. */
export const ENVELOPE_FIELDS = ['object', 'id', 'createdAt', 'updatedAt', 'deletedAt'] as const;
