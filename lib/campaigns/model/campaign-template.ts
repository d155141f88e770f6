// Liquid templates of campaign messages: checks when saved, and bounded rendering that refuses a variable without a value or a default.
import { Output, type Template, type Variable } from 'liquidjs';
import { isOverLimit, liquid, liquidProblem } from './liquid-engine.js';

export type TemplateScope = Record<string, unknown>;

/** Why a template sends nothing to a contact: a variable it has no value for, or Liquid refused it (a limit, say). */
export type TemplateRefusal = { ok: false; missingVariable: string } | { ok: false; templateError: string };

export type RenderedTemplate = { ok: true; text: string } | TemplateRefusal;

/** How much of Liquid's message a refusal's reason keeps: it says what and where, never the whole template. */
const PROBLEM_LENGTH = 200;

/**
 * Why `text` cannot be saved as a template, or undefined when it can: it does not parse, reads a file, or goes over
 * a limit when rendered for an empty contact (what a loop over a fixed range costs shows there). Other render errors
 * depend on the contact: they are met at send time, where they fail that contact's message.
 */
export function checkTemplate(text: string): string | undefined {
  let templates: Template[];
  try {
    templates = liquid.parse(text);
  } catch (error) {
    return describe(error);
  }
  try {
    liquid.renderSync(templates, {});
  } catch (error) {
    if (isOverLimit(error)) return describe(error);
    if (liquidProblem(error) === undefined) throw error;
  }
  return undefined;
}

/** What a refused template is told: Liquid's message, said as a cost when it is a limit; anything else is rethrown. */
function describe(error: unknown): string {
  const problem = liquidProblem(error);
  if (problem === undefined) throw error;
  return isOverLimit(error) ? `it costs more to parse or render than a message may (${problem})` : problem;
}

/**
 * Renders a template over `scope` within the engine's limits. The first variable of an output (`{{ }}`) with no value
 * and no default refuses it, and so does anything Liquid refuses (a limit, a template saved before a rule): one
 * message fails, never the sender that renders it.
 */
export function renderTemplate(text: string, scope: TemplateScope): RenderedTemplate {
  try {
    const templates = liquid.parse(text);
    const missingVariable = findMissingVariable(text, templates, scope);
    if (missingVariable) return { ok: false, missingVariable };
    return { ok: true, text: String(liquid.renderSync(templates, scope)) };
  } catch (error) {
    const problem = liquidProblem(error);
    if (problem === undefined) throw error;
    return { ok: false, templateError: problem.slice(0, PROBLEM_LENGTH) };
  }
}

/** The reason a campaign contact or a draft records when its template sends nothing. */
export function refusalReason(refusal: TemplateRefusal): string {
  return 'missingVariable' in refusal
    ? `missing_variable: ${refusal.missingVariable}`
    : `template_error: ${refusal.templateError}`;
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
