// The log field that marks a send reserved and never confirmed (its delivery unknown), and the alarm the stack raises on it.
import type { LogAlarm } from '../../app/function-spec.js';

export const DELIVERY_UNKNOWN_ALARM = {
  field: 'deliveryUnknown',
  description:
    'The campaign sender recorded a send reserved and never confirmed: the mail may or may not have left. README, "Sends whose delivery is unknown", says how to check them.',
} as const satisfies LogAlarm;
