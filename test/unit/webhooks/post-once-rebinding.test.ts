// DNS rebinding at a delivery: the host name is resolved again at each connection, and an answer that turned private (or adds the cloud metadata address) is refused before anything connects.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LookupAddress } from 'node:dns';
import type { HostResolver } from '../../../lib/platform/http/public-address.js';
import { postOnce } from '../../../lib/webhooks/post-once.js';

let server: Server;
let port: number;
let requests = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    requests++;
    request.resume();
    request.on('end', () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A resolver whose answer for every name is what the test set last: a host whose owner rebinds it at will. */
let answer: LookupAddress[] = [];
const rebindable: HostResolver = (_hostname, _options, callback) => callback(null, answer);

const post = () =>
  postOnce(new URL(`http://hooks.customer.example:${port}/in`), {}, '{}', {
    allowed: new Set(['loopback']),
    timeoutMs: 5000,
    bodyCharacters: 1024,
    resolve: rebindable,
  });

it('posts while the name resolves to an allowed address, and refuses it once it resolves to a private one', async () => {
  answer = [{ address: '127.0.0.1', family: 4 }];
  expect(await post()).toEqual({ status: 200, body: 'ok' });
  expect(requests).toBe(1);

  answer = [{ address: '10.0.0.7', family: 4 }];
  expect(await post()).toEqual({
    error: 'hooks.customer.example resolves to 10.0.0.7, which is not a public address (private)',
  });
  answer = [
    { address: '127.0.0.1', family: 4 },
    { address: '169.254.169.254', family: 4 },
  ];
  expect(await post()).toEqual({ error: expect.stringContaining('169.254.169.254, which is not a public address') });
  answer = [{ address: '::ffff:192.168.1.1', family: 6 }];
  expect(await post()).toEqual({ error: expect.stringContaining('not a public address') });
  expect(requests).toBe(1);
});
