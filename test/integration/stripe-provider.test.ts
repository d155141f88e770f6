// The Stripe billing provider at its HTTP boundary (a local server speaking Stripe's shapes), and the webhook signature
// check both providers share.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import {
  type BillingProvider,
  InvalidWebhookSignatureError,
  signatureOf,
  verifiedEvent,
} from '../../lib/billing/billing-provider.js';
import { createStripeProvider } from '../../lib/billing/stripe-provider.js';
import { HttpError, InvalidRequestError, ServiceUnavailableError } from '../../lib/platform/http/errors.js';

/** A request as the server received it. */
interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const stripePrice = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'price',
  active: true,
  billing_scheme: 'per_unit',
  created: 1_700_000_000,
  currency: 'usd',
  custom_unit_amount: null,
  livemode: false,
  lookup_key: `${id}_lookup`,
  metadata: { plan: id },
  nickname: null,
  product: 'prod_1',
  recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
  tax_behavior: 'exclusive',
  tiers_mode: null,
  transform_quantity: null,
  type: 'recurring',
  unit_amount: 1200,
  unit_amount_decimal: '1200',
  ...extra,
});

/** Stripe's error envelope; `param` names the parameter at fault. */
const stripeError = (type: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: { type, message, ...extra },
});

const pages: Record<string, { data: unknown[]; has_more: boolean }> = {
  first: {
    data: [stripePrice('price_a'), stripePrice('price_b', { product: { id: 'prod_2', object: 'product' } })],
    has_more: true,
  },
  price_b: { data: [stripePrice('price_c', { unit_amount: null, unit_amount_decimal: '0.5' })], has_more: false },
};

