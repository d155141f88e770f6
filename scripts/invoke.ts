// Invokes one handler with a sample event file, as Lambda would: `npx tsx scripts/invoke.ts functions/health.ts events/api-gateway-v2-health.json`.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildContext } from '../infra/local/apigw-event.js';
import { commandLine } from './cli.js';

const usage = 'usage: npx tsx scripts/invoke.ts <handler entry> <event json>';
const [entry, eventFile] = commandLine({
  usage,
  help: 'Invokes one handler (functions/<name>.ts) with an event file (events/), as Lambda would, and prints its answer.',
  options: {},
  positionals: ['entry', 'event'],
}).positionals;
if (!entry || !eventFile) {
  console.error(`Give the handler entry and the event file.\n${usage}`);
  process.exit(2);
}
const { handler } = (await import(pathToFileURL(resolve(entry)).href)) as {
  handler: (event: unknown, context: unknown) => Promise<unknown>;
};
const event = JSON.parse(readFileSync(resolve(eventFile), 'utf8'));
console.log(JSON.stringify(await handler(event, buildContext(entry, 10)), null, 2));
