import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { api } from '../conversations/testing.js';
import { buildOffersScene, type OffersScene } from './offer-test-helpers.js';

const t = useTestApp();
let s: OffersScene;
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);

beforeAll(async () => {
  s = await buildOffersScene(t.app, t.login);
  await call(
    s.headers.contact,
    'PUT',
    `/orders/${s.order.id}/offers/industries/${s.industryA}/companies/${s.contractor.id}/selected?decision=SELECT`,
  );
  await call(s.headers.contact, 'POST', `/orders/${s.order.id}/offers/companies/${s.contractor.id}/notes`, {
    text: 'Notatka',
  });
});

describe('offers export', () => {
  it('writes industries × companies to XLSX with prices, validity, choice and notes count', async () => {
    const res = await call(s.headers.contact, 'GET', `/orders/${s.order.id}/offers/export?format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`oferty-zlecenia-${s.order.id}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Oferty')!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Branża', 'Firma', 'Cena netto (zł)', 'Ważna do']));
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows).toHaveLength(4);
    const own = rows.find((r) => r[2] === s.contractor.name && r[3] === 100_000)!;
    expect(own[5]).toBe('tak');
    expect(own[8]).toBe(1);
    expect((own[4] as Date).toISOString().slice(0, 10)).toBe('2030-06-30');
    expect(sheet.getColumn(3).numFmt).toBe('#,##0.00');
  });

  it('writes a Polish CSV: semicolons, decimal comma, DD.MM.YYYY', async () => {
    const res = await call(s.headers.contact, 'GET', `/orders/${s.order.id}/offers/export?format=csv`);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(`${s.contractor.name};100000,00;30.06.2030;tak;nie;nie;1`);
  });

  it('keeps a name that looks like a formula as text in the CSV', async () => {
    const name = '=HYPERLINK("http://zlo.example")';
    await t.app.db.execute(sql`update companies set name = ${name} where id = ${s.secondCompany.id}`);
    const res = await call(s.headers.contact, 'GET', `/orders/${s.order.id}/offers/export?format=csv`);
    expect(res.body).toContain(`'=HYPERLINK`);
    expect(res.body).not.toMatch(/(^|;)"?=HYPERLINK/m);
  });

  it("is the requester's only", async () => {
    expect((await call(s.headers.starter, 'GET', `/orders/${s.order.id}/offers/export`)).statusCode).toBe(403);
  });
});
