// The write rules of campaign contacts: the state a contact joins with, and the PATCH that only pauses and resumes.
import * as v from 'valibot';
import { ConflictError, InvalidRequestError } from '../../platform/http/errors.js';
import { bodyField } from '../../platform/http/validate.js';
import type { EntityType } from '../../platform/store/entity.js';
import type { StoredRecord } from '../../platform/store/records.js';
import type { CampaignContact } from './campaign-contacts.js';
import {
  type HookContext,
  type ResourceAction,
  type WriteHooks,
  writeContextOf,
} from '../../platform/resources/behaviour.js';
import { doNotEmailReasons, finalStatuses, joiningState } from './campaign-joining.js';
import { campaigns, sendingSchedule } from './campaigns.js';
import { firstSendPlan } from '../schedule/first-send.js';
import { contacts } from '../../crm/index.js';
import type { Resource } from '../../platform/resources/define.js';
import { writeValueSchema } from '../../platform/resources/fields.js';

/** A record the body names, as the reference check read it, or read now (a write of the service's own). */
async function named(ctx: HookContext, entity: EntityType, id: unknown): Promise<StoredRecord> {
  const record =
    typeof id === 'string' ? (ctx.references?.get(id) ?? (await ctx.store.get(entity, ctx.write.org, id))) : undefined;
  if (!record) throw new InvalidRequestError(`No live ${entity.object} ${String(id)} exists in this organization.`);
  return record;
}

/** A campaign contact whose status is final (it replied, bounced, unsubscribed...) does not change status again. */
function refuseLeavingFinal(current: StoredRecord, body: unknown): void {
  const status = bodyField(body, 'status');
  if (status !== undefined && typeof current.status === 'string' && finalStatuses.has(current.status))
    throw new ConflictError(
      `This campaign contact is ${current.status}, which is final: it cannot be made ${status}. Nothing more is sent to it.`,
    );
}

export const campaignContactHooks: WriteHooks<CampaignContact> = {
  async beforeCreate(ctx, data) {
    // The campaign must be a live one of the organization; its state does not change how the contact joins.
    const campaign = await named(ctx, campaigns.entity, data.campaignId);
    const contact = await named(ctx, contacts.entity, data.contactId);
    const schedule = v.parse(v.nullable(sendingSchedule), campaign.schedule ?? null);
    const [blocked, plan] = await Promise.all([
      doNotEmailReasons(ctx.store, ctx.write.org, [contact]),
      firstSendPlan(ctx.store, ctx.write.org, { id: campaign.id, schedule }),
    ]);
    const now = ctx.engine.now();
    return { ...data, ...joiningState(blocked.get(contact.id), plan(now, now), data) };
  },
  async afterCreate(ctx, record) {
    await ctx.campaignJoins?.joined(ctx.write, [record]);
  },
  async beforeUpdate(ctx, patch, current) {
    refuseLeavingFinal(current, patch);
    if (patch.status !== 'ACTIVE' || current.status === 'ACTIVE') return patch;
    // Resuming: due at once (the pipeline's tick takes it from there) unless it already waits for a step.
    const campaign = await ctx.store.get(campaigns.entity, ctx.write.org, current.campaignId);
    const dueNow = campaign?.status === 'ACTIVE' ? ctx.engine.now().toISOString() : null;
    return { ...patch, pausedUntil: null, reason: null, nextSendAt: current.nextSendAt ?? dueNow };
  },
};

let patchSchema: Resource['updateSchema'] | undefined;
/**
 * PATCH takes status (as a body may write it: ACTIVE or PAUSED) and pausedUntil, nothing else; built on first use from
 * the field declarations, and shown in the document as it is.
 */
export const campaignContactPatch = (resource: Pick<Resource, 'fields'>) =>
  (patchSchema ??= v.strictObject(
    {
      status: v.optional(writeValueSchema(resource.fields.status!)),
      pausedUntil: v.optional(writeValueSchema(resource.fields.pausedUntil!)),
    },
    (issue) =>
      issue.expected === 'never'
        ? 'is not a field that can be changed here (a campaign contact takes status and pausedUntil)'
        : 'must be a JSON object',
  ));

/** Replaces the generic PATCH: pauses and resumes, checked against the record the write finds. */
export const campaignContactPatchAction: ResourceAction = {
  method: 'PATCH',
  suffix: '/{id}',
  access: 'write',
  async serve({ engine }, request, resource) {
    return {
      body: await engine.update(resource, writeContextOf(resource, request), request.pathParameters.id!, request.body, {
        request,
        schema: campaignContactPatch(resource),
        precondition: (latest) => refuseLeavingFinal(latest, request.body),
      }),
    };
  },
};
