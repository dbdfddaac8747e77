import { describe, expect, it } from 'vitest';
import { compareDemoFingerprints } from './compare-fingerprints.js';

const print = (rows: Record<string, { label: string; row: Record<string, unknown> }>) => ({
  tables: { companies: rows },
});

describe('compareDemoFingerprints', () => {
  const before = print({
    '5': { label: 'Budimex', row: { name: 'Budimex', deleted: false } },
    '6': { label: 'Mostostal', row: { name: 'Mostostal', deleted: false } },
  });

  it('finds nothing when the demo rows are as they were, whatever was added', () => {
    const after = print({
      ...before.tables.companies,
      '900': { label: 'Nowa', row: { name: 'Nowa', deleted: false } },
    });
    expect(compareDemoFingerprints(before, after)).toEqual([]);
  });

  it('names a removed row and a changed one with its columns', () => {
    const after = print({ '6': { label: 'Mostostal', row: { name: 'Mostostal SA', deleted: true } } });
    expect(compareDemoFingerprints(before, after)).toEqual([
      'companies 5 (Budimex): removed',
      'companies 6 (Mostostal): changed name, deleted',
    ]);
  });
});
