// Reads the benches' numeric settings (BENCH_*) from the environment.

/** The variable as a non-negative integer, or `fallback` when it is unset or empty. */
export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, not ${raw}`);
  return value;
}
