// Splits a filter parameter's name, filter.<path>.<operator>, into a catalog field and the operator it names.
import { InvalidFilterError } from '../http/errors.js';
import { didYouMean } from './did-you-mean.js';
import { operatorsByType, type FieldCatalog, type Operator, type QueryField } from './types.js';

export const FILTER_PREFIX = 'filter.';
const FORM = 'filter.<field>.<operator>, for example filter.name.equals';

/** The filterable field the parameter names and its operator, not yet checked against the field's type. */
export function parseFilterKey(parameter: string, catalog: FieldCatalog): { field: QueryField; operator: string } {
  const rest = parameter.slice(FILTER_PREFIX.length);
  // The operator is the last segment, so field paths may themselves contain dots (customProperties.tier).
  const split = rest.lastIndexOf('.');
  if (split <= 0) throw new InvalidFilterError(`${parameter} must have the form ${FORM}.`);
  const path = rest.slice(0, split);
  const field = catalog.resolve(path);
  if (field?.filterable) return { field, operator: rest.slice(split + 1) };
  const filterable = catalog.known().filter((name) => catalog.resolve(name)?.filterable);
  throw new InvalidFilterError(
    `${parameter} names ${path}, which is not a filterable field${didYouMean(path, filterable)}. ` +
      `Filterable fields: ${filterable.join(', ')}.`,
  );
}

/** The operator, when the field's type allows it. */
export function checkOperator(parameter: string, field: QueryField, operator: string): Operator {
  const allowed = operatorsByType[field.type];
  const found = allowed.find((candidate) => candidate === operator);
  if (found !== undefined) return found;
  throw new InvalidFilterError(
    `${parameter} uses the operator ${operator || '(none)'}, which the ${field.type} field ${field.path} does not take` +
      `${didYouMean(operator, allowed)}. Operators for a ${field.type} field: ${allowed.join(', ')}.`,
  );
}
