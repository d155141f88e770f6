// Checks an answer of the API against the interface description (status, headers, body): the api() helper calls it on every response.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { serviceDocument } from '../../lib/app/service-document.js';

type Node = Record<string, any>;

/** What a call answered, as the check needs it. */
export interface CheckedResponse {
  method: string;
  /** The path and query the request was sent to. */
  url: string;
  status: number;
  headers: Headers;
  body: unknown;
}

interface Compiled {
  document: Node;
  ajv: Ajv2020;
  /** Each path template as a pattern, literal segments first (`/v5/contacts/count` before `/v5/contacts/{id}`). */
  templates: Array<{ path: string; pattern: RegExp }>;
  validators: Map<string, ValidateFunction>;
}

let compiled: Compiled | undefined;

/** The document and its validator, built once per test process; each schema is compiled the first time it is needed. */
function load(): Compiled {
  if (compiled) return compiled;
  const document = serviceDocument() as Node;
  // Unoptimized code compiles in half the time, and each schema is compiled once per process.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true, code: { optimize: false } });
  ajv.addSchema(document, 'openapi');
  const templates = Object.keys(document.paths)
    .map((path) => ({
      path,
      pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
      params: (path.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);
  return (compiled = { document, ajv, templates, validators: new Map() });
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function resolve(document: Node, node: Node): Node {
  if (typeof node?.$ref !== 'string') return node;
  return resolve(
    document,
    node.$ref
      .slice(2)
      .split('/')
      .reduce((at: Node, part: string) => at[part.replace(/~1/g, '/').replace(/~0/g, '~')], document),
  );
}

function validator(c: Compiled, ref: string): ValidateFunction {
  let validate = c.validators.get(ref);
  if (!validate) c.validators.set(ref, (validate = c.ajv.compile({ $ref: `openapi#${ref}` })));
  return validate;
}

/** The response object the document gives this answer, and its JSON pointer; throws when the document has none. */
function documented(c: Compiled, method: string, path: string, status: number): { response: Node; at: string } {
  const template = c.templates.find(({ pattern }) => pattern.test(path));
  const operation = template && c.document.paths[template.path][method.toLowerCase()];
  if (!operation) {
    // No operation: the catch-all answers 405 on a known path and 404 elsewhere, in the envelope.
    const name = template ? 'Error405' : 'Error404';
    if (status !== (template ? 405 : 404))
      throw new Error(`${method} ${path} is in no operation of the document, but answered ${status}`);
    return { response: c.document.components.responses[name], at: pointer('', 'components', 'responses', name) };
  }
  const response = operation.responses[String(status)];
  if (!response)
    throw new Error(
      `${method} ${template.path} answered ${status}, which the document does not list (it lists ${Object.keys(operation.responses).join(', ')})`,
    );
  const at = response.$ref
    ? response.$ref.slice(1)
    : pointer('', 'paths', template.path, method.toLowerCase(), 'responses', String(status));
  return { response: resolve(c.document, response), at };
}

// Built as the test file loads, not at its first call: a check must not delay a test's requests by the build's second
// (tests of rate limits count requests against the clock).
load();

/** Throws, naming what differs, when the answer is not one the document describes. */
export function checkResponse({ method, url, status, headers, body }: CheckedResponse): void {
  const c = load();
  const path = new URL(url, 'http://localhost').pathname;
  const { response, at } = documented(c, method.toUpperCase(), path, status);
  const problems: string[] = [];
  for (const [name, header] of Object.entries((response.headers ?? {}) as Node))
    if (resolve(c.document, header).required && !headers.has(name)) problems.push(`the header ${name} is missing`);
  const contentType = (headers.get('content-type') ?? '').split(';')[0]!.trim();
  const content = response.content as Node | undefined;
  if (content && body !== undefined) {
    if (!content[contentType])
      problems.push(`its content type ${contentType || '(none)'} is not ${Object.keys(content).join(' or ')}`);
    else if (contentType === 'application/json') {
      const validate = validator(c, `${at}/content/${pointer('application/json')}/schema`);
      const errors = validate(body) ? [] : (validate.errors ?? []);
      if (errors.length)
        problems.push(...errors.slice(0, 5).map((e) => `body${e.instancePath} ${e.message} (${e.schemaPath})`));
    }
  }
  if (problems.length)
    throw new Error(
      `${method} ${path} answered ${status} unlike the document (${at}): ${problems.join('; ')}\nbody: ${JSON.stringify(body).slice(0, 500)}`,
    );
}
