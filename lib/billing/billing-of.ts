// The billing services of the function a billing route runs in: only the billing function is built with them.
import type { BillingServices, ResourceServices } from '../platform/resources/behaviour.js';

export const billingOf = (services: ResourceServices): BillingServices => {
  if (!services.billing) throw new Error('The billing provider is not wired to this function');
  return services.billing;
};
