// A customer's webhook receiver on localhost: records every POST with whether the official Standard Webhooks library verifies it, and answers as told.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedDelivery {
  path: string;
  /** When its body was read (epoch ms). */
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The event as JSON (null for a body that is none: a curl by hand, say). */
  event: { id: string; type: string; createdAt: string; organizationId: string; data: { object: any } } | null;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port><path>`. */
  url(path?: string): string;
  received: ReceivedDelivery[];
  /**
   * Answers the next requests to `path` with these, in turn (200 once they run out): a status, `hang` (no answer while
   * the receiver runs) or `reset` (the connection dropped without an answer).
   */
  answerWith(path: string, ...answers: Answer[]): void;
  /** The most requests to `path` the receiver was answering at once. */
  peakInFlight(path: string): number;
  /** Whether `secret` verifies the delivery with the official library (a signature of several, any matching). */
  verifies(delivery: ReceivedDelivery, secret: string): boolean;
  close(): Promise<void>;
}

/** How the receiver answers one delivery: a status, later (`afterMs`), never (`hang`), or a dropped connection. */
type Answer = number | { status: number; afterMs: number } | 'hang' | 'reset';

export interface ReceiverOptions {
  /** The port on 127.0.0.1 (a free one when 0). */
  port?: number;
  /** The status each delivery is answered with; by default what answerWith queued for its path, else 200. */
  answer?: (delivery: ReceivedDelivery) => Answer;
  /** Told of each delivery once it is answered. */
  onDelivery?: (delivery: ReceivedDelivery, answer: Answer) => void;
}

export async function startWebhookReceiver(options: ReceiverOptions = {}): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const statuses = new Map<string, Answer[]>();
  const answer = options.answer ?? ((delivery: ReceivedDelivery) => statuses.get(delivery.path)?.shift() ?? 200);
  const inFlight = new Map<string, number>();
  const peaks = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    inFlight.set(path, (inFlight.get(path) ?? 0) + 1);
    peaks.set(path, Math.max(peaks.get(path) ?? 0, inFlight.get(path)!));
    response.on('close', () => inFlight.set(path, (inFlight.get(path) ?? 1) - 1));
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const delivery = { path, at: Date.now(), headers: request.headers, body, event: jsonOrNull(body) };
      received.push(delivery);
      const given = answer(delivery);
      const reply = (status: number) => {
        response.statusCode = status;
        response.end(status < 300 ? 'ok' : 'failing on purpose');
      };
      if (given === 'reset') request.socket.destroy();
      else if (typeof given === 'number') reply(given);
      else if (given !== 'hang') setTimeout(() => reply(given.status), given.afterMs);
      options.onDelivery?.(delivery, given);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answerWith: (path, ...next) => void statuses.set(path, [...(statuses.get(path) ?? []), ...next]),
    peakInFlight: (path) => peaks.get(path) ?? 0,
    verifies: (delivery, secret) => verification(delivery, secret) === undefined,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function jsonOrNull(body: string): ReceivedDelivery['event'] {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** Why `secret` does not verify the delivery with the official library, or undefined when it does. */
export function verification(delivery: ReceivedDelivery, secret: string): string | undefined {
  const header = (name: string) => String(delivery.headers[name] ?? '');
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, header(name)]),
  );
  try {
    new Webhook(secret).verify(delivery.body, headers);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
