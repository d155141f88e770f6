// The ses-events function: SES bounces, complaints and received mail, from the ses-events queue.
import type { FunctionServing } from '../function-spec.js';

export const sesEventsFunction = {
  routes: [],
  build: () => import('../handlers/ses-events.js'),
} satisfies FunctionServing;
