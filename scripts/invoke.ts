// Invokes one handler with a sample event file, as Lambda would: `npx tsx scripts/invoke.ts functions/health.ts events/api-gateway-v2-health.json`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildContext } from '../infra/local/apigw-event.js';

const [entry, eventFile] = process.argv.slice(2);
if (!entry || !eventFile) {
  console.error('usage: npx tsx scripts/invoke.ts <handler entry> <event json>');
  process.exit(2);
}
const { handler } = (await import(pathToFileURL(resolve(entry)).href)) as {
  handler: (event: unknown, context: unknown) => Promise<unknown>;
};
const event = JSON.parse(readFileSync(resolve(eventFile), 'utf8'));
console.log(JSON.stringify(await handler(event, buildContext(entry, 10)), null, 2));
