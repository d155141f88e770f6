// Every operation of the served document carries a curl command, and every JSON body and success answer an example
// that its own schema accepts (the reference page shows them; a wrong one would teach a wrong request).
import { Ajv2020 } from 'ajv/dist/2020.js';
import { serviceDocument } from '../../../lib/app/service-document.js';

const document = serviceDocument() as Record<string, any>;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
/** The schema checked within the document, so that its references to the components resolve. */
const validatorOf = (schema: unknown) => ajv.compile({ ...schema!, components: document.components });

const operations = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);

it('gives every operation a curl command with the guide’s $API and, where a credential is needed, its headers', () => {
  for (const { key, operation } of operations) {
    const [sample] = operation['x-codeSamples'] ?? [];
    expect([key, sample?.label]).toEqual([key, 'curl']);
    expect(sample.source).toMatch(/^curl -s/);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the guide's shell array of headers.
    expect(sample.source.includes('"${H[@]}"')).toBe((operation.security ?? []).length > 0);
  }
});

it('gives every JSON body and success answer an example its schema accepts', () => {
  const invalid: string[] = [];
  let checked = 0;
  for (const { key, operation } of operations) {
    const media = [
      ['request', operation.requestBody?.content?.['application/json']],
      ...Object.entries(operation.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .map(([status, answer]: [string, any]) => [status, answer.content?.['application/json']]),
    ].filter(([, content]) => content?.schema);
    for (const [what, content] of media) {
      checked++;
      if (content.example === undefined) invalid.push(`${key} ${what}: no example`);
      else if (!validatorOf(content.schema)(content.example))
        invalid.push(`${key} ${what}: ${ajv.errorsText(validatorOf(content.schema).errors)}`);
    }
  }
  expect(checked).toBeGreaterThan(300);
  expect(invalid).toEqual([]);
});

it('shows createCampaign with a schedule and a mailbox to send from', () => {
  const example = document.paths['/v5/campaigns'].post.requestBody.content['application/json'].example;
  expect(example).toMatchObject({ name: expect.any(String), schedule: expect.any(Object), fromConnectionId: /^cnn_/ });
});
