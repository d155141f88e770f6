// Reads the generated interface description (docs/openapi.json) into the operations a fuzzer walks: parameters, body schema, its properties.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';

type Node = Record<string, any>;

/** A property of a body schema, `$ref`s resolved, and what a value of it is. */
interface BodyProperty {
  name: string;
  schema: Node;
  required: boolean;
}

export interface DocumentedOperation {
  method: string;
  /** The path template, `/v5/contacts/{id}`. */
  path: string;
  operationId: string;
  /** The pattern of each path parameter, where the document gives one. */
  pathPatterns: Record<string, { pattern: string }>;
  /** Query parameters by name (`filter` stands for its exploded `filter.<field>.<operator>` properties). */
  query: Record<string, Node>;
  /** The names of the exploded filter properties, `filter.name.equals`... */
  filterNames: string[];
  /** The media type and schema of the body, when the operation takes one. */
  body?: { type: string; schema: Node; properties: BodyProperty[] };
}

let document: Node | undefined;

/** docs/openapi.json, the document as generated and published (npm run openapi), read once per test process. */
function publishedDocument(): Node {
  document ??= JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8')) as Node;
  return document;
}

/** `node` with its `$ref` (into this document) followed until it is none. */
export function resolved(node: Node | undefined): Node {
  let at = node ?? {};
  while (typeof at.$ref === 'string')
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce(
        (inner: Node, part: string) => inner?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        publishedDocument(),
      );
  return at;
}

/** The schema a value takes when it is not null: the first non-null branch of an `anyOf`, or the schema itself. */
export function nonNull(schema: Node): Node {
  const at = resolved(schema);
  const branches = (at.anyOf ?? at.oneOf) as Node[] | undefined;
  // An object's anyOf says which properties it needs, not which kind of value it is.
  if (!branches || at.properties) return at;
  return resolved(branches.find((branch) => resolved(branch).type !== 'null') ?? {});
}

function bodyOf(operation: Node): DocumentedOperation['body'] {
  const content = resolved(operation.requestBody).content as Node | undefined;
  if (!content) return undefined;
  const [type, media] = Object.entries(content)[0]!;
  const schema = resolved((media as Node).schema);
  const whole = schema.allOf ? Object.assign({}, ...(schema.allOf as Node[]).map(resolved)) : schema;
  const required = new Set<string>(whole.required ?? []);
  const properties = Object.entries((whole.properties ?? {}) as Node).map(([name, property]) => ({
    name,
    schema: resolved(property),
    required: required.has(name),
  }));
  return { type, schema, properties };
}

/** Every operation of the document, in its order. */
export function documentedOperations(): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [path, item] of Object.entries(publishedDocument().paths as Node)) {
    for (const [method, operation] of Object.entries(item as Node)) {
      if (method === 'parameters') continue;
      const parameters = [...((item as Node).parameters ?? []), ...(operation.parameters ?? [])].map(resolved);
      const pathPatterns: DocumentedOperation['pathPatterns'] = {};
      const query: DocumentedOperation['query'] = {};
      for (const parameter of parameters) {
        if (parameter.in === 'path')
          pathPatterns[parameter.name] = { pattern: resolved(parameter.schema).pattern ?? '' };
        if (parameter.in === 'query') query[parameter.name] = resolved(parameter.schema);
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        pathPatterns,
        query,
        filterNames: Object.keys(query.filter?.properties ?? {}),
        body: bodyOf(operation),
      });
    }
  }
  return operations;
}

let ajv: Ajv2020 | undefined;

/** The document's complaints about `body` as the operation's request body (none: the document calls it valid). */
export function bodyComplaints(op: DocumentedOperation, body: unknown): string[] {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true, code: { optimize: false } });
    // The formats the document uses; the service's own email check is stricter (valibot's).
    ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    ajv.addFormat('binary', true);
    ajv.addSchema(publishedDocument(), 'openapi');
  }
  const pointer = ['paths', op.path, op.method.toLowerCase(), 'requestBody', 'content', op.body?.type ?? '', 'schema']
    .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('/');
  const validate = ajv.compile({ $ref: `openapi#/${pointer}` });
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
