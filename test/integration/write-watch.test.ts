// A request cut short after it began to write says it may have been applied, never "nothing was written"; and once
// answered, its handler sends no further write. Against a local HTTP server that speaks DynamoDB's JSON protocol.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { buildContext, buildHttpEvent } from '../../infra/local/apigw-event.js';
import { createDocumentClient } from '../../lib/platform/aws/clients.js';
import {
  AnsweredRequestWriteError,
  answerWrites,
  mayHaveWritten,
  newWriteWatch,
  watchingWrites,
} from '../../lib/platform/aws/write-watch.js';
import { createApiHandler } from '../../lib/platform/http/api-handler.js';
import { waitUntil } from '../support/wait-until.js';

/** How the server answers a request for the table it names: a status (or one per try), or never. */
const answers: Record<string, number | number[] | 'never'> = {
  refused: 400,
  failing: 500,
  hanging: 'never',
  calm: 200,
  // Fails, then is refused when the SDK tries again: the first try may have been applied all the same.
  flaky: [500, 400],
  // DynamoDB Local gives up waiting for its lock on each try, before applying the write.
  locked: 500,
};
/** DynamoDB Local's message when a request timed out waiting for the emulator's lock (from DynamoDBLocal.jar). */
const LOCK_TIMEOUT =
  'This action timed out because it too long waiting for a lock. This request will succeed in actual DynamoDB API';
const received: string[] = [];
let server: Server;
let endpoint: string;

function answer(request: IncomingMessage, response: ServerResponse) {
  let text = '';
  request.on('data', (chunk) => (text += chunk));
  request.on('end', () => {
    const table = String(JSON.parse(text).TableName);
    received.push(`${request.headers['x-amz-target']} ${table}`);
    const tries = received.filter((line) => line.endsWith(` ${table}`)).length;
    const planned = answers[table] ?? 200;
    if (planned === 'never') return;
    const how = Array.isArray(planned) ? planned[Math.min(tries, planned.length) - 1]! : planned;
    const type = how === 400 ? 'ValidationException' : 'InternalServerError';
    const message = table === 'locked' ? LOCK_TIMEOUT : type;
    response.writeHead(how, { 'Content-Type': 'application/x-amz-json-1.0' });
    response.end(how === 200 ? '{}' : JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message }));
  });
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const put = (table: string) => new PutCommand({ TableName: table, Item: { PK: 'a', SK: 'b' } });

describe('the writes a request sent', () => {
  it("may have been applied unless DynamoDB refused each with a 4xx or the emulator's lock time-out; reads do not count", async () => {
    const client = createDocumentClient(endpoint);
    const refused = newWriteWatch();
    await expect(watchingWrites(refused, () => client.send(put('refused')))).rejects.toThrow('ValidationException');
    await watchingWrites(refused, () => client.send(new GetCommand({ TableName: 'failing', Key: { PK: 'a' } }))).catch(
      () => undefined,
    );
    expect(mayHaveWritten(refused)).toBe(false);
    const failed = newWriteWatch();
    await expect(watchingWrites(failed, () => client.send(put('failing')))).rejects.toThrow('InternalServerError');
    expect(mayHaveWritten(failed)).toBe(true);
    const locked = newWriteWatch();
    await expect(watchingWrites(locked, () => client.send(put('locked')))).rejects.toThrow('waiting for a lock');
    expect(mayHaveWritten(locked)).toBe(false);
    const flaky = newWriteWatch();
    await expect(watchingWrites(flaky, () => client.send(put('flaky')))).rejects.toThrow('ValidationException');
    expect(mayHaveWritten(flaky)).toBe(true);
    const calm = newWriteWatch();
    await watchingWrites(calm, () => client.send(put('calm')));
    expect(mayHaveWritten(calm)).toBe(true);
    client.destroy();
  });

  it('are not sent once the request is answered', async () => {
    const client = createDocumentClient(endpoint);
    const watch = newWriteWatch();
    expect(answerWrites(watch)).toBe(false);
    received.length = 0;
    await expect(watchingWrites(watch, () => client.send(put('calm')))).rejects.toBeInstanceOf(
      AnsweredRequestWriteError,
    );
    expect(received).toEqual([]);
    client.destroy();
  });
});

describe('an API request that runs out of time', () => {
  const invoke = (work: () => Promise<unknown>, method = 'POST', resumable = false) =>
    createApiHandler(async () => ({ statusCode: 200, body: await work() }), {
      ...(resumable ? { route: { method: 'POST', path: '/test', scope: 'public', resumable } } : {}),
    })(
      buildHttpEvent({ method, url: '/test', headers: {}, sourceIp: '127.0.0.1', routeKey: `${method} /test` }),
      buildContext('test', 1),
    ) as Promise<{ statusCode: number; body: string; headers: Record<string, string> }>;

  it.each([
    ['POST', 'it may have been applied'],
    // A read's writes are its own bookkeeping (the cursor positions a list remembers), no effect of the request.
    ['GET', 'nothing was written'],
  ])('after a write was sent, a %s answers 503 that says %s', async (method, says) => {
    const client = createDocumentClient(endpoint);
    const answered = await invoke(() => client.send(put('hanging')), method);
    expect(answered.statusCode).toBe(503);
    expect(JSON.parse(answered.body)).toMatchObject({
      code: 'service_unavailable',
      description: expect.stringContaining(says),
    });
    client.destroy();
  });

  it('after a write was sent, a resumable route (a batch of rows by API) answers 503 that asks for the same request again', async () => {
    const client = createDocumentClient(endpoint);
    const answered = await invoke(() => client.send(put('hanging')), 'POST', true);
    expect(answered.statusCode).toBe(503);
    expect(answered.headers).toMatchObject({ 'Retry-After': expect.any(String) });
    expect(JSON.parse(answered.body)).toMatchObject({
      code: 'service_unavailable',
      description: expect.stringContaining('Send the same request again'),
    });
    client.destroy();
  });

  it('before any write: 503 that says nothing was written, and the write it reaches later is never sent', async () => {
    const client = createDocumentClient(endpoint);
    received.length = 0;
    let lateWrite: Promise<unknown> | undefined;
    // The handler waits past its deadline (1 s), then writes: the answer has gone by then.
    const answered = await invoke(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      lateWrite = client.send(put('calm'));
      return lateWrite;
    });
    expect(answered.statusCode).toBe(503);
    expect(JSON.parse(answered.body).description).toContain('nothing was written');
    const { write } = await waitUntil(
      async () => ({ write: lateWrite }),
      (reached) => reached.write !== undefined,
      'the handler to reach its write',
    );
    await expect(write).rejects.toBeInstanceOf(AnsweredRequestWriteError);
    expect(received).toEqual([]);
    client.destroy();
  });
});
