// The campaign tick, run every minute: claims the due campaign contacts and drafts and queues their sends.
import type { FunctionServing } from '../function-spec.js';

export const campaignTickFunction = {
  routes: [],
  build: () => import('../handlers/campaign-tick.js'),
} satisfies FunctionServing;
