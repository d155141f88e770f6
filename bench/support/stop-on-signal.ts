// Stops what a bench started (the local runtime, its servers) when the bench is interrupted (SIGINT, SIGTERM), then exits.
import { log } from './log.js';

export function stopOnSignal(stopAll: () => Promise<void>): void {
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('\nstopping the local runtime…');
    await stopAll();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(130));
  process.once('SIGTERM', () => void stop(143));
}
