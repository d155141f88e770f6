// Each function of the table is built by the module its entry names: functions/<name>.ts builds its handler with the
// builder (lib/app/handlers) that the table's entry imports, and does nothing else.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { functionTable } from '../../lib/app/function-table.js';
import { routesOf } from '../../lib/app/route-table.js';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

describe.each(functionTable.map((fn) => [fn.name, fn] as const))('%s', (name, fn) => {
  const source = readFileSync(`${repositoryRoot}${fn.entry}`, 'utf8');

  it('has an entry that only builds its handler', () => {
    const statements = source.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('//'));
    expect(statements).toEqual([
      "import { buildHandler } from '../lib/app/build-handler.js';",
      expect.stringMatching(/^import \{ build \} from '\.\.\/lib\/app\/handlers\/[\w-]+\.js';$/),
      'export const handler = await buildHandler(build);',
    ]);
  });

  it('is built by the builder its table entry names', async () => {
    const handlerModule = /lib\/app\/handlers\/([\w-]+)\.js/.exec(source)![1]!;
    const imported = await import(`../../lib/app/handlers/${handlerModule}.js`);
    expect((await fn.build()).build).toBe(imported.build);
  });

  it('serves the routes of the route table', () => {
    expect(fn.routes).toEqual((routesOf as Record<string, unknown>)[name] ?? []);
  });
});
