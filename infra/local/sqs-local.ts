// Starts the fauxqs SQS emulator in this process on a free loopback port.
import { buildApp } from 'fauxqs';
import { LOOPBACK } from './free-port.js';

export interface SqsLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * fauxqs's own startFauxqs listens on 0.0.0.0 whatever host it is given (the host only names its queue URLs), which
 * let the network send forged SES notifications to the runtime's queues; its app listens where it is told.
 */
export async function startSqsLocal(): Promise<SqsLocal> {
  const app = buildApp({ logger: false, host: LOOPBACK });
  const endpoint = await app.listen({ port: 0, host: LOOPBACK });
  return { endpoint, stop: () => app.close() };
}
