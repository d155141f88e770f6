// Starts the fauxqs SQS emulator in this process on a free port.
import { startFauxqs } from 'fauxqs';

export interface SqsLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startSqsLocal(): Promise<SqsLocal> {
  const server = await startFauxqs({ port: 0, logger: false, host: '127.0.0.1' });
  return { endpoint: server.address, stop: () => server.stop() };
}
