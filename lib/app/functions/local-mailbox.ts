// The local mailbox function (local runtime only): GET /local/mailbox, the emails the service sent.
import { localMailboxRoute } from '../../mail/mailbox-route.js';
import type { FunctionServing } from '../function-spec.js';

export const localMailboxFunction = {
  routes: [localMailboxRoute],
  build: () => import('../handlers/local-mailbox.js'),
} satisfies FunctionServing;
