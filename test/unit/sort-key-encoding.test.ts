// Property tests of the index sort-key encoding: byte order of the keys must be the order of the values, then of the ids.
import {
  encodeSortValue,
  encodeStringPrefix,
  exceedsSortKey,
  indexSortKey,
  isAbsent,
  type IndexedFieldType,
} from '../../lib/platform/store/sort-key-encoding.js';

/** mulberry32: a tiny seeded PRNG, so that a failure reproduces. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const int = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** Code point ranges that stress UTF-8 ordering: ASCII with controls, 2-byte, 3-byte below and above the surrogates, 4-byte emoji. */
const CODE_POINT_RANGES: ReadonlyArray<[number, number]> = [
  [0x00, 0x7f],
  [0x61, 0x7a],
  [0x80, 0x7ff],
  [0x800, 0xd7ff],
  [0xe000, 0xfffd],
  [0x1f300, 0x1faff],
  [0x10000, 0x10ffff],
];

function randomString(rand: Rand): string {
  const length = int(rand, 1, 12);
  let s = '';
  for (let i = 0; i < length; i++) {
    const [lo, hi] = pick(rand, CODE_POINT_RANGES);
    s += String.fromCodePoint(int(rand, lo, hi));
  }
  return s;
}

const SPECIAL_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1e-300,
  -1e-300,
  5e-324,
  -5e-324,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Infinity,
  -Infinity,
];

function randomNumber(rand: Rand): number {
  switch (int(rand, 0, 3)) {
    case 0:
      return pick(rand, SPECIAL_NUMBERS);
    case 1:
      return int(rand, -1000, 1000);
    case 2:
      return (rand() - 0.5) * 10 ** int(rand, -20, 20);
    default: {
      // Any finite double, from random bits.
      const buffer = Buffer.alloc(8);
      for (let i = 0; i < 8; i++) buffer[i] = int(rand, 0, 255);
      const value = buffer.readDoubleBE(0);
      return Number.isFinite(value) ? value : 42;
    }
  }
}

// toISOString keeps its fixed four-digit-year form only within years 0000 to 9999.
const FIRST = Date.parse('0000-01-01T00:00:00.000Z');
const LAST = Date.parse('9999-12-31T23:59:59.999Z');

function randomDate(rand: Rand): string {
  const ms = int(rand, FIRST, LAST);
  return new Date(ms).toISOString();
}

const generators: Record<IndexedFieldType, (rand: Rand) => unknown> = {
  string: randomString,
  number: randomNumber,
  date: randomDate,
  boolean: (rand) => rand() < 0.5,
};

/** Strings order by code point, which is UTF-8 byte order (and not JS's UTF-16 order). */
function compareCodePoints(a: string, b: string): number {
  const ca = [...a].map((c) => c.codePointAt(0)!);
  const cb = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(ca.length, cb.length); i++) if (ca[i] !== cb[i]) return ca[i]! - cb[i]!;
  return ca.length - cb.length;
}

function compareValues(type: IndexedFieldType, a: unknown, b: unknown): number {
  switch (type) {
    case 'string':
      return compareCodePoints(a as string, b as string);
    case 'number':
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case 'date':
      return Date.parse(a as string) - Date.parse(b as string);
    case 'boolean':
      return Number(a) - Number(b);
  }
}

/** The order the index must give: present values by value, absent ones last, ties by id. */
function expectedOrder(type: IndexedFieldType, a: unknown, idA: string, b: unknown, idB: string): number {
  const absentA = a === null || a === undefined || a === '';
  const absentB = b === null || b === undefined || b === '';
  const byValue = absentA && absentB ? 0 : absentA ? 1 : absentB ? -1 : compareValues(type, a, b);
  if (byValue !== 0) return Math.sign(byValue);
  return idA < idB ? -1 : idA > idB ? 1 : 0;
}

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const IDS = [
  'con_01HZY0000000000000000000AA',
  'con_01HZY0000000000000000000AB',
  'con_01HZY0000000000000000001ZZ',
  'con_01J00000000000000000000000',
];
const ABSENT_VALUES = [null, undefined, ''];

