// `npm start`: runs the whole API locally on --port or PORT (default 3000), data under .data/ unless --in-memory, until SIGINT or SIGTERM.
import { join } from 'node:path';
import { repositoryRoot } from './handler-loader.js';
import { startLocalRuntime } from './runtime.js';
import { commandLine } from '../../scripts/cli.js';

// Node 20 runs locally, Node 22 in Lambda: the SDK's notice about Node 20 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = commandLine({
  usage: 'usage: npm start -- [--port 3000] [--in-memory]',
  help:
    'Runs the whole API on this machine: DynamoDB Local, the SQS and S3 emulator, SMTP and IMAP servers, every function.\n' +
    '--port: the port to serve (PORT says it too; 3000 otherwise). --in-memory: keep no data (else under .data/).\n' +
    'Point the scripts at another port with --url localhost:<port> or PORT=<port>.',
  options: { 'in-memory': { type: 'boolean', default: false }, port: { type: 'string' } },
});
// `npm start --port=N` (without the --) reaches the script as npm's config: honoured too.
const portText = values.port ?? process.env.PORT ?? process.env.npm_config_port ?? '3000';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65_535) {
  console.error(
    `--port must be a port number, 0 to 65535; got ${portText}.\nusage: npm start -- [--port 3000] [--in-memory]`,
  );
  process.exit(2);
}
// Each port keeps its own database file, so that two instances can run side by side.
const dataDir = values['in-memory'] ? undefined : join(repositoryRoot, '.data', `port-${port}`, 'dynamodb');

// HOST=0.0.0.0 serves the LAN too, mailbox and all; the default is this machine only. DynamoDB Local and the SQS emulator
// listen on 127.0.0.1 whatever HOST says: the table and the queues trust every caller. Each function's table calls are
// held to the grants it has in AWS, so that a call IAM would refuse fails here first.
// SMTP_PORT and IMAP_PORT fix the mail servers' ports (for a mail client's settings); a free one each otherwise.
const mailServers = { smtpPort: Number(process.env.SMTP_PORT ?? 0), imapPort: Number(process.env.IMAP_PORT ?? 0) };
const runtime = await startLocalRuntime({ port, dataDir, host: process.env.HOST, checkTableGrants: true, mailServers });
// The daily sync of the billing catalogue, once now: prices are there to list from the start.
await runtime.runScheduled('prices-sync');
console.log(`Outreach API ready at ${runtime.url} (${dataDir ? `data in ${dataDir}` : 'in memory'})`);
// What a developer needs to point a script or `scripts/invoke.ts` at the same emulators.
console.log(
  `  TABLE_NAME=${runtime.tableName} DYNAMODB_ENDPOINT=${runtime.dynamodbEndpoint} SQS_ENDPOINT=${runtime.sqsEndpoint}`,
);
const { smtp, imap } = runtime.mailServers;
console.log(
  `  mail servers (any username and password): SMTP ${smtp.host}:${smtp.port}, IMAP ${imap.host}:${imap.port}`,
);
for (const [name, queue] of Object.entries(runtime.queueUrls))
  console.log(`  queue ${name}: ${queue.url} (dead letters: ${queue.deadLetterUrl})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  await runtime.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
