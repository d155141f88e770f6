// Renders the document as one self-contained HTML reference page: no script, no stylesheet or font from elsewhere.
import type { JsonSchema } from './json-schema.js';

type Doc = JsonSchema & { info: { title: string; version: string; description: string } };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Escapes, then renders `code` spans, the only markdown the document's texts use. */
const prose = (text = '') => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const anchor = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-');

function resolve(doc: Doc, schema: JsonSchema | undefined): JsonSchema {
  const ref = schema?.$ref as string | undefined;
  if (!ref) return schema ?? {};
  return resolve(
    doc,
    ref
      .split('/')
      .slice(1)
      .reduce<JsonSchema | undefined>((node, part) => node?.[part] as JsonSchema | undefined, doc),
  );
}

/** A short type: `string`, `Contact`, `array of string`, `ACTIVE | PAUSED`, `string | null`. */
function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return union.map(typeText).join(' | ');
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map(typeText).join(' & ');
  if (schema.type === 'array') return `array of ${typeText(schema.items as JsonSchema)}`;
  return String(schema.type ?? 'any');
}

/** The fields of an object schema (its own, or its allOf's) as table rows. */
function fieldRows(doc: Doc, schema: JsonSchema | undefined): string {
  const resolved = resolve(doc, schema);
  const parts = [resolved, ...((resolved.allOf as JsonSchema[] | undefined) ?? []).map((part) => resolve(doc, part))];
  const required = new Set(parts.flatMap((part) => (part.required as string[] | undefined) ?? []));
  const properties = Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<string, JsonSchema>;
  return Object.entries(properties)
    .map(([name, field]) => {
      const flags = [required.has(name) ? 'required' : '', field.readOnly ? 'read-only' : ''].filter(Boolean);
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(typeText(field))}</td><td>${flags.join(', ')}</td></tr>`;
    })
    .join('');
}

const table = (head: string, rows: string) =>
  rows ? `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>` : '';

function parameterRows(doc: Doc, parameters: JsonSchema[]): string {
  return parameters
    .map((given) => resolve(doc, given))
    .map((p) => {
      const fields = p.style === 'form' && p.explode && resolve(doc, p.schema as JsonSchema).properties;
      const detail = fields
        ? `<details><summary>${Object.keys(fields).length} filters</summary>${table('<th>Parameter</th><th>Value</th><th></th>', fieldRows(doc, p.schema as JsonSchema))}</details>`
        : prose(p.description as string);
      return `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}${p.required ? ', required' : ''}</td><td>${escapeHtml(typeText(p.schema as JsonSchema))}</td><td>${detail}</td></tr>`;
    })
    .join('');
}

function operationHtml(doc: Doc, method: string, path: string, op: JsonSchema): string {
  const body = (op.requestBody as JsonSchema | undefined)?.content as Record<string, JsonSchema> | undefined;
  const bodySchema = body && (Object.values(body)[0]?.schema as JsonSchema);
  const responses = Object.entries(op.responses as Record<string, JsonSchema>)
    .map(([status, given]) => {
      const response = resolve(doc, given);
      const schema = Object.values((response.content ?? {}) as Record<string, JsonSchema>)[0]?.schema as JsonSchema;
      return `<tr><td>${status}</td><td>${prose(response.description as string)}</td><td>${escapeHtml(schema ? typeText(schema) : '')}</td></tr>`;
    })
    .join('');
  return [
    `<section class="op" id="${anchor(String(op.operationId))}">`,
    `<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${prose(op.summary as string)}</p><p>${prose(op.description as string).replace(/\n\n/g, '</p><p>')}</p>`,
    op.parameters
      ? `<h4>Parameters</h4>${table('<th>Name</th><th>In</th><th>Type</th><th></th>', parameterRows(doc, op.parameters as JsonSchema[]))}`
      : '',
    bodySchema
      ? `<h4>Body: ${escapeHtml(typeText(bodySchema))}</h4>${table('<th>Field</th><th>Type</th><th></th>', fieldRows(doc, bodySchema))}`
      : '',
    `<h4>Responses</h4>${table('<th>Status</th><th>Meaning</th><th>Body</th>', responses)}`,
    '</section>',
  ].join('\n');
}

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:0;display:flex;color:#222}nav{width:240px;height:100vh;overflow:auto;position:sticky;top:0;background:#f5f5f7;padding:1em;box-sizing:border-box;flex:none}nav a{display:block;color:#335;text-decoration:none;font-size:14px}main{padding:1em 2em;max-width:1000px}table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ddd;padding:3px 8px;text-align:left;vertical-align:top;font-size:14px}.op{border-top:1px solid #ccc;padding:.5em 0}.m{font-size:13px;padding:2px 6px;border-radius:3px;color:#fff;background:#666}.get{background:#2a7}.post{background:#27c}.patch{background:#c82}.delete{background:#c33}code{background:#f0f0f3;padding:0 3px}`;

/** The reference page of `doc`: a section per tag (family), each with its operations. */
export function renderReferencePage(document: JsonSchema): string {
  const doc = document as Doc;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, JsonSchema>>))
    for (const [method, op] of Object.entries(methods)) {
      const tag = (op.tags as string[])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(doc, method, path, op)]);
    }
  const tags = (doc.tags as Array<{ name: string; description: string }>).filter((tag) => byTag.has(tag.name));
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
