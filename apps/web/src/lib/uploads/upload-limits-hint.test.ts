import { describe, expect, it } from 'vitest';
import { uploadLimitsHint } from './upload-limits-hint';

describe('uploadLimitsHint', () => {
  const MB50 = 50 * 1024 * 1024;
  it('one file: no "każdy"', () => {
    expect(uploadLimitsHint(1, MB50)).toBe('Maksymalnie 1 plik, mniejszy niż 50 MB.');
  });

  it('several files, the noun by the Polish plural rule', () => {
    expect(uploadLimitsHint(3, MB50)).toBe('Maksymalnie 3 pliki, każdy mniejszy niż 50 MB.');
    expect(uploadLimitsHint(12, MB50)).toBe('Maksymalnie 12 plików, każdy mniejszy niż 50 MB.');
    expect(uploadLimitsHint(22, MB50)).toBe('Maksymalnie 22 pliki, każdy mniejszy niż 50 MB.');
    expect(uploadLimitsHint(30, MB50)).toBe('Maksymalnie 30 plików, każdy mniejszy niż 50 MB.');
  });
});
