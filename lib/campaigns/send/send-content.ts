// What a campaign contact's step sends: the campaign's steps in `sort` order, and the variant a contact gets.
import { createHash } from 'node:crypto';
import { campaignSteps } from '../model/campaign-steps.js';
import { campaignVariants } from '../model/campaign-variants.js';
import { indexSlot, valueEquals } from '../../platform/store/page-query.js';
import type { Store } from '../../platform/store/store.js';
import type { RecordOf } from '../../platform/resources/define.js';

const stepsBySort = indexSlot(campaignSteps.entity, { partitionBy: 'campaignId' });
const variantsByStep = indexSlot(campaignVariants.entity, { sortBy: 'stepId' });

/** A campaign step as its fields declare it. */
export type CampaignStep = RecordOf<typeof campaignSteps.fields>;

/** The campaign's live steps, in `sort` order (ties by id, the order they were made in). */
export async function campaignStepsOf(store: Store, org: string, campaignId: string): Promise<CampaignStep[]> {
  const { items } = await store.collect({
    entity: campaignSteps.entity,
    org,
    index: { slot: stepsBySort, partitionValue: campaignId },
  });
  return items;
}

/**
 * The variant a contact gets of a step, picked by weight and always the same for one contact (a hash of its id
 * chooses the point on the weights' line); undefined when the step has no variant with a weight.
 */
export async function variantFor(
  store: Store,
  org: string,
  stepId: string,
  contactId: string,
): Promise<RecordOf<typeof campaignVariants.fields> | undefined> {
  return pickByWeight(await variantsOf(store, org, stepId), contactId);
}

/** The live variants of a step. */
export async function variantsOf(store: Store, org: string, stepId: string) {
  const { items } = await store.collect({
    entity: campaignVariants.entity,
    org,
    index: { slot: variantsByStep },
    keyCondition: valueEquals('string', stepId),
  });
  return items;
}

/** The variant at the contact's point on the line of weights (in id order, so the pick does not depend on reads). */
export function pickByWeight<T extends { id: string; weight?: unknown }>(variants: readonly T[], contactId: string) {
  const weighted = [...variants].filter((v) => Number(v.weight ?? 0) > 0).sort((a, b) => (a.id < b.id ? -1 : 1));
  const total = weighted.reduce((sum, v) => sum + Number(v.weight), 0);
  if (total === 0) return undefined;
  let point = createHash('sha256').update(contactId).digest().readUInt32BE(0) % total;
  for (const variant of weighted) {
    point -= Number(variant.weight);
    if (point < 0) return variant;
  }
  return undefined;
}
