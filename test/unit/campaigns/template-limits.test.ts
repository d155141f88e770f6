// Unit tests of what a campaign template may cost and read (issue 22, items 13 and 14): the limits checked when it is
// saved and kept when it renders, and the file tags refused however they name a file.
import { checkTemplate, renderTemplate } from '../../../lib/campaigns/model/campaign-template.js';
import { liquid } from '../../../lib/campaigns/model/liquid-engine.js';
import { FILE_READS, LOOPS_OVER_TAGS, NESTED_LOOPS } from '../../support/hostile-templates.js';

describe('template limits', () => {
  it('refuses on save a template whose fixed loops cost more than a message may', () => {
    expect(NESTED_LOOPS.length).toBeLessThan(100);
    expect(checkTemplate(NESTED_LOOPS)).toMatch(/costs more .* limit exceeded/);
    // Memory: a date padded to a billion characters.
    expect(checkTemplate("{{ 'now' | date: '%900000000d' }}")).toMatch(/memory alloc limit exceeded/);
    expect(checkTemplate('x'.repeat(20_001))).toMatch(/parse length limit exceeded/);
  });

  it('accepts what only costs much for some contacts, and then fails that render at its limit, not later', () => {
    expect(checkTemplate(LOOPS_OVER_TAGS)).toBeUndefined();
    expect(renderTemplate(LOOPS_OVER_TAGS, {})).toEqual({ ok: true, text: '' });
    const tags = Array.from({ length: 10 }, (_, index) => `tag${index}`);
    expect(renderTemplate(LOOPS_OVER_TAGS, { tags })).toEqual({
      ok: false,
      templateError: expect.stringMatching(/^template render limit exceeded/),
    });
    expect(
      renderTemplate('{% for i in (1..n) %}{% for j in (1..n) %}{{ j }}{% endfor %}{% endfor %}', { n: 5000 }),
    ).toEqual({ ok: false, templateError: expect.stringMatching(/limit exceeded/) });
  });
});

describe('templates read no file', () => {
  it.each(FILE_READS)('refuses %j on save', (template) => {
    expect(checkTemplate(template)).toMatch(/reads a file, and a campaign template reads none/);
  });

  it.each(FILE_READS)('renders %j as a refusal, never with a file in it', (template) => {
    const rendered = renderTemplate(template, { name: '.gitignore', file: 'package.json', tags: ['a'] });
    expect(rendered).toEqual({ ok: false, templateError: expect.stringMatching(/reads a file/) });
  });

  it('gives Liquid a file system that refuses every read, for any way it may load a file', () => {
    expect(() => liquid.renderFileSync('.gitignore')).toThrow();
    expect(() => liquid.parseFileSync('package.json')).toThrow();
    expect(() => liquid.options.fs.readFileSync('.gitignore')).toThrow(/reads no file/);
  });
});
