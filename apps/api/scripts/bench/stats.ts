/** Percentiles of measured times (nearest rank), rounded to 0.1 ms. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

export type Summary = { p50: number; p95: number; max: number };

export const summary = (times: readonly number[]): Summary => {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => +n.toFixed(1);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? 0) };
};

/** API time over bare SQL time: how much the stack around the query costs (1 = nothing). */
export const ratio = (apiMs: number, sqlMs: number): number | null => (sqlMs > 0 ? +(apiMs / sqlMs).toFixed(1) : null);
