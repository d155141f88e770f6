// Every line a test file's process writes (stdout, stderr, console) and its runtime logs, kept for a search for secrets.
import { jest } from '@jest/globals';

/**
 * Registers hooks that capture, from the file's first test to its last, what the process writes; `log` is the runtime's
 * own log option. Set POWERTOOLS_LOG_LEVEL=DEBUG before the runtime's modules load to capture the handlers' debug lines.
 */
export function captureOutput() {
  const logged: string[] = [];
  const restores: Array<() => void> = [];
  beforeAll(() => {
    const text = (chunk: unknown) => (Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk));
    for (const stream of [process.stdout, process.stderr]) {
      const spy = jest.spyOn(stream, 'write').mockImplementation(((chunk: unknown) => {
        logged.push(text(chunk));
        return true;
      }) as never);
      restores.push(() => spy.mockRestore());
    }
    for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
      const spy = jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
      });
      restores.push(() => spy.mockRestore());
    }
  });
  afterAll(() => {
    for (const restore of restores.splice(0)) restore();
  });
  const log = (message: string, error?: unknown) =>
    logged.push(`${message} ${error instanceof Error ? error.stack : String(error ?? '')}`);
  return { logged, log };
}
