// Parses the page size, `limit`: an integer from 1 to 100, 25 when absent.
import { InvalidParameterError } from '../http/errors.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from './types.js';

export function parseLimit(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_LIMIT;
  // Digits only: Number() would also take '1.5', '1e2', ' 5' and '0x10'.
  const limit = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (limit >= 1 && limit <= MAX_LIMIT) return limit;
  throw new InvalidParameterError(`limit must be an integer from 1 to ${MAX_LIMIT}.`);
}
