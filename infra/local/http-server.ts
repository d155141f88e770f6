// Serves the route table over HTTP locally: matches a request like API Gateway, builds a v2 event and invokes the real handler.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { timeoutOf, type AppModel, type FunctionSpec } from '../../lib/app/function-table.js';
import { gatewayRoutes } from '../../lib/app/gathered-routes.js';
import { createRouteMatcher } from '../../lib/platform/http/route-matcher.js';
import { buildContext, buildHttpEvent } from './apigw-event.js';
import type { AnyHandler } from './handler-loader.js';

/** API Gateway HTTP APIs refuse payloads over 10 MB before any function runs. */
const GATEWAY_MAX_BODY = 10 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= GATEWAY_MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => (size > GATEWAY_MAX_BODY ? resolve(undefined) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** The routes the local runtime serves: the gateway's routes of the model, the local-only ones included. */
export function localRouteKeys(model: AppModel): string[] {
  const keys = gatewayRoutes(model, { local: true }).map((route) => route.key);
  return model.functions.some((fn) => fn.catchAll) ? [...keys, '$default'] : keys;
}

function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2 | string | undefined): void {
  // A handler may return a bare value; API Gateway then answers 200 with it as JSON.
  const structured: APIGatewayProxyStructuredResultV2 =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? result
      : { statusCode: 200, body: JSON.stringify(result ?? null) };
  const headers: Record<string, string | string[]> = { ...(structured.headers as Record<string, string>) };
  if (structured.cookies?.length) headers['Set-Cookie'] = structured.cookies;
  res.writeHead(structured.statusCode ?? 200, headers);
  res.end(
    structured.body === undefined
      ? undefined
      : Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8'),
  );
}

export interface LocalHttpServerOptions {
  model: AppModel;
  loadHandler: (fn: FunctionSpec) => Promise<AnyHandler>;
  onError?: (error: unknown) => void;
  /** Multiplies each function's deadline (LocalRuntimeOptions.requestDeadlineFactor); 1 unless told. */
  deadlineFactor?: number;
  /**
   * Paths the runtime serves itself, before any function, by their beginning: upload URLs (S3's part, streaming their
   * bodies: upload-endpoint.ts) and the local clock (clock-endpoint.ts).
   */
  ownPaths?: ReadonlyArray<{ prefix: string; serve: (req: IncomingMessage, res: ServerResponse) => Promise<void> }>;
}

/** How long an idle keep-alive connection stays open: well past what clients keep one. */
const KEEP_ALIVE_MS = 65_000;

export function createLocalHttpServer({
  model,
  loadHandler,
  onError,
  deadlineFactor = 1,
  ownPaths = [],
}: LocalHttpServerOptions): Server {
  // As API Gateway: a route of its own where the table gives one, a gathered function's one ANY route otherwise.
  const match = createRouteMatcher(gatewayRoutes(model, { local: true }));
  const catchAll = model.functions.find((fn) => fn.catchAll);
  /**
   * Idle keep-alive connections stay open longer than clients keep them (undici, fetch's engine, keeps them 4 s), so a
   * client never sends on a socket the server is closing at that moment, which reads as ECONNRESET when the machine
   * is loaded and timers run late.
   */
  const server = createServer(async (req, res) => {
    try {
      const own = ownPaths.find(({ prefix }) => req.url?.startsWith(prefix));
      if (own) return await own.serve(req, res);
      const body = await readBody(req);
      if (body === undefined)
        return send(res, { statusCode: 413, body: JSON.stringify({ message: 'Request Entity Too Large' }) });
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const found = match(method, url.split('?')[0]!);
      const fn = found.kind === 'found' ? found.route.fn : catchAll;
      if (!fn) return send(res, { statusCode: 404, body: JSON.stringify({ message: 'Not Found' }) });
      const event = buildHttpEvent({
        method,
        url,
        headers: req.headers,
        body,
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        routeKey: found.kind === 'found' ? found.route.key : '$default',
        pathParameters: found.kind === 'found' ? found.pathParameters : undefined,
      });
      const handler = await loadHandler(fn);
      send(
        res,
        (await handler(
          event,
          buildContext(fn.name, timeoutOf(fn) * deadlineFactor),
        )) as APIGatewayProxyStructuredResultV2,
      );
    } catch (error) {
      // Only a crash outside the handler's own error renderer lands here; API Gateway answers such a failure this way.
      onError?.(error);
      if (!res.headersSent) send(res, { statusCode: 500, body: JSON.stringify({ message: 'Internal Server Error' }) });
    }
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // A request's headers may take as long as an idle connection may wait for them.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}
