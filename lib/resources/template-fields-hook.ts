// A write hook that refuses subject and body templates that do not parse, naming the field: steps and variants use it.
import { InvalidRequestError } from '../http/errors.js';
import { onCreateAndUpdate } from './behaviour.js';
import { checkTemplate } from './campaign-template.js';

const TEMPLATE_FIELDS = ['subject', 'body'] as const;

export const templateFieldsHook = onCreateAndUpdate((_ctx, data) => {
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
  return data;
});
