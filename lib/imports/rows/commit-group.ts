// Commits the transactions of rows that finish together as one: DynamoDB Local prices a transaction nearly flat in its small items, and one call stands for several. A group that fails is committed again writer by writer, so each sees what its own transaction would have met.
import type { Store, TransactItem } from '../../platform/store/store.js';

/** DynamoDB's limit on the items of one transaction. */
const MAX_ITEMS = 100;

interface Waiting {
  items: TransactItem[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface CommitGroupOptions {
  /** How long the first writer of a group waits for others to join it. */
  windowMs: number;
}

/**
 * A `commit` that gathers the transactions sent within `windowMs` of the first into one (up to DynamoDB's 100 items).
 * All of them are written or none: a group the table refuses (a failed condition, a conflict, two writers touching
 * one item) is sent again as one transaction per writer, whose outcomes are theirs alone.
 */
export function createCommitGroup(store: Pick<Store, 'commit'>, { windowMs }: CommitGroupOptions) {
  interface Group {
    waiting: Waiting[];
    items: number;
    sent: boolean;
  }
  let open: Group | undefined;

  const commitAlone = (waiting: Waiting) => store.commit(waiting.items).then(waiting.resolve, waiting.reject);

  async function commitTogether(group: Waiting[]): Promise<void> {
    try {
      await store.commit(group.flatMap((waiting) => waiting.items));
    } catch {
      await Promise.all(group.map(commitAlone));
      return;
    }
    for (const waiting of group) waiting.resolve();
  }

  function send(group: Group): void {
    if (open === group) open = undefined;
    if (group.sent) return;
    group.sent = true;
    void (group.waiting.length === 1 ? commitAlone(group.waiting[0]!) : commitTogether(group.waiting));
  }

  return (items: TransactItem[]): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      if (open && open.items + items.length > MAX_ITEMS) send(open);
      if (!open) {
        const group: Group = { waiting: [], items: 0, sent: false };
        open = group;
        setTimeout(() => send(group), windowMs);
      }
      open.waiting.push({ items, resolve, reject });
      open.items += items.length;
    });
}
