// The rules a campaign's writes keep: it turns ACTIVE only with a connection of the organization to send from and an EMAIL
// step, and a status set by the organization clears the service's reason for pausing it.
import { type FieldError, InvalidRequestError } from '../../platform/http/errors.js';
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

/**
 * Refuses (400, naming each field) a write that leaves the campaign ACTIVE without a live connection of the
 * organization that may send (CONNECTED) in fromConnectionId, or without an EMAIL step (a new campaign has none yet). Checked when the write
 * sets the status to ACTIVE or changes the connection of an ACTIVE campaign.
 */
async function activeNeedsSender(ctx: HookContext, data: Data, current: StoredRecord | undefined): Promise<Data> {
  const status = data.status ?? current?.status;
  if (status !== 'ACTIVE' || (current && !('status' in data) && !('fromConnectionId' in data))) return data;
  const errors: FieldError[] = [];
  const connectionId = 'fromConnectionId' in data ? data.fromConnectionId : current?.fromConnectionId;
  if (typeof connectionId !== 'string') {
    errors.push({
      path: 'fromConnectionId',
      message: 'is required for an ACTIVE campaign: the connection it sends from',
    });
  } else {
    // A connection the body names was checked by the engine; one the campaign already had may have been deleted since.
    const connection =
      ctx.references?.get(connectionId) ?? (await ctx.store.get(connections.entity, ctx.write.org, connectionId));
    if (!connection)
      errors.push({
        path: 'fromConnectionId',
        message: `does not name a live connection of this organization (${connectionId})`,
      });
    else if (!maySendFrom(connection))
      errors.push({
        path: 'fromConnectionId',
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
  activeNeedsSender(ctx, clearStatusReason(data), current),
);
