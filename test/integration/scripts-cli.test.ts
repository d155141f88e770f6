// Every script's command line: --help prints its usage and exits 0; an unknown flag or a stray argument prints a
// one-line refusal with the usage and exits 2, before the script does anything (openapi --check writes nothing).
import { execFile } from 'node:child_process';

const scripts = [
  'scripts/bootstrap.ts',
  'scripts/demo.ts',
  'scripts/collection.ts',
  'scripts/openapi.ts',
  'scripts/docs.ts',
  'scripts/webhook-receiver.ts',
  'scripts/check-docs-page.ts',
  'scripts/eval-reasoning.ts',
  'scripts/invoke.ts',
  'infra/local/main.ts',
];

function run(script: string, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { encoding: 'utf8', timeout: 60_000 },
      (error, stdout, stderr) =>
        done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    ),
  );
}

describe.each(scripts)('%s', (script) => {
  it('prints its usage to --help and exits 0', async () => {
    const { code, stdout } = await run(script, ['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: /);
  });

  it('refuses an unknown flag in one line with the usage, exit 2', async () => {
    const { code, stderr, stdout } = await run(script, ['--colour', 'blue']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^Unknown option '--colour'\.\nusage: .*\(--help says more\)\n$/);
    expect(stdout).toBe('');
  });
});

it('refuses a stray argument (a flag given without npm run’s --)', async () => {
  const { code, stderr } = await run('scripts/bootstrap.ts', ['you@example.com']);
  expect(code).toBe(2);
  expect(stderr).toMatch(/^Unexpected argument 'you@example.com'\./);
});
