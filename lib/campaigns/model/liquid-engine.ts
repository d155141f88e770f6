// The one Liquid engine of campaign templates: bounded in size, time and memory, and unable to read a file.
import { AssertionError, type FS, Liquid, LiquidError } from 'liquidjs';

/**
 * What parsing or rendering one template may cost. Tenants write the templates, and one sender renders every
 * tenant's messages in turn, so a template that costs more is refused rather than allowed to hold the others up.
 */
const TEMPLATE_LIMITS = {
  /** Characters parsed at once: subject and body are text fields of at most 10,000, so their own bound speaks first. */
  parseLimit: 20_000,
  /**
   * Milliseconds one render may take. A message renders two templates and the sender takes ten messages a batch
   * within its 30 s, so the worst batch still ends in time; an honest template renders in well under a millisecond.
   */
  renderLimit: 500,
  /** What Liquid counts as allocated (range sizes, characters joined, padded or split): 100 times the largest field. */
  memoryLimit: 1_000_000,
} as const;

/** Refuses every read: liquidjs's default file system reads the working directory (the code bundle, local keys). */
function refuseRead(file: string): never {
  throw new Error(`a campaign template reads no file (${file})`);
}

const noFiles: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async (file) => refuseRead(file),
  readFileSync: refuseRead,
  resolve: (_dir, file) => file,
  contains: async () => false,
  containsSync: () => false,
};

/** The tags that load another template from a file. */
const FILE_TAGS = ['include', 'render', 'layout'] as const;

/**
 * Lenient on purpose: with strictVariables Liquid throws even where a `default` filter follows, so missing variables
 * are found by static analysis instead (campaign-template.ts).
 */
export const liquid = new Liquid({
  strictVariables: false,
  strictFilters: true,
  fs: noFiles,
  // Names are never resolved against another template's folder: no template is ever loaded from one.
  relativeReference: false,
  ...TEMPLATE_LIMITS,
});

// Refused when parsed, whatever their argument (a literal, a path, a variable), so a template using one is never saved;
// the file system above stays refusing should one be parsed some other way.
for (const name of FILE_TAGS)
  liquid.registerTag(name, {
    parse() {
      throw new Error(`{% ${name} %} reads a file, and a campaign template reads none`);
    },
    render() {},
  });

/** The message of an error Liquid raised (a parse error, a limit, a render error), or undefined for any other. */
export function liquidProblem(error: unknown): string | undefined {
  return error instanceof LiquidError || error instanceof AssertionError ? error.message : undefined;
}

/** Whether Liquid refused to go past one of TEMPLATE_LIMITS (its limiter's messages end so). */
export function isOverLimit(error: unknown): boolean {
  return liquidProblem(error)?.includes('limit exceeded') === true;
}
