// A write hook that refuses subject and body templates that do not parse, naming the field: steps, variants and drafts.
import { InvalidRequestError } from '../http/errors.js';
import { onCreateAndUpdate } from './behaviour.js';
import { checkTemplate } from './campaign-template.js';

const TEMPLATE_FIELDS = ['subject', 'body'] as const;

/** Throws 400 naming subject or body when it is a string that is no valid Liquid template. */
export function refuseBadTemplates(data: Record<string, unknown>): void {
  const errors = TEMPLATE_FIELDS.flatMap((path) => {
    const value = data[path];
    const problem = typeof value === 'string' ? checkTemplate(value) : undefined;
    return problem ? [{ path, message: `is not a valid Liquid template: ${problem}` }] : [];
  });
  if (errors.length > 0)
    throw new InvalidRequestError(
      `${errors.map((error) => error.path).join(' and ')} must be a valid Liquid template.`,
      errors,
    );
}

export const templateFieldsHook = onCreateAndUpdate((_ctx, data) => {
  refuseBadTemplates(data);
  return data;
});
