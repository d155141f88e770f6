// `npm run webhook-receiver -- --secret whsec_...`: a receiver of webhook deliveries on this machine that prints each one and whether its signature verifies.
import { commandLine } from './cli.js';
import { startWebhookReceiver, verification } from '../test/support/webhook-receiver.js';

const { values } = commandLine({
  usage: 'usage: npm run webhook-receiver -- [--port 4000] [--secret whsec_...] [--fail N]',
  help:
    "Prints every POST it receives. With --secret (an endpoint's, from its create or rotate-secret answer) it says\n" +
    'whether the Standard Webhooks signature verifies. --fail N answers the first N deliveries 500, to see the retries.',
  options: {
    port: { type: 'string', default: '4000' },
    secret: { type: 'string' },
    fail: { type: 'string', default: '0' },
  },
});
let failing = Number(values.fail);
const { secret } = values;
const receiver = await startWebhookReceiver({
  port: Number(values.port),
  answer: () => (failing-- > 0 ? 500 : 200),
  onDelivery(delivery, answer) {
    const refusal = secret ? verification(delivery, secret) : 'not checked (no --secret)';
    const verdict = refusal === undefined ? 'verifies' : secret ? `DOES NOT VERIFY (${refusal})` : refusal;
    console.log(`${new Date().toISOString()} POST ${delivery.path} webhook-id ${delivery.headers['webhook-id']}`);
    console.log(`  signature: ${verdict}; answered ${answer}`);
    console.log(`  ${delivery.body}`);
  },
});
console.log(`Receiving webhooks at ${receiver.url('/')} (Ctrl-C stops)`);
