// The rules a campaign's writes keep: it turns ACTIVE only with a connection of the organization to send from and an EMAIL
// step, and a status set by the organization clears the service's reason for pausing it.
import { type FieldError, InvalidRequestError } from '../../platform/http/errors.js';
import { bodyField } from '../../platform/http/validate.js';
import type { StoredRecord } from '../../platform/store/records.js';
import { type Data, type HookContext, onCreateAndUpdate } from '../../platform/resources/behaviour.js';
import { campaignSteps } from './campaign-steps.js';
import { connections, maySendFrom } from '../../connections/index.js';

/** Whether the campaign has a live EMAIL step (read through the steps' campaignId index). */
async function hasEmailStep(ctx: HookContext, campaignId: string): Promise<boolean> {
  const query = new URLSearchParams({
    'filter.campaignId.equals': campaignId,
    'filter.type.equals': 'EMAIL',
    limit: '1',
  });
  const { items } = await ctx.engine.list(campaignSteps, ctx.write.org, query.toString());
  return items.length > 0;
}

/** The connections the campaign sends from, as the write leaves them (a record older than the list has its one). */
function sendersOf(data: Data, current: StoredRecord | undefined): string[] {
  const listed = 'fromConnectionIds' in data ? data.fromConnectionIds : current?.fromConnectionIds;
  if (Array.isArray(listed) && listed.length) return listed.filter((id) => typeof id === 'string');
  const one = 'fromConnectionId' in data ? data.fromConnectionId : current?.fromConnectionId;
  return typeof one === 'string' ? [one] : [];
}

/**
 * fromConnectionId is the first of fromConnectionIds, so a write that sets either sets both; a list that names a
 * connection twice, or a fromConnectionId other than the list's first, is refused (400 naming the field).
 */
function alignSenders(ctx: HookContext, data: Data): Data {
  const { fromConnectionIds: ids } = data;
  // A create's data has the list's default ([]): only a list the body gave (or the service's own write) leads.
  const listGiven = ctx.request ? bodyField(ctx.request.body, 'fromConnectionIds') !== undefined : !!ids;
  if (!Array.isArray(ids) || !listGiven)
    return 'fromConnectionId' in data
      ? { ...data, fromConnectionIds: typeof data.fromConnectionId === 'string' ? [data.fromConnectionId] : [] }
      : data;
  const errors: FieldError[] = [];
  if (new Set(ids).size !== ids.length) errors.push({ path: 'fromConnectionIds', message: 'names a connection twice' });
  const oneGiven = ctx.request
    ? bodyField(ctx.request.body, 'fromConnectionId') !== undefined
    : 'fromConnectionId' in data;
  if (oneGiven && data.fromConnectionId !== (ids[0] ?? null))
    errors.push({ path: 'fromConnectionId', message: 'must be the first of fromConnectionIds (or left out)' });
  if (errors.length)
    throw new InvalidRequestError(
      `The campaign's connections are refused: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`,
      errors,
    );
  return { ...data, fromConnectionId: ids[0] ?? null };
}

/**
 * Refuses (400, naming each field) a write that leaves the campaign ACTIVE without connections of the organization
 * that may send (CONNECTED) in fromConnectionIds, or without an EMAIL step (a new campaign has none yet). Checked when
 * the write sets the status to ACTIVE or changes the connections of an ACTIVE campaign.
 */
async function activeNeedsSender(ctx: HookContext, data: Data, current: StoredRecord | undefined): Promise<Data> {
  const status = data.status ?? current?.status;
  const changesSenders = 'fromConnectionId' in data || 'fromConnectionIds' in data;
  if (status !== 'ACTIVE' || (current && !('status' in data) && !changesSenders)) return data;
  const errors: FieldError[] = [];
  const path =
    bodyField(ctx.request?.body, 'fromConnectionIds') !== undefined ? 'fromConnectionIds' : 'fromConnectionId';
  const senders = sendersOf(data, current);
  if (senders.length === 0)
    errors.push({ path, message: 'is required for an ACTIVE campaign: the connection it sends from' });
  for (const connectionId of senders) {
    // A connection the body names was checked by the engine; one the campaign already had may have been deleted since.
    const connection =
      ctx.references?.get(connectionId) ?? (await ctx.store.get(connections.entity, ctx.write.org, connectionId));
    if (!connection)
      errors.push({ path, message: `does not name a live connection of this organization (${connectionId})` });
    else if (!maySendFrom(connection))
      errors.push({
        path,
        message: `names a connection that is ${String(connection.status)}: campaigns send only from CONNECTED connections (verify it first)`,
      });
  }
  if (!current || !(await hasEmailStep(ctx, current.id)))
    errors.push({ path: 'status', message: 'can be ACTIVE only once the campaign has an EMAIL step' });
  if (errors.length)
    throw new InvalidRequestError(
      `The campaign cannot be ACTIVE: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`,
      errors,
    );
  return data;
}

/** A status the organization sets is its own decision: the reason the service paused the campaign no longer holds. */
const clearStatusReason = (data: Data): Data => ('status' in data ? { ...data, statusReason: null } : data);

export const campaignRules = onCreateAndUpdate((ctx, data, current) =>
  activeNeedsSender(ctx, alignSenders(ctx, clearStatusReason(data)), current),
);
