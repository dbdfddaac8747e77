/** Splits rows into slices so that no single INSERT carries too many bind parameters. */
export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** Runs `insert` on consecutive slices of rows, one statement per slice, and concatenates the results. */
export const insertInBatches = async <T, R>(
  rows: readonly T[],
  size: number,
  insert: (batch: T[]) => Promise<R[]>,
): Promise<R[]> => {
  const results: R[] = [];
  for (const batch of chunks(rows, size)) results.push(...(await insert(batch)));
  return results;
};
