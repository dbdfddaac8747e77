import { describe, expect, it } from 'vitest';
import { polishPlural, uploadLimitsHint } from './polish-plural';

const files = (n: number) => polishPlural(n, 'plik', 'pliki', 'plików');

describe('polishPlural', () => {
  it('1 plik', () => {
    expect(files(1)).toBe('plik');
  });

  it('2-4 pliki, also 22-24 and 102-104', () => {
    for (const n of [2, 3, 4, 22, 23, 24, 32, 102, 104]) expect(files(n)).toBe('pliki');
  });

  it('0, 5-21 and 12-14 plików', () => {
    for (const n of [0, 5, 6, 10, 11, 12, 13, 14, 15, 20, 21, 25, 30, 111, 112, 114]) expect(files(n)).toBe('plików');
  });
});

describe('uploadLimitsHint', () => {
  const MB50 = 50 * 1024 * 1024;
  it('one file: no "każdy"', () => {
    expect(uploadLimitsHint(1, MB50)).toBe('Maksymalnie 1 plik, mniejszy niż 50 MB.');
  });

  it('several files', () => {
    expect(uploadLimitsHint(3, MB50)).toBe('Maksymalnie 3 pliki, każdy mniejszy niż 50 MB.');
    expect(uploadLimitsHint(12, MB50)).toBe('Maksymalnie 12 plików, każdy mniejszy niż 50 MB.');
    expect(uploadLimitsHint(30, MB50)).toBe('Maksymalnie 30 plików, każdy mniejszy niż 50 MB.');
  });
});
