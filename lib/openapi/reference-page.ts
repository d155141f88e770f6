// Renders the document as one self-contained HTML reference page: no script, no stylesheet or font from elsewhere.
import * as v from 'valibot';
import type { JsonSchema } from './json-schema.js';

/** A JSON Schema as the page reads it: a reference, or the parts a type and a field table are made of. */
interface SchemaNode {
  $ref?: string;
  type?: unknown;
  enum?: unknown;
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  readOnly?: unknown;
}

const schemaNode: v.GenericSchema<SchemaNode> = v.lazy(() =>
  v.object({
    $ref: v.optional(v.string()),
    type: v.optional(v.unknown()),
    enum: v.optional(v.unknown()),
    const: v.optional(v.unknown()),
    anyOf: v.optional(v.array(schemaNode)),
    oneOf: v.optional(v.array(schemaNode)),
    allOf: v.optional(v.array(schemaNode)),
    items: v.optional(schemaNode),
    properties: v.optional(v.record(v.string(), schemaNode)),
    required: v.optional(v.array(v.string())),
    readOnly: v.optional(v.unknown()),
  }),
);

/** A component the document names instead of repeating it: `#/components/<kind>/<name>`. */
const reference = v.object({ $ref: v.string() });
type Reference = v.InferOutput<typeof reference>;

const parameter = v.object({
  name: v.string(),
  in: v.string(),
  required: v.optional(v.boolean()),
  description: v.optional(v.string()),
  style: v.optional(v.string()),
  explode: v.optional(v.boolean()),
  schema: v.optional(schemaNode),
});

/** Bodies by media type: the page shows the first one's schema. */
const content = v.record(v.string(), v.object({ schema: v.optional(schemaNode) }));

const response = v.object({ description: v.optional(v.string()), content: v.optional(content) });

const operation = v.object({
  operationId: v.string(),
  summary: v.optional(v.string()),
  description: v.optional(v.string()),
  tags: v.tupleWithRest([v.string()], v.string()),
  parameters: v.optional(v.array(v.union([reference, parameter]))),
  requestBody: v.optional(v.object({ content: v.optional(content) })),
  responses: v.record(v.string(), v.union([reference, response])),
});
type Operation = v.InferOutput<typeof operation>;

/** The document as the page reads it. */
const pageDocument = v.object({
  info: v.object({ title: v.string(), version: v.string(), description: v.string() }),
  tags: v.array(v.object({ name: v.string(), description: v.string() })),
  paths: v.record(v.string(), v.record(v.string(), operation)),
  components: v.object({
    schemas: v.optional(v.record(v.string(), schemaNode), {}),
    parameters: v.optional(v.record(v.string(), v.union([reference, parameter])), {}),
    responses: v.optional(v.record(v.string(), v.union([reference, response])), {}),
  }),
});
type Doc = v.InferOutput<typeof pageDocument>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Escapes, then renders `code` spans, the only markdown the document's texts use. */
const prose = (text = '') => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const anchor = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-');

const isReference = (node: object): node is Reference => '$ref' in node && typeof node.$ref === 'string';

/** What `given` is, following references into `components` (one kind of them) until one is not a reference. */
function resolve<T extends object>(
  components: Readonly<Record<string, T | Reference>>,
  given: T | Reference | undefined,
): T | undefined {
  if (!given || !isReference(given)) return given;
  return resolve(components, components[given.$ref.split('/').pop()!]);
}

/** A short type: `string`, `Contact`, `array of string`, `ACTIVE | PAUSED`, `string | null`. */
function typeText(schema: SchemaNode | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeText).join(' | ');
  if (schema.allOf) return schema.allOf.map(typeText).join(' & ');
  if (schema.type === 'array') return `array of ${typeText(schema.items)}`;
  return String(schema.type ?? 'any');
}

