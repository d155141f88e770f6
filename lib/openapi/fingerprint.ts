// A fingerprint of the document without its version: docs/openapi.d.ts records the one it was generated from.
import { createHash } from 'node:crypto';
import type { JsonSchema } from './json-schema.js';

/** SHA-256 (first 16 hex digits) of the document with `info.version` left out, which changes with every commit. */
export function documentFingerprint(document: JsonSchema): string {
  const { info } = document;
  const unversioned = { ...document, info: typeof info === 'object' ? { ...info, version: undefined } : info };
  return createHash('sha256').update(JSON.stringify(unversioned)).digest('hex').slice(0, 16);
}
