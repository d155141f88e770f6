// Templates a tenant may write to stall the sender or read the server's files (issue 22, items 13 and 14).

/** Two nested loops over fixed ranges: 25 million renders of its body whoever it goes to. */
export const NESTED_LOOPS =
  '{% for i in (1..5000) %}{% for j in (1..5000) %}{{ i }} times {{ j }}. {% endfor %}{% endfor %}';

/** Loops nested nine deep over the contact's own tags: nothing for a contact without tags, a billion renders with ten. */
export const LOOPS_OVER_TAGS = `${'{% for t in tags %}'.repeat(9)}.${'{% endfor %}'.repeat(9)}`;

/** The file tags, with literal, absolute, relative and dynamic names, inside blocks and the `liquid` tag. */
export const FILE_READS = [
  "{% include '.gitignore' %}",
  '{% include "package.json" %}',
  "{% include '/etc/passwd' %}",
  "{% include '../../../../etc/hostname' %}",
  '{% include name %}',
  "{% include 'README.md' with firstName %}",
  "{%- include '.gitignore' -%}",
  "{% render '.gitignore' %}",
  "{% render '/etc/passwd' %}",
  "{% render '../.gitignore' for tags as tag %}",
  '{% render file %}',
  "{% layout '.gitignore' %}Hi",
  "{% layout '/etc/passwd' %}{% block body %}Hi{% endblock %}",
  '{% layout name %}',
  '{% layout none %}Hi',
  "{% if true %}{% include '.gitignore' %}{% endif %}",
  "{% liquid include '.gitignore' %}",
  '{% liquid\n  render name\n%}',
];
