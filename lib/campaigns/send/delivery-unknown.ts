// The log field that marks a send reserved and never confirmed (its delivery unknown), and the alarm the stack raises on it.
export const DELIVERY_UNKNOWN_ALARM = {
  field: 'deliveryUnknown',
  description:
    'The campaign sender recorded a send reserved and never confirmed: the mail may or may not have left. The README (Deploying) says how to check such sends.',
} as const;
