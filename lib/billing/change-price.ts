// PATCH /v5/subscriptions/{id}, served by the billing function: the overwrites as any update, and `priceId` to switch
// plans, which the provider makes (prorated) and its event brings back to the record.
import * as v from 'valibot';
import { ConflictError } from '../platform/http/errors.js';
import { idempotencyKeyOf } from '../platform/http/idempotent-requests.js';
import { parseBody } from '../platform/http/validate.js';
import { type ResourceAction, writeContextOf } from '../platform/resources/behaviour.js';
import { billingOf } from './billing-of.js';

/** The plan switch a PATCH may carry beside the family's own fields (which the family's update checks). */
const priceSwitch = v.looseObject({ priceId: v.optional(v.pipe(v.string(), v.minLength(1, 'must name a price'))) });

export const updateSubscriptionAction: ResourceAction = {
  method: 'PATCH',
  suffix: '/{id}',
  access: 'write',
  // It stands in for the family's update: its write policy (owners only) runs first.
  write: 'update',
  async serve(services, request, resource) {
    const { engine } = services;
    const ctx = writeContextOf(resource, request);
    const id = request.pathParameters.id!;
    const { priceId, ...patch } = parseBody(priceSwitch, request.body);
    if (priceId !== undefined) {
      const current = await engine.get(resource, ctx.org, id);
      if (current.status === 'INACTIVE' || typeof current.subscriptionId !== 'string')
        throw new ConflictError('Only a live subscription switches plans: start one with POST /v5/prices.');
      const key = `${ctx.org}:${idempotencyKeyOf(request.event.headers) ?? request.requestId}:price`;
      await billingOf(services).provider.changePrice({ subscriptionId: current.subscriptionId, priceId }, key);
    }
    // An empty patch still answers the record as it is now, the switch's event applied.
    return { body: await engine.update(resource, ctx, id, patch, { request }) };
  },
};
