// Renders the resource definitions as markdown: every family's fields, types, rules, indexes and scopes.
import type { UniqueConstraint } from '../store/entity.js';
import type { Families } from './families.js';
import { defaultOf, type FieldSpec } from './fields.js';
import { referenceRule } from './reference-check.js';

/** A short human name of a field's type, from its query type or its schema. */
/** A unique constraint in words: its fields, where it holds, and in which state. */
function uniqueRule(constraint: UniqueConstraint): string {
  const scope = constraint.scope === 'global' ? ' (across the service' : '';
  const state = constraint.while ? ` while ${constraint.while.field} is ${constraint.while.equals}` : '';
  const where = scope ? `${scope}${state})` : state ? ` (${state.trim()})` : '';
  return [constraint.field, ...(constraint.with ?? [])].join(' + ') + where;
}

function typeOf(spec: FieldSpec): string {
  if (spec.customPropertiesTarget) return `map (custom properties of ${spec.customPropertiesTarget})`;
  if (spec.queryType === 'array') return `array of ${spec.elementType ?? 'object'}`;
  if (spec.queryType) return spec.options ? `enum: ${spec.options.join(', ')}` : spec.queryType;
  return 'object';
}

function rulesOf(spec: FieldSpec, families: Families): string {
  const rules: string[] = [];
  if (spec.required) rules.push('required on create');
  if (spec.readOnly) rules.push('set by the service');
  if (spec.writableOptions) rules.push(`a body may write ${spec.writableOptions.join(' or ')} only`);
  if (spec.immutable) rules.push('fixed after create');
  if (spec.nullable) rules.push('nullable');
  const reference = referenceRule(spec, families);
  if (reference) rules.push(reference);
  // A computed default is shown by its value only when that value is fixed (an empty list), not a clock reading.
  const fixedDefault = defaultOf(spec);
  if (spec.default !== undefined)
    rules.push(
      typeof fixedDefault === 'string' && /^\d{4}-\d\d-\d\dT/.test(fixedDefault)
        ? 'default: the time of creation'
        : `default ${JSON.stringify(fixedDefault)}`,
    );
  if (spec.search) rules.push('searched by `query`');
  if (spec.filterable) rules.push('filter');
  if (spec.sortable) rules.push('orderBy');
  return rules.join('; ');
}

export function describeResources(families: Families): string {
  const lines = [
    '# Resource families',
    '',
    'Generated from the families of `lib/families/registry.ts` by `npm run docs`; do not edit by hand. Every family answers list, count, get,',
    'create, update and delete at `/v5/<path>`; read-only families answer 405 to writes. Fields marked *filter* take',
    '`filter.<field>.<operator>`, *orderBy* fields can order a list, and an indexed order or equality is served by an index.',
    '',
  ];
  for (const resource of families.all) {
    lines.push(
      `## ${resource.path} (\`${resource.object}\`, ids \`${resource.idPrefix}_…\`)`,
      '',
      resource.description,
      '',
    );
    lines.push(
      `Scopes: \`${resource.scopes.read}\`${resource.readOnly ? ' (read-only family)' : `, \`${resource.scopes.write}\``}.`,
    );
    const indexed = (resource.indexes ?? []).map((index) =>
      index.partitionBy
        ? `${index.sortBy} within one ${index.partitionBy}`
        : index.sparse
          ? `${index.sortBy} (narrowed to values: an equality, a prefix or a range)`
          : index.sortBy,
    );
    const keyOrders = resource.entity.appendOnly
      ? 'createdAt and updatedAt (key order: records never change)'
      : 'createdAt (key order)';
    lines.push(`Indexed orders: ${keyOrders}${indexed.length ? `, ${indexed.join(', ')}` : ''}.`);
    const numberName = Object.entries(resource.presentedNames).find(
      ([, stored]) => stored === resource.numberedBy,
    )?.[0];
    if (numberName)
      lines.push(
        `Read by number: \`GET /v5/${resource.path}/{id}\` takes the number a record shows as \`${numberName}\`, as well as its path id (\`${resource.idPrefix}_…\`).`,
      );
    if (resource.unique?.length) lines.push(`Unique: ${resource.unique.map(uniqueRule).join('; ')}.`);
    if (resource.requireOneOf) lines.push(`A record needs at least one of: ${resource.requireOneOf.join(', ')}.`);
    lines.push('', '| Field | Type | Rules |', '|---|---|---|');
    for (const [name, spec] of Object.entries(resource.fields))
      if (!spec.hidden) lines.push(`| ${name} | ${typeOf(spec)} | ${rulesOf(spec, families)} |`);
    lines.push('');
  }
  return lines.join('\n');
}
