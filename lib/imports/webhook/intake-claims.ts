// The webhook intake's claims on a delivery: by its Idempotency-Key (`key`) or its body (`body`), each by its hash, so that a repeat finds the first row.
import * as v from 'valibot';
import { defineItem, part } from '../../platform/store/item-type.js';

/** A claim on one import's key or body, holding the row it made until it expires. */
export const intakeClaims = defineItem({
  name: 'intake claim',
  partition: ['IDEMPOTENCY', part('org'), part('importId'), part('kind'), part('hash')],
  sort: [],
  attributes: v.object({ rowId: v.string() }),
  expires: true,
});
