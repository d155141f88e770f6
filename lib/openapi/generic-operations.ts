// The six operations every family answers (list, count, get, create, update, delete), described from its declaration.
import type { Resource } from '../platform/resources/define.js';
import { ONE_ERRORS, READ_ERRORS, WRITE_ERRORS } from './errors.js';
import { schemaRef } from './json-schema.js';
import { countParameters, listParameters } from './list-parameters.js';
import type { OperationSpec } from './operation.js';
import { schemaNames } from './resource-schemas.js';

/** `email-addresses` → `EmailAddresses`; `emailAddress` → `EmailAddress`. */
const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase());

/**
 * The generic operations of `resource`, keyed by route key (`GET /v5/contacts/{id}`), and for a read-only family the
 * 405 its writes answer.
 */
export function genericOperations(resource: Resource): {
  operations: Record<string, OperationSpec>;
  refused: Record<string, OperationSpec>;
} {
  const names = schemaNames(resource);
  const plural = pascal(resource.path);
  const singular = pascal(resource.object);
  const base = `/v5/${resource.path}`;
  const tag = resource.path;
  const record = schemaRef(names.record);
  const operations: Record<string, OperationSpec> = {
    [`GET ${base}`]: {
      operationId: `list${plural}`,
      tag,
      summary: `List ${resource.path}`,
      description: 'A page of records in the query language: search, filters, selection, order and cursors.',
      parameters: listParameters(resource),
      success: {
        status: 200,
        description: 'The page, in the order asked.',
        schema: { type: 'array', items: schemaRef(names.fields) },
        headers: { Link: { $ref: '#/components/headers/Link' } },
      },
      errors: READ_ERRORS,
    },
    [`GET ${base}/count`]: {
      operationId: `count${plural}`,
      tag,
      summary: `Count ${resource.path}`,
      parameters: countParameters(resource),
      success: {
        status: 200,
        description: 'How many records match.',
        schema: { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 0 } } },
      },
      errors: READ_ERRORS,
    },
    [`GET ${base}/{id}`]: {
      operationId: `get${singular}`,
      tag,
      summary: `Get a ${resource.object}`,
      description: 'A soft-deleted record answers 404.',
      success: { status: 200, description: 'The record.', schema: record },
      errors: ONE_ERRORS,
    },
  };
  const writes: Record<string, OperationSpec> = {
    [`POST ${base}`]: {
      operationId: `create${singular}`,
      tag,
      summary: `Create a ${resource.object}`,
      body: { schema: schemaRef(names.create) },
      success: { status: 201, description: 'The created record.', schema: record },
      errors: WRITE_ERRORS,
    },
    [`PATCH ${base}/{id}`]: {
      operationId: `update${singular}`,
      tag,
      summary: `Update a ${resource.object}`,
      body: { schema: schemaRef(names.update) },
      success: { status: 200, description: 'The updated record.', schema: record },
      errors: WRITE_ERRORS,
    },
    [`DELETE ${base}/{id}`]: {
      operationId: `delete${singular}`,
      tag,
      summary: `Delete a ${resource.object}`,
      description: 'A soft delete: the record keeps its id and gets `deletedAt`.',
      success: { status: 200, description: 'The record with `deletedAt` set.', schema: record },
      errors: WRITE_ERRORS,
    },
  };
  // A read-only family's writes answer 405 unless it declares one as an action (sessions are revoked by DELETE).
  const refused = resource.readOnly ? Object.entries(writes).map(([key, spec]) => [key, refusal(resource, spec)]) : [];
  return { operations: { ...operations, ...writes }, refused: Object.fromEntries(refused) };
}

/** The write `spec` of a read-only family as it is answered: 405 with the methods the path allows. */
function refusal(resource: Resource, spec: OperationSpec): OperationSpec {
  return {
    ...spec,
    summary: `Not allowed: ${resource.path} are written by the service`,
    description: 'A read-only family: this method answers 405 with the methods the path allows.',
    body: undefined,
    success: undefined,
    errors: [405],
  };
}
