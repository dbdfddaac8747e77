import { csvSafeText } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/actor.js';
import { loadComparison, loadOffersOrder } from './offers.service.js';

const HEADERS = ['Branża', 'Firma', 'Cena netto (zł)', 'Ważna do', 'Wybrana', 'Odrzucona', 'Bez wskazania', 'Notatki'];

type ExportRow = {
  industry: string;
  company: string;
  price: number | null;
  validUntil: string | null;
  selected: boolean;
  rejected: boolean;
  withoutIndication: boolean;
  notes: number;
};

const yesNo = (value: boolean) => (value ? 'tak' : 'nie');
const polishDay = (day: string) => day.split('-').reverse().join('.');
// one formatter for the whole export (building one costs more than formatting a cell)
const PRICE = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const polishNumber = (value: number) => PRICE.format(value);

/** Industries × companies, industries in the form's order; an industry without offers gets one row. */
const exportRows = (data: Awaited<ReturnType<typeof loadComparison>>): ExportRow[] =>
  data.industries.flatMap((industry) => {
    const withoutIndication = data.withoutIndication.has(industry.id);
    const offers = data.rows.filter((r) => r.industry_id === industry.id);
    if (!offers.length)
      return [
        {
          industry: industry.name,
          company: '',
          price: null,
          validUntil: null,
          selected: false,
          rejected: false,
          withoutIndication,
          notes: 0,
        },
      ];
    return offers.map((r) => ({
      industry: industry.name,
      company: r.company_name,
      price: r.priceNet,
      validUntil: r.validUntil,
      selected: r.selected,
      rejected: r.rejected,
      withoutIndication,
      notes: Number(r.notes),
    }));
  });

/**
 * The spreadsheet library is loaded on the first export, not at start: with its zip dependency it
 * is ~280 ms of the server's start-up (a restart is ready in 3 s), for a call few make.
 */
const newWorkbook = async () => new (await import('exceljs')).default.Workbook();

const xlsx = async (rows: ExportRow[]) => {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Oferty');
  sheet.addRow(HEADERS).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.industry,
      r.company,
      r.price,
      r.validUntil ? new Date(`${r.validUntil}T00:00:00Z`) : null,
      yesNo(r.selected),
      yesNo(r.rejected),
      yesNo(r.withoutIndication),
      r.notes,
    ]);
  }
  sheet.getColumn(3).numFmt = '#,##0.00';
  sheet.getColumn(4).numFmt = 'dd.mm.yyyy';
  sheet.columns.forEach((column, i) => {
    column.width = [28, 36, 16, 12, 9, 10, 14, 9][i];
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** CSV as Polish spreadsheets open it: semicolons, decimal comma, DD.MM.YYYY, UTF-8 with a BOM. */
const csv = async (rows: ExportRow[]) => {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Oferty');
  sheet.addRow(HEADERS);
  for (const r of rows) {
    sheet.addRow([
      csvSafeText(r.industry),
      csvSafeText(r.company),
      r.price === null ? '' : polishNumber(r.price),
      r.validUntil ? polishDay(r.validUntil) : '',
      yesNo(r.selected),
      yesNo(r.rejected),
      yesNo(r.withoutIndication),
      String(r.notes),
    ]);
  }
  const body = Buffer.from(await workbook.csv.writeBuffer({ formatterOptions: { delimiter: ';' } }));
  return Buffer.concat([Buffer.from('\uFEFF', 'utf8'), body]);
};

/** GET /orders/{id}/offers/export?format=xlsx|csv: the comparison as a file, for the requester only. */
export const exportOffers = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  format: 'xlsx' | 'csv',
) => {
  await loadOffersOrder(app, auth, orderId);
  const rows = exportRows(await loadComparison(app.db, orderId));
  return {
    body: format === 'xlsx' ? await xlsx(rows) : await csv(rows),
    contentType:
      format === 'xlsx'
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv; charset=utf-8',
    fileName: `oferty-zlecenia-${orderId}.${format}`,
  };
};
