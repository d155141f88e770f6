// The billing provider's port: Stripe in AWS and the local provider for npm start and the tests (lib/billing), both
// speaking Stripe's shapes; the billing routes reach it through their services.

/** A price as the provider describes it: the specification's Price shape (Stripe's price object). */
export type ProviderPrice = Record<string, unknown> & {
  id: string;
  active: boolean;
  metadata: Record<string, string> | null;
};

/** The subscription CreatePrice starts: incomplete until its first invoice is paid with the client secret. */
interface StartedSubscription {
  id: string;
  customerId: string;
  clientSecret: string;
}

/** The organization's billing contact, for its customer. */
interface BillingContact {
  org: string;
  name: string;
  email: string;
}

export interface BillingProvider {
  /** The catalogue's active prices. */
  listPrices(): Promise<ProviderPrice[]>;
  /** The price, or undefined when the provider does not know it. */
  getPrice(priceId: string): Promise<ProviderPrice | undefined>;
  /** A customer for the organization (its id in the customer's metadata); the same one for the same idempotency key. */
  createCustomer(contact: BillingContact, idempotencyKey: string): Promise<{ id: string }>;
  /**
   * A subscription of the customer to the price, incomplete until its first invoice is paid (the organization's id
   * in its metadata); the same one for the same idempotency key.
   */
  createSubscription(
    input: { org: string; customerId: string; priceId: string },
    idempotencyKey: string,
  ): Promise<StartedSubscription>;
  /** Switches the subscription to another price (prorated by the provider); the same once per idempotency key. */
  changePrice(input: { subscriptionId: string; priceId: string }, idempotencyKey: string): Promise<void>;
}