describe.each<IndexedFieldType>(['string', 'number', 'date', 'boolean'])('indexSortKey(%s)', (type) => {
  it('orders 2000 random pairs by value, absent last, then by id', () => {
    const rand = prng(0x5eed + type.length * 7919);
    const failures: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const a = rand() < 0.1 ? pick(rand, ABSENT_VALUES) : generators[type](rand);
      const roll = rand();
      const b = roll < 0.1 ? pick(rand, ABSENT_VALUES) : roll < 0.25 ? a : generators[type](rand);
      const idA = pick(rand, IDS);
      const idB = pick(rand, IDS);
      const keyA = indexSortKey(type, a, idA);
      const keyB = indexSortKey(type, b, idB);
      // JS string order equals UTF-8 byte order only for ASCII, which the encoding promises.
      expect(keyA).toMatch(/^[\x20-\x7e]+$/);
      const want = expectedOrder(type, a, idA, b, idB);
      const got = compareKeys(keyA, keyB);
      if (want !== got && failures.length < 5)
        failures.push(`${JSON.stringify([a, idA])} vs ${JSON.stringify([b, idB])}: want ${want}, got ${got}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('encodeSortValue', () => {
  it('gives null, undefined and the empty string one absent form that sorts after any present value', () => {
    const absent = ABSENT_VALUES.map((value) => encodeSortValue('string', value));
    expect(new Set(absent).size).toBe(1);
    for (const value of ABSENT_VALUES) expect(isAbsent(value)).toBe(true);
    for (const value of [0, false, ' ', '0']) expect(isAbsent(value)).toBe(false);
    const present = ['\u0000', '\u{10FFFF}'.repeat(50), 'zzzz'].map((s) => encodeSortValue('string', s));
    for (const key of present) expect(key < absent[0]!).toBe(true);
    expect(encodeSortValue('number', Infinity) < encodeSortValue('number', null)).toBe(true);
    expect(encodeSortValue('boolean', true) < encodeSortValue('boolean', undefined)).toBe(true);
  });

  it('encodes -0 and 0 as one value', () => {
    expect(encodeSortValue('number', -0)).toBe(encodeSortValue('number', 0));
  });

  it('orders numbers by value, not by their text', () => {
    const ordered = [-Infinity, -1e10, -2, -1.5, -1, -1e-10, 0, 1e-10, 1, 1.5, 2, 10, 1e10, Infinity];
    const keys = ordered.map((n) => encodeSortValue('number', n));
    expect([...keys].sort()).toEqual(keys);
  });

  it('orders strings by UTF-8 bytes, so an astral character sorts after U+FFFD although JS orders it first', () => {
    expect('\u{1F600}' < '\uFFFD').toBe(true);
    expect(encodeSortValue('string', '\uFFFD') < encodeSortValue('string', '\u{1F600}')).toBe(true);
  });

  it('sorts a string before every string it is a prefix of, whatever the ids', () => {
    expect(indexSortKey('string', 'ab', 'con_Z') < indexSortKey('string', 'ab\u0000', 'con_A')).toBe(true);
    expect(indexSortKey('string', 'ab', 'con_Z') < indexSortKey('string', 'abc', 'con_A')).toBe(true);
  });
});

describe('encodeStringPrefix', () => {
  it('is a prefix of the encoded value exactly when the value starts with the prefix (2000 random pairs)', () => {
    const rand = prng(42);
    let positives = 0;
    for (let i = 0; i < 2000; i++) {
      const p = rand() < 0.05 ? '' : randomString(rand);
      const roll = rand();
      // Half the values extend the prefix; some share its first character only, to probe partial UTF-8 sequences.
      const s =
        roll < 0.5
          ? p + (rand() < 0.3 ? '' : randomString(rand))
          : roll < 0.7
            ? [...p][0] + randomString(rand)
            : randomString(rand);
      if (s === '') continue;
      const want = s.startsWith(p);
      if (want) positives++;
      expect([p, s, encodeSortValue('string', s).startsWith(encodeStringPrefix(p))]).toEqual([p, s, want]);
    }
    expect(positives).toBeGreaterThan(500);
  });

  it('does not treat a character sharing a UTF-8 lead byte as a prefix', () => {
    // é is C3 A9 and ê is C3 AA: same first byte, different characters.
    expect(encodeSortValue('string', 'ê').startsWith(encodeStringPrefix('é'))).toBe(false);
    expect(encodeSortValue('string', 'éa').startsWith(encodeStringPrefix('é'))).toBe(true);
  });
});

describe('exceedsSortKey', () => {
  it('counts UTF-8 bytes against the 400-byte limit', () => {
    expect(exceedsSortKey('a'.repeat(400))).toBe(false);
    expect(exceedsSortKey('a'.repeat(401))).toBe(true);
    expect(exceedsSortKey('€'.repeat(133))).toBe(false); // 399 bytes
    expect(exceedsSortKey('€'.repeat(134))).toBe(true); // 402 bytes
    expect(exceedsSortKey('😀'.repeat(100))).toBe(false); // 400 bytes in 200 UTF-16 units
    expect(exceedsSortKey('😀'.repeat(101))).toBe(true);
  });

  it('keeps the key within DynamoDB 1024-byte sort key limit for the longest strings, ordering them by their first bytes then id', () => {
    const long = 'x'.repeat(10_000);
    const key = indexSortKey('string', long, IDS[3]!);
    expect(Buffer.byteLength(key, 'utf8')).toBeLessThanOrEqual(1024);
    // Two values that differ only after the kept bytes tie on value, so the id decides.
    expect(indexSortKey('string', `${long}b`, IDS[0]!) < indexSortKey('string', `${long}a`, IDS[1]!)).toBe(true);
    expect(indexSortKey('string', `${'x'.repeat(399)}a`, IDS[1]!) < indexSortKey('string', long, IDS[0]!)).toBe(true);
  });
});
