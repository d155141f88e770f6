// The command line every script shares: --help, a one-line usage on an unknown flag or a stray argument (exit 2), and
// where the API runs from --url (with or without a scheme), API_URL or PORT.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface CommandSpec<O extends Options> {
  /** `usage: npm run x -- [--flag value]`, printed with every refusal. */
  usage: string;
  /** What the script does and what each flag means, printed by --help. */
  help: string;
  options: O;
  /** Positional arguments the script takes (invoke.ts), by name; none unless given. */
  positionals?: readonly string[];
}

/** Exits with the usage when the command line is not the script's; answers its flags and positionals otherwise. */
export function commandLine<const O extends Options>(spec: CommandSpec<O>, args = process.argv.slice(2)) {
  try {
    const parsed = parseArgs({
      args,
      options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: !!spec.positionals?.length,
      strict: true,
    });
    const flags: Record<string, unknown> = parsed.values;
    if (flags.help) {
      console.log(`${spec.usage}\n\n${spec.help}`);
      process.exit(0);
    }
    if (parsed.positionals.length > (spec.positionals?.length ?? 0))
      refuse(spec.usage, `Unexpected argument '${parsed.positionals.at(-1)}'`);
    return parsed;
  } catch (error) {
    // parseArgs explains a refusal at length; its first sentence names the flag or argument.
    const message = error instanceof Error ? error.message.split('. ')[0]! : String(error);
    return refuse(spec.usage, message);
  }
}

function refuse(usage: string, message: string): never {
  console.error(`${message.replace(/\.$/, '')}.\n${usage}  (--help says more)`);
  process.exit(2);
}

/**
 * The API's base URL: `--url` as given, else API_URL, else localhost on PORT (npm start's default, 3000). A URL without
 * a scheme (`localhost:3955`) is taken as http.
 */
export function apiBaseUrl(url: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const given = url ?? env.API_URL ?? `localhost:${env.PORT ?? 3000}`;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(given) ? given : `http://${given}`;
  return withScheme.replace(/\/+$/, '');
}

/** A generated file: what it should hold, and how to tell the checked-in one holds it (by default, the same text). */
interface Generated {
  file: URL;
  text: string;
  same?: () => boolean;
}

/** Writes the files, or with `check` writes nothing and exits 1 naming the ones that are stale. */
export function checkOrWrite(check: boolean, files: readonly Generated[]): void {
  if (!check) {
    for (const { file, text } of files) writeFileSync(file, text);
    return;
  }
  const current = (file: URL) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  const stale = files.filter(({ file, text, same }) => !(same ? same() : current(file) === text));
  if (!stale.length) return;
  for (const { file } of stale) console.error(`${fileURLToPath(file)} is stale: run the script without --check.`);
  process.exit(1);
}
