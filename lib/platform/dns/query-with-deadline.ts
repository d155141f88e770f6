// One DNS query with a deadline for the whole lookup, shared by the import's MX check and the tracking domain's CNAME and TXT checks.
import { Resolver } from 'node:dns/promises';

export interface DeadlineQueryOptions {
  /** The whole lookup's deadline in ms; also the resolver's timeout per try. */
  timeoutMs: number;
  /** DNS servers as `ip` or `ip:port`; the system's servers when absent or empty. */
  servers?: readonly string[];
}

/**
 * Runs `ask` on a resolver of its own and settles with its answer, or with `onDeadline()` once `timeoutMs` has passed,
 * cancelling the query. The resolver's timeout is per try and per server, so with several servers it alone could
 * exceed the deadline; a resolver per query means cancelling a late one cannot cancel another caller's query.
 */
export async function queryWithDeadline<T>(
  options: DeadlineQueryOptions,
  ask: (resolver: Resolver) => Promise<T>,
  onDeadline: () => T,
): Promise<T> {
  const { timeoutMs, servers } = options;
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (servers && servers.length > 0) resolver.setServers(servers);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolveDeadline) => {
    timer = setTimeout(() => {
      resolver.cancel();
      resolveDeadline(onDeadline());
    }, timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([ask(resolver), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
