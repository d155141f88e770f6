// Encodes field values into index sort keys whose byte order is the values' order, nulls included.

export type IndexedFieldType = 'string' | 'number' | 'date' | 'boolean';

/** Value present / value absent: absent sorts after every value, like NULLS LAST in ascending order. */
export const PRESENT = '1';
export const ABSENT = '2';
/** Separates the encoded value from the id; lower than every character an encoded value uses. */
export const VALUE_END = '#';
/** Sorts right after VALUE_END: the upper end of "this value, any id". */
export const AFTER_VALUE_END = '$';
/** Sorts after every character of an encoded sort key: the upper end of a prefix range. */
export const PREFIX_END = '\uffff';
/** DynamoDB caps a sort key at 1024 bytes; longer string values are ordered by their first bytes, then by id. */
const MAX_STRING_BYTES = 400;

/** UTF-8 bytes as lower-case hex: byte order is kept, and no hex digit sorts below VALUE_END. */
function hexOfString(value: string): string {
  return Buffer.from(value, 'utf8').subarray(0, MAX_STRING_BYTES).toString('hex');
}

/** IEEE 754 bits made order-preserving: positive numbers get the sign bit set, negative numbers are inverted. */
function hexOfNumber(value: number): string {
  const buffer = Buffer.alloc(8);
  buffer.writeDoubleBE(value === 0 ? 0 : value); // -0 and 0 are one value
  if (value >= 0) buffer[0]! |= 0x80;
  else for (let i = 0; i < 8; i++) buffer[i] = ~buffer[i]! & 0xff;
  return buffer.toString('hex');
}

/** The encoded value alone, without the null marker; for strings, also usable as a prefix of longer values. */
function encodePresent(type: IndexedFieldType, value: unknown): string {
  switch (type) {
    case 'string':
      return hexOfString(String(value));
    case 'number':
      return hexOfNumber(Number(value));
    case 'date':
      return hexOfString(String(value));
    case 'boolean':
      return value ? '1' : '0';
  }
}

/** Whether a value is absent for ordering: null, undefined, or an empty string. */
export function isAbsent(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** The sort-key form of a value, without the id: use it for equality and range key conditions. */
export function encodeSortValue(type: IndexedFieldType, value: unknown): string {
  return isAbsent(value) ? ABSENT : PRESENT + encodePresent(type, value);
}

/** The sort-key prefix shared by every string value that starts with `prefix`. */
export function encodeStringPrefix(prefix: string): string {
  return PRESENT + hexOfString(prefix);
}

/** Whether a string value is longer than the sort key keeps, so that a key condition alone cannot decide equality. */
export function exceedsSortKey(value: string): boolean {
  return Buffer.byteLength(value, 'utf8') > MAX_STRING_BYTES;
}

/** Full index sort key: the encoded value, the separator and the id, so that ties break on id. */
export function indexSortKey(type: IndexedFieldType, value: unknown, id: string): string {
  return encodeSortValue(type, value) + VALUE_END + id;
}
