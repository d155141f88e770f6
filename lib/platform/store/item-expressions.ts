// Turns the typed conditions, changes and filters of declared items into DynamoDB expressions with their placeholders.
import { tableDefinition } from './table-definition.js';

/** What must hold of an item for a write to go ahead. */
export type ItemCondition<A> =
  | 'exists'
  | 'absent'
  /** Absent, or expired at this moment (epoch seconds): TTL removes expired items only some time later. */
  | { absentOrExpiredAt: number }
  /** Each named attribute has the value given. */
  | { equals: Partial<A> }
  /** The item is at this version (0: absent); the write takes it to the next. */
  | { version: number }
  /** Each named number is absent or below the value given: a counter with room left. */
  | { absentOrBelow: Partial<Record<NumericKeys<A>, number>> }
  /** The item exists and has none of the named attributes. */
  | { lacks: ReadonlyArray<keyof A & string> };

/** Numeric attributes of A, which `add` may add to. */
type NumericKeys<A> = { [K in keyof A]-?: NonNullable<A[K]> extends number ? K : never }[keyof A];

/** `(attribute_not_exists(n) OR n < :v)` for each named number: a condition, or a filter. */
function absentOrBelowOf(bounds: object | undefined, p: Placeholders): string[] {
  return defined(bounds).map(([name, value]) => {
    const attribute = p.name(name);
    return `(attribute_not_exists(${attribute}) OR ${attribute} < ${p.value(value)})`;
  });
}

/** How an update changes an item: attributes set, and numbers added to (an absent number counts as 0). */
export interface ItemChange<A> {
  set?: Partial<A>;
  add?: Partial<Record<NumericKeys<A>, number>>;
}

/** Which items of a query are kept: attributes equal to values, or absent or below a number. */
export interface ItemFilter<A> {
  equals?: Partial<A>;
  absentOrBelow?: Partial<Record<NumericKeys<A>, number>>;
}

/** Expressions with the placeholders they use; empty parts are left out of the request. */
export interface Expressions {
  condition?: string;
  update?: string;
  filter?: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** Collects placeholders (`#n0`, `:v0`...) while expressions are written. */
class Placeholders {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};

  name(attribute: string): string {
    const placeholder = `#n${Object.keys(this.names).length}`;
    this.names[placeholder] = attribute;
    return placeholder;
  }

  value(value: unknown): string {
    const placeholder = `:v${Object.keys(this.values).length}`;
    this.values[placeholder] = value;
    return placeholder;
  }
}

const defined = (record: object | undefined) =>
  Object.entries(record ?? {}).filter((entry): entry is [string, unknown] => entry[1] !== undefined);

function conditionOf<A>(condition: ItemCondition<A>, p: Placeholders): string {
  const absent = () => `attribute_not_exists(${p.name(tableDefinition.partitionKey)})`;
  if (condition === 'exists') return `attribute_exists(${p.name(tableDefinition.partitionKey)})`;
  if (condition === 'absent') return absent();
  if ('absentOrExpiredAt' in condition)
    return `${absent()} OR ${p.name(tableDefinition.ttlAttribute)} < ${p.value(condition.absentOrExpiredAt)}`;
  if ('version' in condition)
    return condition.version ? `${p.name(VERSION_ATTRIBUTE)} = ${p.value(condition.version)}` : absent();
  if ('absentOrBelow' in condition) return absentOrBelowOf(condition.absentOrBelow, p).join(' AND ');
  if ('lacks' in condition)
    return [
      `attribute_exists(${p.name(tableDefinition.partitionKey)})`,
      ...condition.lacks.map((name) => `attribute_not_exists(${p.name(name)})`),
    ].join(' AND ');
  return defined(condition.equals)
    .map(([name, value]) => `${p.name(name)} = ${p.value(value)}`)
    .join(' AND ');
}

/** The attribute that holds the version of a versioned item (the same as a record's). */
export const VERSION_ATTRIBUTE = '_v';

/** The expressions of a conditional write, an update and a query filter; each part only when given. */
export function expressionsOf<A>(input: {
  when?: ItemCondition<A>;
  change?: ItemChange<A>;
  filter?: ItemFilter<A>;
}): Expressions {
  const p = new Placeholders();
  const condition = input.when === undefined ? undefined : conditionOf(input.when, p);
  let update: string | undefined;
  if (input.change) {
    const sets = defined(input.change.set).map(([name, value]) => `${p.name(name)} = ${p.value(value)}`);
    const adds = defined(input.change.add).map(([name, value]) => `${p.name(name)} ${p.value(value)}`);
    update = [sets.length ? `SET ${sets.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : '']
      .filter(Boolean)
      .join(' ');
  }
  let filter: string | undefined;
  if (input.filter) {
    const equal = defined(input.filter.equals).map(([name, value]) => `${p.name(name)} = ${p.value(value)}`);
    filter = [...equal, ...absentOrBelowOf(input.filter.absentOrBelow, p)].join(' AND ') || undefined;
  }
  return { condition, update, filter, names: p.names, values: p.values };
}

/** The request fields of expressions: names and values only when some were used, as DynamoDB requires. */
export function expressionFields(expressions: Expressions) {
  const { names, values } = expressions;
  return {
    ...(expressions.condition ? { ConditionExpression: expressions.condition } : {}),
    ...(expressions.update ? { UpdateExpression: expressions.update } : {}),
    ...(expressions.filter ? { FilterExpression: expressions.filter } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}
