import { describe, expect, it } from 'vitest';
import { isValidStorageKey } from '../../plugins/storage.js';
import { buildStorageKey, contentDisposition, displayFileName, safeFileName } from './file-names.js';

const uuid = '0b6f2d4e-8c1a-4f3b-9d2e-7a5c1e9f3b21';

describe('file names', () => {
  it('folds Polish letters and replaces unsafe characters', () => {
    expect(safeFileName('Zażółć gęślą jaźń (wersja 2).PDF')).toBe('Zazolc-gesla-jazn-wersja-2.PDF');
    expect(safeFileName('Łódź.png')).toBe('Lodz.png');
  });

  it('keeps only the last path segment and never starts with a dot', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(safeFileName('..')).toBe('plik');
    expect(safeFileName('.htaccess')).toBe('htaccess');
    expect(safeFileName('a..b')).toBe('a.b');
  });

  it('caps long names and keeps the extension', () => {
    const name = safeFileName(`${'x'.repeat(300)}.docx`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('builds keys by target, year, month and uuid that the storage accepts', () => {
    const key = buildStorageKey('COMPANY_LOGO', uuid, '../Logo firmy.svg', new Date('2025-03-09T12:00:00Z'));
    expect(key).toBe(`company-logo/2025/03/${uuid}/Logo-firmy.svg`);
    expect(isValidStorageKey(key)).toBe(true);
    expect(isValidStorageKey(`order/2025/03/${uuid}/../x`)).toBe(false);
    expect(isValidStorageKey(`../2025/03/${uuid}/x`)).toBe(false);
  });

  it('keeps the original name for display without control characters', () => {
    expect(displayFileName(' Umowa\u0000 nr 1.pdf ')).toBe('Umowa nr 1.pdf');
    expect(contentDisposition('attachment', 'Oferta ąę.pdf')).toBe(
      `attachment; filename="Oferta-ae.pdf"; filename*=UTF-8''Oferta%20%C4%85%C4%99.pdf`,
    );
  });
});