/** Stripe's answer to a request: the documented shapes, and failures for the ids and prices named for them. */
function answer(request: Recorded): { status: number; body: unknown } | 'hang up' {
  const { method, path, form } = request;
  if (method === 'GET' && path === '/v1/prices') {
    const page = pages[request.query.starting_after ?? 'first'];
    return page ? { status: 200, body: { object: 'list', url: '/v1/prices', ...page } } : { status: 500, body: {} };
  }
  if (method === 'GET' && path === '/v1/prices/price_missing')
    return {
      status: 404,
      body: stripeError('invalid_request_error', "No such price: 'price_missing'", {
        code: 'resource_missing',
        param: 'id',
      }),
    };
  if (method === 'GET' && path === '/v1/prices/price_down')
    return { status: 500, body: stripeError('api_error', 'Something went wrong on our end.') };
  if (method === 'GET' && path === '/v1/prices/price_busy')
    return { status: 429, body: stripeError('invalid_request_error', 'Too many requests.', { code: 'rate_limit' }) };
  if (method === 'GET' && path === '/v1/prices/price_hangup') return 'hang up';
  if (method === 'GET' && path.startsWith('/v1/prices/'))
    return { status: 200, body: stripePrice(path.slice('/v1/prices/'.length)) };
  if (method === 'POST' && path === '/v1/customers')
    return {
      status: 200,
      body: {
        id: 'cus_1',
        object: 'customer',
        name: form.name,
        email: form.email,
        metadata: { org: form['metadata[org]'] },
      },
    };
  if (method === 'POST' && path === '/v1/subscriptions') {
    const price = form['items[0][price]'];
    if (price === 'price_unknown')
      return {
        status: 400,
        body: stripeError('invalid_request_error', `No such price: '${price}'`, {
          code: 'resource_missing',
          param: 'items[0][price]',
        }),
      };
    const invoice =
      price === 'price_without_secret'
        ? { id: 'in_1', object: 'invoice', confirmation_secret: null }
        : {
            id: 'in_1',
            object: 'invoice',
            confirmation_secret: { client_secret: 'pi_1_secret_2', type: 'payment_intent' },
          };
    return {
      status: 200,
      body: {
        id: 'sub_1',
        object: 'subscription',
        customer: form.customer,
        status: 'incomplete',
        metadata: { org: form['metadata[org]'] },
        latest_invoice: invoice,
      },
    };
  }
  if (method === 'GET' && path === '/v1/subscriptions/sub_1')
    return {
      status: 200,
      body: {
        id: 'sub_1',
        object: 'subscription',
        items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item' }] },
      },
    };
  if (method === 'POST' && path === '/v1/subscriptions/sub_1') {
    if (form['items[0][price]'] === 'price_unknown')
      return {
        status: 400,
        body: stripeError('invalid_request_error', "No such price: 'price_unknown'", {
          code: 'resource_missing',
          param: 'items[0][price]',
        }),
      };
    return { status: 200, body: { id: 'sub_1', object: 'subscription' } };
  }
  return { status: 404, body: stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`) };
}

let server: Server;
let provider: BillingProvider;
const received: Recorded[] = [];
const requestsTo = (path: string) => received.filter((request) => request.path === path);

async function record(request: IncomingMessage): Promise<Recorded> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    method: request.method ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
    idempotencyKey: header('idempotency-key'),
    authorization: header('authorization'),
  };
}

async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const recorded = await record(request);
  received.push(recorded);
  const reply = answer(recorded);
  if (reply === 'hang up') {
    request.socket.destroy();
    return;
  }
  response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${received.length}` });
  response.end(JSON.stringify(reply.body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server listens on no TCP port');
  provider = createStripeProvider({ secretKey: 'sk_test_x', host: '127.0.0.1', port: address.port, protocol: 'http' });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

/** The error a call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('the Stripe provider', () => {
  it('lists the active prices across pages, as the Price shape', async () => {
    const prices = await provider.listPrices();
    expect(prices.map((price) => price.id)).toEqual(['price_a', 'price_b', 'price_c']);
    // Every field of Stripe's price, as Stripe sent it (the object's type aside).
    const { object: _object, ...shape } = stripePrice('price_a');
    expect(prices[0]).toEqual(shape);
    // An expanded product is reduced to its id; a decimal amount stays Stripe's string.
    expect(prices[1]?.product).toBe('prod_2');
    expect(prices[2]).toMatchObject({ unit_amount: null, unit_amount_decimal: '0.5' });

    const listed = requestsTo('/v1/prices');
    expect(listed.map((request) => request.query)).toEqual([
      { active: 'true', limit: '100' },
      { active: 'true', limit: '100', starting_after: 'price_b' },
    ]);
    expect(listed.every((request) => request.authorization === 'Bearer sk_test_x')).toBe(true);
  });

  it('gets a price, and answers undefined for one Stripe does not know', async () => {
    expect(await provider.getPrice('price_known')).toMatchObject({ id: 'price_known', product: 'prod_1' });
    expect(await provider.getPrice('price_missing')).toBeUndefined();
    expect(requestsTo('/v1/prices/price_missing')).toHaveLength(1);
  });

  it("creates a customer with the organization in its metadata, under the caller's idempotency key", async () => {
    expect(
      await provider.createCustomer({ org: 'org_1', name: 'Acme', email: 'billing@acme.test' }, 'customer-org_1'),
    ).toEqual({ id: 'cus_1' });
    const [request] = requestsTo('/v1/customers');
    expect(request).toMatchObject({
      method: 'POST',
      form: { name: 'Acme', email: 'billing@acme.test', 'metadata[org]': 'org_1' },
      idempotencyKey: 'customer-org_1',
      authorization: 'Bearer sk_test_x',
    });
  });

  it('starts an incomplete subscription and answers the client secret of its first invoice', async () => {
    expect(
      await provider.createSubscription({ org: 'org_1', customerId: 'cus_1', priceId: 'price_a' }, 'subscription-1'),
    ).toEqual({ id: 'sub_1', customerId: 'cus_1', clientSecret: 'pi_1_secret_2' });
    const request = requestsTo('/v1/subscriptions').find((each) => each.form['items[0][price]'] === 'price_a');
    expect(request).toMatchObject({
      method: 'POST',
      form: {
        customer: 'cus_1',
        'items[0][price]': 'price_a',
        payment_behavior: 'default_incomplete',
        'payment_settings[save_default_payment_method]': 'on_subscription',
        'metadata[org]': 'org_1',
        'expand[0]': 'latest_invoice.confirmation_secret',
      },
      idempotencyKey: 'subscription-1',
    });
  });

  it('refuses a subscription whose first invoice carries no client secret', async () => {
    const error = await failureOf(
      provider.createSubscription({ org: 'org_1', customerId: 'cus_1', priceId: 'price_without_secret' }, 'sub-2'),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(HttpError);
    expect(String(error)).toMatch(/client secret/);
  });

  it('answers a price Stripe does not know as a 400 naming priceId', async () => {
    const error = await failureOf(
      provider.createSubscription({ org: 'org_1', customerId: 'cus_1', priceId: 'price_unknown' }, 'sub-3'),
    );
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error).toMatchObject({ status: 400, options: { errors: [expect.objectContaining({ path: 'priceId' })] } });
  });

  it('answers Stripe failing on every try as a 503 with Retry-After, after the retries', async () => {
    const error = await failureOf(provider.getPrice('price_down'));
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).toMatchObject({ status: 503, options: { headers: { 'Retry-After': '5' } } });
    expect(requestsTo('/v1/prices/price_down')).toHaveLength(3);
  });

  it('answers Stripe refusing the load, or the connection failing, as a 503', async () => {
    expect(await failureOf(provider.getPrice('price_busy'))).toBeInstanceOf(ServiceUnavailableError);
    expect(await failureOf(provider.getPrice('price_hangup'))).toBeInstanceOf(ServiceUnavailableError);
  });

  it('switches a subscription to another price: its item, prorated, under the idempotency key', async () => {
    await provider.changePrice({ subscriptionId: 'sub_1', priceId: 'price_b' }, 'key-switch');
    const [update] = requestsTo('/v1/subscriptions/sub_1').filter((request) => request.method === 'POST');
    expect(update).toMatchObject({
      idempotencyKey: 'key-switch',
      form: { 'items[0][id]': 'si_1', 'items[0][price]': 'price_b', proration_behavior: 'create_prorations' },
    });
    await expect(
      provider.changePrice({ subscriptionId: 'sub_1', priceId: 'price_unknown' }, 'key-2'),
    ).rejects.toMatchObject({
      status: 400,
      options: { errors: [expect.objectContaining({ path: 'priceId' })] },
    });
  });
});

describe('the webhook signature check', () => {
  const secret = 'whsec_test_secret';
  const now = new Date('2026-03-01T12:00:00Z');
  const body = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'customer.subscription.updated',
    created: Math.floor(now.getTime() / 1000),
    data: { object: { id: 'sub_1', object: 'subscription', status: 'active' } },
  });
  const stripeSignature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  });

  /** The error the check throws. */
  function refusal(check: () => unknown): unknown {
    try {
      check();
    } catch (error) {
      return error;
    }
    throw new Error('expected the signature to be refused');
  }

  it("verifies a body signed with Stripe's scheme, by Stripe's helper or by signatureOf", () => {
    const event = verifiedEvent(body, stripeSignature, secret, now);
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_1' } },
    });
    expect(verifiedEvent(body, signatureOf(body, secret, now), secret, now).id).toBe('evt_1');
    // Four minutes on, the signature is still within Stripe's five-minute tolerance.
    expect(verifiedEvent(body, stripeSignature, secret, new Date(now.getTime() + 240_000)).id).toBe('evt_1');
  });

  it.each([
    ['an altered body', () => verifiedEvent(body.replace('active', 'canceled'), stripeSignature, secret, now)],
    ['a wrong secret', () => verifiedEvent(body, stripeSignature, 'whsec_other', now)],
    ['a missing header', () => verifiedEvent(body, undefined, secret, now)],
    [
      'a signature ten minutes old',
      () => verifiedEvent(body, stripeSignature, secret, new Date(now.getTime() + 600_000)),
    ],
  ])('refuses %s', (_case, check) => {
    const error = refusal(check);
    expect(error).toBeInstanceOf(InvalidWebhookSignatureError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_webhook_signature' });
  });
});
