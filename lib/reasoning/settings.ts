// The NOTES settings a reasoning runs under: the organization's newest enabled NOTES fine-tuning, or the defaults.
import { fineTunings } from './fine-tunings.js';
import { organizations } from '../auth/index.js';
import { indexSlot } from '../platform/store/page-query.js';
import type { StoredRecord } from '../platform/store/records.js';
import type { Store } from '../platform/store/store.js';
import type { Intent } from './decision.js';
import { DEFAULT_NOTE_SETTINGS, type NoteSettings } from './reasoner.js';

const byTarget = indexSlot(fineTunings.entity, { partitionBy: 'target' });

/** The settings one fine-tuning gives (its stored values were validated on write). */
export function settingsFrom(fineTuning: StoredRecord): NoteSettings {
  return {
    fineTuningId: fineTuning.id,
    mode: (fineTuning.mode as NoteSettings['mode'] | undefined) ?? DEFAULT_NOTE_SETTINGS.mode,
    minConfidence: typeof fineTuning.minConfidence === 'number' ? fineTuning.minConfidence : 0.7,
    instructions: typeof fineTuning.instructions === 'string' ? fineTuning.instructions : null,
    examples: (fineTuning.examples as Array<{ text: string; intent: Intent }> | undefined) ?? [],
    model: typeof fineTuning.model === 'string' ? fineTuning.model : null,
  };
}

/** The organization's newest (by creation) enabled, live NOTES fine-tuning's settings; the defaults without one. */
export async function settingsOf(store: Store, org: string): Promise<NoteSettings> {
  const { items } = await store.collect({
    entity: fineTunings.entity,
    org,
    index: { slot: byTarget, partitionValue: 'NOTES' },
    predicate: (item) => item.enabled === true && !item.deletedAt,
  });
  const newest = items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  return newest ? settingsFrom(newest) : DEFAULT_NOTE_SETTINGS;
}

/** The organization's time zone, in which notes' dates are read; UTC when it has none. */
export async function organizationZone(store: Store, org: string): Promise<string> {
  const organization = await store.get(organizations.entity, org, org);
  return typeof organization?.timeZone === 'string' ? organization.timeZone : 'UTC';
}
