// The billing function's secrets read at its cold start, at the SDK boundary: a local server that speaks Secrets
// Manager's JSON protocol answers GetSecretValue.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { billingServices } from '../../lib/app/billing-services.js';
import { readAppConfig } from '../../lib/app/settings.js';
import { storeOf } from '../../lib/app/store.js';

const secrets: Record<string, string> = {
  'arn:billing': JSON.stringify({ secretKey: 'sk_test_123', webhookSecret: 'whsec_123' }),
  'arn:empty': JSON.stringify({ secretKey: '', webhookSecret: '' }),
  'arn:half': JSON.stringify({ secretKey: 'sk_test_123' }),
  'arn:text': 'not json',
};
const asked: Array<{ target: string | undefined; secretId: string }> = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const { SecretId } = JSON.parse(text) as { SecretId: string };
      asked.push({ target: request.headers['x-amz-target']?.toString(), secretId: SecretId });
      response.writeHead(200, { 'Content-Type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ ARN: SecretId, Name: SecretId, SecretString: secrets[SecretId] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const deployed = (arn: string) =>
  readAppConfig({ TABLE_NAME: 'table', BILLING_SECRET_ARN: arn, AWS_REGION: 'us-east-1' });

it('reads the provider secret once and gives the Stripe provider its key and the route its webhook secret', async () => {
  const config = deployed('arn:billing');
  const billing = await billingServices(config, storeOf(config), endpoint);
  expect(billing.webhookSecret).toBe('whsec_123');
  expect(billing.pay).toBeUndefined();
  expect(asked).toEqual([{ target: 'secretsmanager.GetSecretValue', secretId: 'arn:billing' }]);
});

it('leaves billing unconfigured for empty parameters: no prices, and CreatePrice fails saying what to deploy', async () => {
  const config = deployed('arn:empty');
  const { provider } = await billingServices(config, storeOf(config), endpoint);
  expect(await provider.listPrices()).toEqual([]);
  await expect(provider.getPrice('price_x')).rejects.toThrow('StripeSecretKey and StripeWebhookSecret');
});

it('fails the cold start naming what the secret lacks, or that it is not JSON', async () => {
  for (const [arn, message] of [
    ['arn:half', 'The secret arn:half lacks webhookSecret'],
    ['arn:text', 'The secret arn:text does not hold a JSON object'],
  ] as const) {
    const config = deployed(arn);
    await expect(billingServices(config, storeOf(config), endpoint)).rejects.toThrow(message);
  }
});
