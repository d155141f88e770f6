// A stand-in for S3's GetObject that holds every read until the test releases it: what makes a queue's consumer busy
// for as long as a test needs, told by events (a read arrived, reads answered) rather than by time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldS3 {
  /** The endpoint to give the functions as S3_ENDPOINT (path-style requests: /<bucket>/<key>). */
  endpoint: string;
  /** Keeps `raw` as the object `key`, which a read answers once released. */
  put(key: string, raw: string): void;
  /** Settles when the first read arrives (held until release). */
  firstRead: Promise<void>;
  /** The keys read so far, answered or held. */
  readonly reads: readonly string[];
  /** How many reads were answered. */
  readonly answered: number;
  /** Answers every held read, and each later one at once. */
  release(): void;
  stop(): Promise<void>;
}

export async function startHeldS3(): Promise<HeldS3> {
  const objects = new Map<string, string>();
  const reads: string[] = [];
  const held: Array<() => void> = [];
  let released = false;
  let answered = 0;
  let firstReadArrived!: () => void;
  const firstRead = new Promise<void>((resolve) => {
    firstReadArrived = resolve;
  });
  const server = createServer((request, response) => {
    const [, , ...keyParts] = new URL(request.url ?? '/', 'http://s3').pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    reads.push(key);
    firstReadArrived();
    const answer = () => {
      answered += 1;
      const raw = objects.get(key);
      if (raw === undefined) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end('<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      response.writeHead(200, { 'content-type': 'message/rfc822', 'content-length': Buffer.byteLength(raw) });
      response.end(raw);
    };
    if (released) answer();
    else held.push(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    put: (key, raw) => objects.set(key, raw),
    firstRead,
    reads,
    get answered() {
      return answered;
    },
    release() {
      released = true;
      for (const answer of held.splice(0)) answer();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
