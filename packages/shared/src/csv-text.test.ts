import { describe, expect, it } from 'vitest';
import { csvSafeText } from './csv-text.js';

describe('csvSafeText', () => {
  it('keeps as text every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvSafeText(`${start}HYPERLINK("http://x")`)).toBe(`'${start}HYPERLINK("http://x")`);
    }
  });

  it('leaves other texts as they are', () => {
    for (const text of ['Kramet Sp. z o.o.', 'A=B', ' =1', '', "'już tekst", '1+1']) {
      expect(csvSafeText(text)).toBe(text);
    }
  });
});
