// A CSV file's records split at line feeds outside quotes whatever the chunks, with line numbers and the offsets a
// next run goes on from; and the columns of a file planned and turned into rows, or into errors naming the column.
import { csvRecords } from '../../../lib/imports/files/csv-records.js';
import { planColumns, rowOfCells } from '../../../lib/imports/files/file-columns.js';

async function* chunked(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function recordsOf(bytes: Buffer, size: number, start = { offset: 0, line: 1 }, max = 1000) {
  const records = [];
  for await (const record of csvRecords(chunked(bytes, size), start, max))
    records.push({ line: record.line, end: record.end, text: record.bytes?.toString('utf8') });
  return records;
}

const file = Buffer.from('\ufeffemail,name\r\na@x.example,"Two\nlines"\r\n\r\nb@x.example,B\nc@x.example,C');

it.each([1, 2, 7, 1000])('splits records the same way in chunks of %i bytes', async (size) => {
  expect(await recordsOf(file, size)).toEqual([
    { line: 1, end: 15, text: 'email,name' },
    { line: 2, end: 40, text: 'a@x.example,"Two\nlines"' },
    { line: 5, end: 56, text: 'b@x.example,B' },
    { line: 6, end: 69, text: 'c@x.example,C' },
  ]);
});

it('goes on from an offset a record ended at, with its line numbers', async () => {
  expect(await recordsOf(file.subarray(40), 5, { offset: 40, line: 4 })).toEqual([
    { line: 5, end: 56, text: 'b@x.example,B' },
    { line: 6, end: 69, text: 'c@x.example,C' },
  ]);
});

it('gives a record past the limit no bytes and ends it at the next line feed, quoted or not', async () => {
  const bytes = Buffer.from(`h\n"${'x'.repeat(50)}\nnext\nlast\n`);
  expect(await recordsOf(bytes, 8, { offset: 0, line: 1 }, 20)).toEqual([
    { line: 1, end: 2, text: 'h' },
    { line: 2, end: 54, text: undefined },
    { line: 3, end: 59, text: 'next' },
    { line: 4, end: 64, text: 'last' },
  ]);
});

const definitions = [
  { name: 'tier', type: 'NUMBER', target: 'CONTACT' },
  { name: 'vip', type: 'BOOLEAN', target: 'CONTACT' },
  { name: 'region', type: 'STRING', target: 'COMPANY' },
] as const;

it('plans columns by mapping, by header names and by property imports, and names what it cannot', () => {
  const header = ['Mail', 'name', 'tier', 'Company', 'region', 'other'];
  const plan = planColumns(header, { Mail: 'contact.email', Company: 'company.name' }, definitions, ['tier', 'region']);
  expect(plan).toMatchObject({ ignored: ['name', 'other'], width: 6 });
  const byHeader = planColumns(['Email', 'company.revenue', 'employment.title', 'other'], null, definitions, []);
  expect(byHeader).toMatchObject({ ignored: ['other'] });
  expect(planColumns(['a'], { b: 'contact.email' }, definitions, [])).toEqual({
    problems: ['the mapping names the column "b", which the file\'s header does not have'],
  });
  expect(planColumns(['a'], { a: 'customProperties.unknown' }, definitions, [])).toEqual({
    problems: [expect.stringContaining('customProperties.unknown, which is not a defined property')],
  });
});

it('turns cells into a row typed by its targets, or an error naming each bad column', () => {
  const plan = planColumns(
    ['email', 'revenue', 'tier', 'vip', 'tags'],
    {
      email: 'contact.email',
      revenue: 'company.revenue',
      tags: 'company.tags',
      tier: 'customProperties.tier',
      vip: 'customProperties.vip',
    },
    definitions,
    [],
  );
  if ('problems' in plan) throw new Error(plan.problems.join());
  expect(rowOfCells(plan, ['A@X.example ', '1200.5', '3', 'yes', 'b2b; saas;'])).toEqual({
    data: {
      contact: { email: 'a@x.example', customProperties: { tier: 3, vip: true } },
      company: { revenue: 1200.5, tags: ['b2b', 'saas'] },
    },
  });
  expect(rowOfCells(plan, ['a@x.example', 'lots', 'x', 'maybe', ''])).toEqual({
    error:
      'column "revenue" (company.revenue) must be a number; column "tier" (customProperties.tier) must be a number; column "vip" (customProperties.vip) must be true or false (or yes, no, 1, 0)',
  });
  expect(rowOfCells(plan, ['', '', '', '', ''])).toEqual({ error: 'contact needs an email or a name' });
  expect(rowOfCells(plan, ['a@x.example'])).toEqual({ error: 'it has 1 cells where the header has 5 columns' });
});
