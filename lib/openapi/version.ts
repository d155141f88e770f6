// The document's version, as the clarifications give it: `v5-<date>-<short revision hash>` (`v5-2026-11-22-f23f422`).
import { execFileSync } from 'node:child_process';

/** The hash part when the revision is unknown (no git, as in a Lambda bundle). */
export const UNKNOWN_REVISION = '0000000';

/** The date and short hash of the checked-out commit, or undefined where there is no git or no repository. */
function gitRevision(): { date: string; hash: string } | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cd %h', '--date=format:%Y-%m-%d'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const match = /^(\d{4}-\d{2}-\d{2}) ([0-9a-f]{7,})$/.exec(out);
    return match ? { date: match[1]!, hash: match[2]! } : undefined;
  } catch {
    return undefined;
  }
}

/** The revision as `API_REVISION` carries it (`<date> <hash>`), for a build to hand to code that has no git. */
export function buildRevision(git = gitRevision): string | undefined {
  const revision = git();
  return revision && `${revision.date} ${revision.hash}`;
}

/**
 * The version of the build: the commit's date and short hash; `revision` (API_REVISION, `<date> <hash>`, set by a build
 * that has no git) stands in, and without either the date is today's and the hash UNKNOWN_REVISION.
 */
export function documentVersion({
  revision,
  now = () => new Date(),
  git = gitRevision,
}: {
  revision?: string;
  now?: () => Date;
  git?: typeof gitRevision;
} = {}): string {
  const given = /^(\d{4}-\d{2}-\d{2}) ([0-9a-f]{7,})$/.exec(revision ?? '');
  const found = given ? { date: given[1]!, hash: given[2]! } : git();
  return `v5-${found?.date ?? now().toISOString().slice(0, 10)}-${found?.hash ?? UNKNOWN_REVISION}`;
}

/** The form every version has. */
export const VERSION_PATTERN = /^v5-\d{4}-\d{2}-\d{2}-[0-9a-f]{7,}$/;
