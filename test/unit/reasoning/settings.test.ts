// The NOTES settings a fine-tuning gives: its examples bounded as writes are, even for one stored before the bound.
import { MAX_EXAMPLES_JSON_BYTES } from '../../../lib/reasoning/fine-tunings.js';
import { jsonBytes } from '../../../lib/platform/resources/fields.js';
import { settingsFrom } from '../../../lib/reasoning/settings.js';
import type { StoredRecord } from '../../../lib/platform/store/records.js';

const stored = (examples: unknown[]) =>
  ({ id: 'fin_01JD0000000000000000000000', mode: 'AUTO', examples }) as unknown as StoredRecord;

const examples = (count: number, characters: number) =>
  Array.from({ length: count }, (_, i) => ({ text: `${i} ${'é'.repeat(characters)}`, intent: 'INTERESTED' as const }));

it('keeps the examples of a fine-tuning within the bound as they are', () => {
  const within = examples(5, 1000);
  expect(settingsFrom(stored(within)).examples).toEqual(within);
});

it('sends no more than the bound of a fine-tuning stored before it was set: its first examples that fit', () => {
  // 200 examples of 2,000 two-byte characters: about 800 KB, forty times the bound.
  const all = examples(200, 2000);
  const kept = settingsFrom(stored(all)).examples;
  expect(jsonBytes(kept)).toBeLessThanOrEqual(MAX_EXAMPLES_JSON_BYTES);
  expect(jsonBytes(all.slice(0, kept.length + 1))).toBeGreaterThan(MAX_EXAMPLES_JSON_BYTES);
  expect(kept).toEqual(all.slice(0, kept.length));
  expect(kept.length).toBeGreaterThan(0);
});
