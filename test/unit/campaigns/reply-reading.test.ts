// The reply reader's pure parts: which mailboxes a run takes (bounded, in turn across organizations) and which headers
// make a message an automatic reply.
import { isAutomaticReply } from '../../../lib/campaigns/inbound/automatic-reply.js';
import { type MailboxTurn, mailboxesToRead } from '../../../lib/campaigns/inbound/mailbox-turns.js';

const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];

describe('isAutomaticReply', () => {
  it.each([
    [{ 'auto-submitted': 'auto-replied' }, true],
    [{ 'auto-submitted': 'Auto-Generated; owner-email="a@b.example"' }, true],
    [{ 'auto-submitted': 'no' }, false],
    [{ 'auto-submitted': ' No ' }, false],
    [{ 'x-autoreply': 'yes' }, true],
    [{ 'x-autorespond': '' }, true],
    [{ precedence: 'auto_reply' }, true],
    [{ precedence: 'bulk' }, false],
    [{}, false],
  ])('%j → %s', (values, automatic) => {
    expect(isAutomaticReply(headers(values))).toBe(automatic);
  });
});

describe('mailboxesToRead', () => {
  const mailbox = (org: string, connectionId: string, lastReadAt?: string): MailboxTurn => ({
    org,
    connectionId,
    lastReadAt,
  });

  it('takes at most the bound, one mailbox of each organization per round', () => {
    const many = Array.from({ length: 40 }, (_, i) => mailbox('org_big', `cnn_${String(i).padStart(2, '0')}`));
    const chosen = mailboxesToRead([...many, mailbox('org_small', 'cnn_z'), mailbox('org_mid', 'cnn_y')], 25);
    expect(chosen).toHaveLength(25);
    // The first round serves every organization, however many mailboxes one of them has.
    expect(new Set(chosen.slice(0, 3).map((m) => m.org))).toEqual(new Set(['org_big', 'org_small', 'org_mid']));
  });

  it('never read first, then the least recently read; an organization stands where its longest wait does', () => {
    const chosen = mailboxesToRead(
      [
        mailbox('org_a', 'cnn_1', '2030-01-01T00:03:00Z'),
        mailbox('org_a', 'cnn_2', '2030-01-01T00:01:00Z'),
        mailbox('org_b', 'cnn_3', '2030-01-01T00:02:00Z'),
        mailbox('org_c', 'cnn_4'),
      ],
      3,
    );
    expect(chosen.map((m) => m.connectionId)).toEqual(['cnn_4', 'cnn_2', 'cnn_3']);
  });

  it('reads every mailbox in turn: over runs, each is read before any is read twice', () => {
    let clock = 0;
    const state = new Map(
      Array.from({ length: 30 }, (_, i) => [`cnn_${i}`, mailbox(i < 27 ? 'org_big' : `org_${i}`, `cnn_${i}`)]),
    );
    const reads = new Map<string, number>();
    for (let run = 0; run < 2; run += 1)
      for (const turn of mailboxesToRead([...state.values()], 25)) {
        reads.set(turn.connectionId, (reads.get(turn.connectionId) ?? 0) + 1);
        clock += 1;
        state.set(turn.connectionId, { ...turn, lastReadAt: new Date(clock * 1000).toISOString() });
      }
    expect(reads.size).toBe(30);
    expect(Math.max(...reads.values())).toBe(2);
  });

  it('an empty list, or a bound of 0, takes nothing', () => {
    expect(mailboxesToRead([], 25)).toEqual([]);
    expect(mailboxesToRead([mailbox('o', 'c')], 0)).toEqual([]);
  });
});
