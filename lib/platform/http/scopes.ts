// Scope semantics: <family>:read or <family>:write; write implies read; *:read and *:write cover every family.

/** Whether the held scopes grant `required`. */
export function grants(held: readonly string[], required: string): boolean {
  const [family, level] = required.split(':');
  const acceptable =
    level === 'read' ? [`${family}:read`, `${family}:write`, '*:read', '*:write'] : [`${family}:write`, '*:write'];
  return held.some((scope) => acceptable.includes(scope));
}
