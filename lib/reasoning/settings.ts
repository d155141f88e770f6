// The NOTES settings a reasoning runs under: the organization's newest enabled NOTES fine-tuning, or the defaults.
import { fineTunings, MAX_EXAMPLES_JSON_BYTES } from './fine-tunings.js';
import { organizations } from '../auth/index.js';
import { jsonBytes } from '../platform/resources/fields.js';
import { indexSlot } from '../platform/store/page-query.js';
import type { StoredRecord } from '../platform/store/records.js';
import type { Store } from '../platform/store/store.js';
import { DEFAULT_NOTE_SETTINGS, type NoteSettings } from './reasoner.js';

const byTarget = indexSlot(fineTunings.entity, { partitionBy: 'target' });

type Examples = NoteSettings['examples'];

/**
 * The first examples that fit in MAX_EXAMPLES_JSON_BYTES as JSON: writes are refused past it, and a fine-tuning stored
 * before the bound was set sends no more than it either.
 */
function examplesWithinBound(examples: Examples): Examples {
  // '[' and ']', then each example and the comma before every one but the first.
  let bytes = 2;
  const kept: Examples[number][] = [];
  for (const example of examples) {
    bytes += jsonBytes(example) + (kept.length > 0 ? 1 : 0);
    if (bytes > MAX_EXAMPLES_JSON_BYTES) break;
    kept.push(example);
  }
  return kept;
}

/** The settings one fine-tuning gives (its stored values were validated on write). */
export function settingsFrom(fineTuning: StoredRecord): NoteSettings {
  return {
    fineTuningId: fineTuning.id,
    mode: (fineTuning.mode as NoteSettings['mode'] | undefined) ?? DEFAULT_NOTE_SETTINGS.mode,
    minConfidence: typeof fineTuning.minConfidence === 'number' ? fineTuning.minConfidence : 0.7,
    instructions: typeof fineTuning.instructions === 'string' ? fineTuning.instructions : null,
    examples: examplesWithinBound((fineTuning.examples as Examples | undefined) ?? []),
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
