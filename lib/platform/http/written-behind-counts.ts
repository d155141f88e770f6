// Request counts kept on the instance and added to the table behind the request: a request waits for no write, and reads the table only when what the instance heard of the other instances is stale.
import { makeRoom } from './bounded-map.js';

/** The table's count of one subject in one window, every instance's counts in it. */
export interface WindowInTable {
  /** Adds `amount` and answers the new total. */
  add(amount: number): Promise<number>;
  /** The total so far, adding nothing. */
  read(): Promise<number>;
}

/** What the instance knows of one subject's count in one window. */
interface Tally {
  /** The total the table answered last, every instance's counts in it. */
  table: number;
  /** Counted here and being added to the table now; not yet in `table`. */
  writing: number;
  /** Counted here and not yet sent. */
  pending: number;
  /** When the table last answered (epoch ms); undefined until it has. */
  answeredAt?: number;
  /** The write under way (or gathering counts before it goes), if one is. */
  write?: Promise<void>;
  /** Sends the gathering write at once, instead of after `gatherMs`. */
  hurry?: () => void;
  /** Set by `written`: the write under way sends what is pending without gathering, until it ends. */
  hurried?: boolean;
  /** The read under way, if one is. */
  read?: Promise<void>;
  windowEndMs: number;
}

export interface WrittenBehindCountsOptions {
  /** How long the table's last answer is good enough to decide from; past it, the next request waits for a fresh one. */
  freshMs: number;
  /**
   * How long a write waits for more counts of its subject before it goes: one write a subject per `gatherMs` at most,
   * however many requests it counts, instead of one a request when requests are spaced further apart than a write takes.
   */
  gatherMs: number;
  /** Tallies kept at most: a bound on memory however many subjects call. */
  maxTallies: number;
  nowMs: () => number;
  /** Called with the error of a write behind a request; its counts stay pending and go with the next write. */
  onWriteError: (error: unknown) => void;
}

export function createWrittenBehindCounts({
  freshMs,
  gatherMs,
  maxTallies,
  nowMs,
  onWriteError,
}: WrittenBehindCountsOptions) {
  const tallies = new Map<string, Tally>();
  /** Tallies with a write under way, a window's past its end too (the map then holds the next window's). */
  const writing = new Set<Tally>();

  function tallyOf(key: string, windowEndMs: number): Tally {
    const known = tallies.get(key);
    if (known?.windowEndMs === windowEndMs) return known;
    const nowAt = nowMs();
    makeRoom(tallies, maxTallies, (tally) => tally.windowEndMs <= nowAt && !tally.write);
    const fresh: Tally = { table: 0, writing: 0, pending: 0, windowEndMs };
    tallies.set(key, fresh);
    return fresh;
  }

  /** What the table answered: counts only grow within a window, so an answer older than another never lowers it. */
  function heard(tally: Tally, total: number) {
    tally.table = Math.max(tally.table, total);
    tally.answeredAt = nowMs();
  }

  /** Resolves after `gatherMs`, or at once when the tally is hurried; the timer does not keep the process alive. */
  function gather(tally: Tally): Promise<void> {
    if (tally.hurried) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, gatherMs);
      timer.unref();
      tally.hurry = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Sends what is pending, each write after gathering counts for `gatherMs`, until nothing is. */
  function write(tally: Tally, table: WindowInTable): Promise<void> {
    tally.write ??= (async () => {
      writing.add(tally);
      try {
        do {
          await gather(tally);
          tally.hurry = undefined;
          tally.writing = tally.pending;
          tally.pending = 0;
          try {
            heard(tally, await table.add(tally.writing));
          } catch (error) {
            tally.pending += tally.writing;
            throw error;
          } finally {
            tally.writing = 0;
          }
        } while (tally.pending > 0);
      } finally {
        tally.write = undefined;
        tally.hurried = false;
        writing.delete(tally);
      }
    })();
    return tally.write;
  }

  const known = (tally: Tally) => tally.table + tally.writing + tally.pending;
  const isStale = (tally: Tally) => tally.answeredAt === undefined || nowMs() - tally.answeredAt > freshMs;

  return {
    /**
     * Counts one request of `key` in the window ending at `windowEndMs` unless that would pass `limit`, and answers the
     * count with it (past the limit, the count it would have made). The request is decided from what the instance
     * knows and its write follows the answer; it waits only to read the table's total when the last answer is older
     * than `freshMs`, and requests that wait together share the read.
     */
    async count(key: string, windowEndMs: number, limit: number, table: WindowInTable): Promise<number> {
      const tally = tallyOf(key, windowEndMs);
      if (isStale(tally)) {
        tally.read ??= table
          .read()
          .then((total) => heard(tally, total))
          .finally(() => {
            tally.read = undefined;
          });
        await tally.read;
      }
      const count = known(tally) + 1;
      if (count > limit) return count;
      tally.pending++;
      write(tally, table).catch(onWriteError);
      return count;
    },

    /** The count of `key` as this instance knows it, without counting; undefined when what it heard is stale. */
    known(key: string, windowEndMs: number): number | undefined {
      const tally = tallies.get(key);
      return tally?.windowEndMs === windowEndMs && !isStale(tally) ? known(tally) : undefined;
    },

    /** Resolves once every count taken so far is in the table (or its write failed). */
    async written(): Promise<void> {
      const underWay = [...writing];
      for (const tally of underWay) {
        tally.hurried = true;
        tally.hurry?.();
      }
      await Promise.allSettled(underWay.map((tally) => tally.write));
    },
  };
}
