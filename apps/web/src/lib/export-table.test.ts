import { describe, expect, it } from 'vitest';
import { tableToCsv } from './export-table';

describe('a report table as CSV', () => {
  it('writes a company name that looks like a formula as text, and numbers as Polish numbers', () => {
    const csv = tableToCsv({
      fileName: 'raport',
      header: ['Firma', 'Zmiana (%)', 'Liczba'],
      rows: [
        ['=HYPERLINK("http://x.pl";"Kliknij")', -5.5, 3],
        ['@SUM(A1:A9)', null, 0],
        ['Kramet; Sp. z o.o.', 12.25, -2],
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'Firma;Zmiana (%);Liczba',
      `"'=HYPERLINK(""http://x.pl"";""Kliknij"")";-5,5;3`,
      "'@SUM(A1:A9);;0",
      '"Kramet; Sp. z o.o.";12,25;-2',
    ]);
  });
});
