// Liquid templates of campaign messages: parse checks, and rendering that refuses a variable without a value or a default.
import { Liquid, Output, type Template, type Variable } from 'liquidjs';

/**
 * Lenient on purpose: with strictVariables Liquid throws even where a `default` filter follows, so missing variables
 * are found by static analysis instead (findMissingVariable).
 */
const liquid = new Liquid({ strictVariables: false, strictFilters: true, cache: 100 });

export type TemplateScope = Record<string, unknown>;

export type RenderedTemplate = { ok: true; text: string } | { ok: false; missingVariable: string };

/** Why `text` does not parse as a Liquid template, or undefined when it does. */
export function checkTemplate(text: string): string | undefined {
  try {
    liquid.parse(text);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Renders a template over `scope`; the first variable of an output (`{{ }}`) with no value and no default fails it. */
export function renderTemplate(text: string, scope: TemplateScope): RenderedTemplate {
  const templates = liquid.parse(text);
  const missingVariable = findMissingVariable(text, templates, scope);
  if (missingVariable) return { ok: false, missingVariable };
  return { ok: true, text: String(liquid.renderSync(templates, scope)) };
}

/** A value a message can show: null, undefined and the empty string are none. */
function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The value a variable's path reaches in the scope (a nested variable in brackets is looked up first). */
function lookup(variable: Variable, scope: TemplateScope): unknown {
  let value: unknown = scope;
  for (const segment of variable.segments) {
    if (value === null || value === undefined) return undefined;
    const key = typeof segment === 'object' ? lookup(segment, scope) : segment;
    if (typeof key !== 'string' && typeof key !== 'number') return undefined;
    value = Reflect.get(Object(value), key);
  }
  return value;
}

/** The character ranges of the outputs a value must fill: those without a `default` filter, at any depth. */
function requiredOutputRanges(templates: Template[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (list: Template[]) => {
    for (const template of list) {
      const children = template.children?.(false, true);
      if (template instanceof Output && !template.value.filters.some((filter) => filter.name === 'default'))
        ranges.push([template.token.begin, template.token.end]);
      if (children) visit(drain(children));
    }
  };
  visit(templates);
  return ranges;
}

/** Runs a synchronous Liquid generator to its return value. */
function drain<T>(generator: Generator<unknown, T>): T {
  let step = generator.next();
  while (!step.done) step = generator.next(step.value);
  return step.value;
}

/** Offset in `text` of a 1-based row and column, as Liquid's analysis reports locations. */
function offsetOf(text: string, row: number, col: number): number {
  let offset = 0;
  for (let line = 1; line < row; line++) offset = text.indexOf('\n', offset) + 1;
  return offset + col - 1;
}

/**
 * The first global variable that appears in an output without a default filter and has no value in `scope`. Variables
 * of tags (`{% if title %}`) are tests, not text, so they may be empty; loop variables are locals, not globals.
 */
function findMissingVariable(text: string, templates: Template[], scope: TemplateScope): string | undefined {
  const ranges = requiredOutputRanges(templates);
  const { globals } = liquid.analyzeSync(templates);
  const occurrences = Object.values(globals)
    .flat()
    .map((variable) => ({ variable, at: offsetOf(text, variable.location.row, variable.location.col) }))
    .sort((a, b) => a.at - b.at);
  for (const { variable, at } of occurrences) {
    const required = ranges.some(([begin, end]) => at >= begin && at < end);
    if (required && !hasValue(lookup(variable, scope))) return String(variable);
  }
  return undefined;
}
