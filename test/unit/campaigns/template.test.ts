// Unit tests of campaign templates: parse checks, rendering, and missing variables found by static analysis.
import { checkTemplate, renderTemplate } from '../../../lib/campaigns/model/campaign-template.js';

const contact = {
  firstName: 'Ada',
  lastName: null,
  company: { name: 'Analytical' },
  customProperties: { tier: 'gold' },
  sender: { name: 'Grace' },
};

describe('checkTemplate', () => {
  it('accepts templates that parse, with filters and tags', () => {
    expect(checkTemplate('Hi {{ firstName | default: "there" }} {% if company %}{{ company.name }}{% endif %}')).toBe(
      undefined,
    );
    expect(checkTemplate('plain text')).toBe(undefined);
  });

  it('names the problem of a template that does not parse', () => {
    expect(checkTemplate('Hi {{ firstName ')).toMatch(/not closed|output/i);
    expect(checkTemplate('{% if x %}no end')).toMatch(/not closed/i);
    expect(checkTemplate('{{ x | nosuchfilter }}')).toMatch(/undefined filter/i);
  });
});

describe('renderTemplate', () => {
  it('fills contact, company, custom property and sender variables', () => {
    expect(
      renderTemplate('Hi {{firstName}} of {{company.name}} ({{customProperties.tier}}), {{sender.name}}', contact),
    ).toEqual({ ok: true, text: 'Hi Ada of Analytical (gold), Grace' });
  });

  it('treats a variable followed by a default filter as present, even when it has no value', () => {
    expect(renderTemplate('Hi {{ lastName | default: "there" }}', contact)).toEqual({ ok: true, text: 'Hi there' });
    expect(renderTemplate('Hi {{ nickname | default: "there" }}', contact)).toEqual({ ok: true, text: 'Hi there' });
  });

  it('reports the first variable without a value and without a default', () => {
    expect(renderTemplate('Hi {{ firstName }} {{ lastName }} {{ title }}', contact)).toEqual({
      ok: false,
      missingVariable: 'lastName',
    });
    expect(renderTemplate('{{ company.size }}', contact)).toEqual({ ok: false, missingVariable: 'company.size' });
    expect(renderTemplate('{{ customProperties.plan | upcase }}', contact)).toEqual({
      ok: false,
      missingVariable: 'customProperties.plan',
    });
  });

  it('checks outputs inside blocks and on later lines, but not the conditions of tags', () => {
    expect(renderTemplate('line\n{% if vip %}VIP{% endif %}ok', contact)).toEqual({ ok: true, text: 'line\nok' });
    expect(renderTemplate('line one\n{% if firstName %}\n  {{ title }}{% endif %}', contact)).toEqual({
      ok: false,
      missingVariable: 'title',
    });
  });

  it('does not count loop variables as missing globals', () => {
    expect(renderTemplate('{% for t in tags %}{{ t }},{% endfor %}', { tags: ['a', 'b'] })).toEqual({
      ok: true,
      text: 'a,b,',
    });
  });
});
