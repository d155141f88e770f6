// Splits a CSV byte stream into its records, each with its first line number and byte offsets, so that one bad record
// (an unclosed quote, a line too long, invalid UTF-8) fails alone and a reader can stop and go on at a record boundary.
// csv-parse's own error skipping was tried first: after an invalid closing quote it dropped the good lines that followed.

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** One record of the file, as bytes (without its line ending), or why it has none. */
export interface RawRecord {
  /** The line (1-based) it starts on. */
  line: number;
  /** The byte offset just after it (and its line ending): where a reader goes on from. */
  end: number;
  /** Its bytes, or undefined when it was longer than the limit (it is then skipped up to its line's end). */
  bytes?: Buffer;
}

export interface RecordPosition {
  /** The byte offset the stream starts at within the file (0 for the whole file). */
  offset: number;
  /** The line the stream starts on. */
  line: number;
}

/**
 * The records of `chunks`, a CSV file's bytes from `start`: split at line feeds outside double quotes, blank lines
 * skipped, a UTF-8 byte order mark at the start of the file dropped. A record longer than `maxBytes` has no bytes: it
 * ends at the first line feed past the limit, quoted or not, so that an unclosed quote costs one record, not the file.
 */
export async function* csvRecords(
  chunks: AsyncIterable<Uint8Array>,
  start: RecordPosition,
  maxBytes: number,
): AsyncGenerator<RawRecord> {
  let offset = start.offset;
  let line = start.line;
  let recordLine = line;
  let inQuotes = false;
  let tooLong = false;
  let parts: Buffer[] = [];
  let size = 0;
  let atFileStart = start.offset === 0;

  const take = (chunk: Buffer, from: number, to: number) => {
    if (tooLong || to <= from) return;
    size += to - from;
    if (size > maxBytes) {
      tooLong = true;
      parts = [];
    } else parts.push(chunk.subarray(from, to));
  };
  const finish = (): RawRecord | undefined => {
    let bytes = Buffer.concat(parts);
    // The mark is counted in the offsets (they are the file's) but is no part of the first record.
    if (atFileStart && UTF8_BOM.every((byte, i) => bytes[i] === byte)) bytes = bytes.subarray(UTF8_BOM.length);
    atFileStart = false;
    const trimmed = bytes.at(-1) === CARRIAGE_RETURN ? bytes.subarray(0, -1) : bytes;
    const record = tooLong ? { line: recordLine, end: offset } : { line: recordLine, end: offset, bytes: trimmed };
    const blank = !tooLong && trimmed.length === 0;
    parts = [];
    size = 0;
    tooLong = false;
    inQuotes = false;
    return blank ? undefined : record;
  };

  for await (const piece of chunks) {
    const chunk = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    let from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === QUOTE && !tooLong) inQuotes = !inQuotes;
      else if (byte === NEWLINE) {
        line++;
        if (inQuotes && !tooLong) continue;
        take(chunk, from, i);
        offset += i + 1 - from;
        from = i + 1;
        const record = finish();
        if (record) yield record;
        recordLine = line;
      }
    }
    take(chunk, from, chunk.length);
    offset += chunk.length - from;
  }
  if (size > 0 || tooLong) {
    const record = finish();
    if (record) yield record;
  }
}
