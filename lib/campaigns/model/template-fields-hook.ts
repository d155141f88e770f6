// A write hook that refuses subject and body templates Liquid would refuse, naming the field: steps, variants, drafts.
import { InvalidRequestError } from '../../platform/http/errors.js';
import { onCreateAndUpdate } from '../../platform/resources/behaviour.js';

const TEMPLATE_FIELDS = ['subject', 'body'] as const;

/**
 * Throws 400 naming subject or body when it is a string that is no template campaign-template.ts would save. Liquid is
 * imported on the first template checked: the API's cold start does not load it (the bundle keeps it in a chunk of its
 * own).
 */
export async function refuseBadTemplates(data: Record<string, unknown>): Promise<void> {
  if (!TEMPLATE_FIELDS.some((path) => typeof data[path] === 'string')) return;
  const { checkTemplate } = await import('./campaign-template.js');
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

export const templateFieldsHook = onCreateAndUpdate(async (_ctx, data) => {
  await refuseBadTemplates(data);
  return data;
});