/** The fields of an object schema (its own, or its allOf's) as table rows. */
function fieldRows(doc: Doc, schema: SchemaNode | undefined): string {
  const resolved = resolve(doc.components.schemas, schema) ?? {};
  const parts = [resolved, ...(resolved.allOf ?? []).map((part) => resolve(doc.components.schemas, part) ?? {})];
  const required = new Set(parts.flatMap((part) => part.required ?? []));
  const properties: Record<string, SchemaNode> = Object.assign({}, ...parts.map((part) => part.properties ?? {}));
  return Object.entries(properties)
    .map(([name, field]) => {
      const flags = [required.has(name) ? 'required' : '', field.readOnly ? 'read-only' : ''].filter(Boolean);
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeText(field))}</td><td>${flags.join(', ')}</td></tr>`;
    })
    .join('');
}

const table = (head: string, rows: string) =>
  rows ? `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>` : '';

function parameterRows(doc: Doc, parameters: NonNullable<Operation['parameters']>): string {
  return parameters
    .map((given) => resolve(doc.components.parameters, given))
    .filter((p) => p !== undefined)
    .map((p) => {
      const fields = p.style === 'form' && p.explode && resolve(doc.components.schemas, p.schema)?.properties;
      const detail = fields
        ? `<details><summary>${Object.keys(fields).length} filters</summary>${table('<th>Parameter</th><th>Value</th><th></th>', fieldRows(doc, p.schema))}</details>`
        : prose(p.description);
      return `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}${p.required ? ', required' : ''}</td><td>${escapeHtml(typeText(p.schema))}</td><td>${detail}</td></tr>`;
    })
    .join('');
}

/** The schema of the first media type of a body. */
const firstSchema = (bodies: v.InferOutput<typeof content> | undefined) => Object.values(bodies ?? {})[0]?.schema;

function operationHtml(doc: Doc, method: string, path: string, op: Operation): string {
  const bodySchema = firstSchema(op.requestBody?.content);
  const responses = Object.entries(op.responses)
    .map(([status, given]) => {
      const found = resolve(doc.components.responses, given);
      const schema = firstSchema(found?.content);
      return `<tr><td>${status}</td><td>${prose(found?.description)}</td><td>${escapeHtml(schema ? typeText(schema) : '')}</td></tr>`;
    })
    .join('');
  return [
    `<section class="op" id="${anchor(op.operationId)}">`,
    `<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${prose(op.summary)}</p><p>${prose(op.description).replace(/\n\n/g, '</p><p>')}</p>`,
    op.parameters
      ? `<h4>Parameters</h4>${table('<th>Name</th><th>In</th><th>Type</th><th></th>', parameterRows(doc, op.parameters))}`
      : '',
    bodySchema
      ? `<h4>Body: ${escapeHtml(typeText(bodySchema))}</h4>${table('<th>Field</th><th>Type</th><th></th>', fieldRows(doc, bodySchema))}`
      : '',
    `<h4>Responses</h4>${table('<th>Status</th><th>Meaning</th><th>Body</th>', responses)}`,
    '</section>',
  ].join('\n');
}

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:0;display:flex;color:#222}nav{width:240px;height:100vh;overflow:auto;position:sticky;top:0;background:#f5f5f7;padding:1em;box-sizing:border-box;flex:none}nav a{display:block;color:#335;text-decoration:none;font-size:14px}main{padding:1em 2em;max-width:1000px}table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top;font-size:14px}.op{border-top:1px solid #ccc;padding:.5em 0}.m{font-size:13px;padding:2px 6px;border-radius:3px;color:#fff;background:#666}.get{background:#2a7}.post{background:#27c}.patch{background:#c82}.delete{background:#c33}code{background:#f0f0f3;padding:0 3px}`;

/** The reference page of `document`: a section per tag (family), each with its operations. */
export function renderReferencePage(document: JsonSchema): string {
  const doc = v.parse(pageDocument, document);
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const [tag] = op.tags;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(doc, method, path, op)]);
    }
  const tags = doc.tags.filter((tag) => byTag.has(tag.name));
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(doc.info.title)} reference</title><style>${style}</style></head><body>`,
    `<nav><strong>${escapeHtml(doc.info.title)}</strong><br><small>${escapeHtml(doc.info.version)}</small>`,
    ...tags.map((tag) => `<a href="#tag-${anchor(tag.name)}">${escapeHtml(tag.name)}</a>`),
    '</nav><main>',
    `<h1>${escapeHtml(doc.info.title)}</h1><p>Version <code>${escapeHtml(doc.info.version)}</code>. The machine-readable document: <a href="/v5/openapi.json">/v5/openapi.json</a>.</p>`,
    `<p>${prose(doc.info.description).replace(/\n\n/g, '</p><p>')}</p>`,
    ...tags.map(
      (tag) =>
        `<h2 class="tag" id="tag-${anchor(tag.name)}">${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${byTag.get(tag.name)!.join('\n')}`,
    ),
    '</main></body></html>',
  ].join('\n');
}
