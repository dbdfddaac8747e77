import { describe, expect, it } from 'vitest';
import { checkUploadLimits } from './upload-limits';

const MB = 1024 * 1024;

describe('checkUploadLimits', () => {
  it('refuses a file of 50 MB or more', () => {
    expect(checkUploadLimits({ name: 'plan.pdf', size: 50 * MB }, 0)).toBe('Plik plan.pdf ma zbyt duży rozmiar.');
    expect(checkUploadLimits({ name: 'plan.pdf', size: 50 * MB - 1 }, 0)).toBeNull();
  });

  it('refuses a file beyond the count limit (default 30)', () => {
    expect(checkUploadLimits({ name: 'a.pdf', size: 10 }, 29)).toBeNull();
    expect(checkUploadLimits({ name: 'a.pdf', size: 10 }, 30)).toBe(
      'Przekroczono limit 30 załączników. Plik a.pdf nie został dodany.',
    );
  });

  it('uses the given limits', () => {
    expect(checkUploadLimits({ name: 'logo.png', size: 10 }, 1, { maxBytes: 100, maxFiles: 1 })).toBe(
      'Przekroczono limit 1 załączników. Plik logo.png nie został dodany.',
    );
  });
});
