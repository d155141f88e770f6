// The webhook-intake function: the public webhook address of imports, which queues each row it accepts.
import { webhookIntakeRoute } from '../../imports/webhook/intake-handler.js';
import type { FunctionServing } from '../function-spec.js';

export const webhookIntakeFunction = {
  routes: [webhookIntakeRoute],
  build: () => import('../handlers/webhook-intake.js'),
} satisfies FunctionServing;
