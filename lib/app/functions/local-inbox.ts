// The local inbox function (local runtime only): POST /local/inbox, a raw reply recorded as SES inbound mail would be.
import { localInboxRoute } from '../../campaigns/inbound/inbox-route.js';
import type { FunctionServing } from '../function-spec.js';

export const localInboxFunction = {
  routes: [localInboxRoute],
  build: () => import('../handlers/local-inbox.js'),
} satisfies FunctionServing;
