// Parses the sort direction, `sort`: asc or desc, desc when absent.
import { InvalidParameterError } from '../http/errors.js';
import { didYouMean } from './did-you-mean.js';

const DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof DIRECTIONS)[number];

export function parseSort(raw: string | undefined): SortDirection {
  if (raw === undefined) return 'desc';
  const direction = DIRECTIONS.find((candidate) => candidate === raw);
  if (direction !== undefined) return direction;
  throw new InvalidParameterError(`sort must be asc or desc${didYouMean(raw, DIRECTIONS)}.`);
}
