// `npm run demo` as the smoke test of a newcomer's first walk: the script runs against the local runtime, as against
// `npm start`, and must end green with every step shown; the local clock it moves answers as documented.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { useTestRuntime } from '../support/test-runtime.js';

const t = useTestRuntime({ seedKey: false });

it('walks sign-up, billing, records, an import, a campaign of two threaded steps, tracking and a reply, and ends green', async () => {
  // As npm start does as it starts: the catalogue synced.
  await t.runtime.runScheduled('prices-sync');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/demo.ts', '--url', t.runtime.url.replace(/^http:\/\//, '')],
    { encoding: 'utf8', timeout: 150_000 },
  );
  for (const shown of [
    /Signed up: organization org_\w+/,
    /Subscribed to Starter: subscription sub_\w+ ACTIVE/,
    /invoice in_\w+ paid; 500 credits a period/,
    /"company":\{"name":"Acme Analytics"\}/,
    /status IMPORTED, total 2/,
    /First message in the local mailbox: "Hello Grace"/,
    /Opened \(200\) and clicked \(302 to https:\/\/example\.com\/tour\)/,
    /Follow-up: "Re: Hello Grace"/,
    /threaded under the first/,
    /campaign contact cco_\w+: REPLIED/,
    /✓ The walk is done/,
  ])
    expect(stdout).toMatch(shown);
});

it('moves the local clock forward only, running the scheduled functions at the new time, and back on reset', async () => {
  const clock = (body?: object) =>
    fetch(`${t.runtime.url}/local/clock`, body ? { method: 'POST', body: JSON.stringify(body) } : {});
  const before = Date.now();
  const moved = await clock({ advanceSeconds: 3600 });
  expect(moved.status).toBe(200);
  const answer = (await moved.json()) as { now: string; ran: string[] };
  expect(new Date(answer.now).getTime()).toBeGreaterThanOrEqual(before + 3_600_000);
  expect(answer.ran).toContain('campaign-tick');
  for (const body of [{ advanceSeconds: -5 }, { at: '2001-01-01T00:00:00Z' }, {}])
    expect((await clock(body)).status).toBe(400);
  expect((await clock({ reset: true })).status).toBe(200);
  const now = (await (await clock()).json()) as { offsetMs: number };
  expect(Math.abs(now.offsetMs)).toBeLessThan(1000);
});
