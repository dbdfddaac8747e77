import { csvSafeText } from '@platform/shared';

/**
 * A table's export to CSV and XLSX. XLSX is written by write-excel-file (MIT, one dependency:
 * fflate; loaded only when asked for); CSV by hand: semicolons and a UTF-8 mark, as Polish Excel
 * opens them with the diacritics intact.
 */
export type ExportCell = string | number | null;
export type ExportTable = { fileName: string; header: string[]; rows: ExportCell[][] };

const csvCell = (value: ExportCell): string => {
  if (value === null) return '';
  // a text that looks like a formula stays text (a company's name is the company's choice)
  const text = typeof value === 'number' ? String(value).replace('.', ',') : csvSafeText(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const tableToCsv = (table: ExportTable): string =>
  [table.header, ...table.rows].map((row) => row.map(csvCell).join(';')).join('\r\n');

const download = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const exportCsv = (table: ExportTable): void =>
  download(new Blob([`\uFEFF${tableToCsv(table)}`], { type: 'text/csv;charset=utf-8' }), `${table.fileName}.csv`);

export const exportXlsx = async (table: ExportTable): Promise<void> => {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = table.header.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row) => row.map((value) => (value === null ? null : { value })));
  const blob = await writeXlsxFile([header, ...rows], { sheet: 'Raport' }).toBlob();
  download(blob, `${table.fileName}.xlsx`);
};
