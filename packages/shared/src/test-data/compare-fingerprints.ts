import type { DemoFingerprint } from './schemas.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed in the demo data set between two fingerprints, one line per row: a row that is gone,
 * or one whose columns changed (named). Rows added since are no one's business here: a journey makes
 * its own objects.
 */
export const compareDemoFingerprints = (before: DemoFingerprint, after: DemoFingerprint): string[] => {
  const changes: string[] = [];
  for (const [table, rows] of Object.entries(before.tables)) {
    const now = after.tables[table] ?? {};
    for (const [key, { label, row }] of Object.entries(rows)) {
      const current = now[key];
      const name = `${table} ${key}${label && label !== key ? ` (${label})` : ''}`;
      if (!current) {
        changes.push(`${name}: removed`);
        continue;
      }
      const columns = [...new Set([...Object.keys(row), ...Object.keys(current.row)])].filter(
        (column) => !same(row[column], current.row[column]),
      );
      if (columns.length > 0) changes.push(`${name}: changed ${columns.join(', ')}`);
    }
  }
  return changes;
};
