// Reads the service's configuration from the environment and fails fast, naming the variable, when one is missing.

export class MissingConfigError extends Error {
  constructor(name: string) {
    super(`Environment variable ${name} is not set`);
    this.name = 'MissingConfigError';
  }
}

/** The value of a required environment variable. */
export function requireEnv(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (!value) throw new MissingConfigError(name);
  return value;
}

/** The single table's name. */
export function tableName(env: NodeJS.ProcessEnv = process.env): string {
  return requireEnv('TABLE_NAME', env);
}

/** A positive whole number from the environment, or `fallback` when the variable is unset; fails fast on anything else. */
export function positiveIntegerEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new Error(`Environment variable ${name} must be a positive integer, got "${raw}"`);
  return Number(raw);
}
