// The campaign sender: consumes the campaign-sends queue.
import type { FunctionServing } from '../function-spec.js';

export const campaignSenderFunction = {
  routes: [],
  build: () => import('../handlers/campaign-sender.js'),
} satisfies FunctionServing;
