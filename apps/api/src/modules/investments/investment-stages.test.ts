import { investmentHistorySchema, onHoldInvestmentPageSchema } from '@platform/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { investmentCompanies, investments, orders } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

const LOGINS = ['superadmin', 'administrator', 'manager', 'sales', 'klient', 'dotowany'] as const;
const t = useTestApp({ logins: LOGINS });
const headersOf: Record<string, Record<string, string>> = t.headers;
const HELD = 15; // 'Inwestycja wstrzymana'

const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: headersOf[who], payload });
const stageChange = (who: string, id: number, body: object) =>
  call(who, 'POST', `/investments/${id}/stage-changes`, {
    changedOn: '2026-11-10',
    source: 'Telefon do inwestora',
    ...body,
  });
const history = async (id: number) =>
  investmentHistorySchema.parse((await call('klient', 'GET', `/investments/${id}/history`)).json());

describe('stage changes (staff)', () => {
  it.each([
    ['superadmin', 201],
    ['administrator', 201],
    ['manager', 201],
    ['sales', 403],
    ['klient', 403],
    ['dotowany', 403],
  ])('%s records a stage change: %i', async (who, status) => {
    const investment = await buildInvestment(t.app.db, { stageId: 2 });
    const res = await stageChange(who, investment.id, { stageId: 3, note: 'Ogłoszono konkurs' });
    expect(res.statusCode, res.body).toBe(status);
    const [row] = await t.app.db.select().from(investments).where(eq(investments.id, investment.id));
    expect(row!.stageId).toBe(status === 201 ? 3 : 2);
  });

  it('keeps the history with the day, source, note and author, the latest first', async () => {
    const investment = await buildInvestment(t.app.db, { stageId: 1 });
    await stageChange('manager', investment.id, { stageId: 2, changedOn: '2026-10-01' });
    await stageChange('administrator', investment.id, { stageId: 5, changedOn: '2026-11-01', source: 'BIP' });
    const { stages } = await history(investment.id);
    expect(stages.map((s) => [s.from?.name, s.to.name, s.changedOn, s.source])).toEqual([
      ['Wizja', 'Projektowanie', '2026-11-01', 'BIP'],
      ['Zapowiedź inwestycji', 'Wizja', '2026-10-01', 'Telefon do inwestora'],
    ]);
    expect(stages[0]!.by).toBeTruthy();
  });

  it('requires a reason to hold; the held investment is on the on-hold list with its day and reason', async () => {
    const investment = await buildInvestment(t.app.db, { stageId: 9, name: 'Biurowiec Wstrzymany' });
    const noReason = await stageChange('manager', investment.id, { stageId: HELD });
    expect(noReason.json().code).toBe('INVESTMENT_HOLD_REASON_REQUIRED');
    expect(noReason.json().message).toBe('Podaj powód wstrzymania inwestycji.');
    const held = await stageChange('manager', investment.id, {
      stageId: HELD,
      changedOn: '2026-11-20',
      holdReason: 'Brak finansowania',
    });
    expect(held.statusCode, held.body).toBe(201);
    expect((await stageChange('manager', investment.id, { stageId: HELD, holdReason: 'x' })).json().code).toBe(
      'INVESTMENT_SAME_STAGE',
    );
    const page = onHoldInvestmentPageSchema.parse((await call('klient', 'GET', '/investments/on-hold')).json());
    const row = page.content.find((r) => r.investment.id === investment.id);
    expect(row).toMatchObject({ heldOn: '2026-11-20', reason: 'Brak finansowania' });
    expect((await call('klient', 'GET', '/investments/on-hold?page=abc')).statusCode).toBe(200);
  });

  it('refuses bad input with Polish messages and an unknown investment with 404', async () => {
    const investment = await buildInvestment(t.app.db, { stageId: 1 });
    const noSource = await stageChange('manager', investment.id, { stageId: 2, source: ' ' });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().message).toContain('Podaj źródło informacji o zmianie etapu.');
    expect((await stageChange('manager', investment.id, { stageId: 2, changedOn: '10.11.2026' })).statusCode).toBe(400);
    expect((await stageChange('manager', investment.id, { stageId: 99 })).json().code).toBe(
      'INVESTMENT_STAGE_NOT_FOUND',
    );
    expect((await stageChange('manager', 99999999, { stageId: 2 })).json().code).toBe('INVESTMENT_NOT_FOUND');
  });
});

describe('corrections and merges (staff)', () => {
  it('corrects the data and logs every changed field before and after', async () => {
    const investment = await buildInvestment(t.app.db, { name: 'Szkoła stara nazwa', valuePln: 1_000_000 });
    expect((await call('klient', 'PATCH', `/investments/${investment.id}`, { name: 'X' })).statusCode).toBe(403);
    const res = await call('manager', 'PATCH', `/investments/${investment.id}`, {
      name: 'Szkoła podstawowa nr 5',
      value: 2_500_000,
      description: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ fields: 2 });
    const [change] = (await history(investment.id)).changes.filter((c) => c.kind === 'DATA_CORRECTION');
    expect(change!.fields).toEqual([
      { field: 'name', before: 'Szkoła stara nazwa', after: 'Szkoła podstawowa nr 5' },
      { field: 'value', before: '1000000', after: '2500000' },
    ]);
    const same = await call('manager', 'PATCH', `/investments/${investment.id}`, { name: 'Szkoła podstawowa nr 5' });
    expect(same.json().code).toBe('INVESTMENT_NOTHING_TO_CORRECT');
    const dates = await call('manager', 'PATCH', `/investments/${investment.id}`, {
      startDate: '2027-01-01',
      endDate: '2026-01-01',
    });
    expect(dates.json().code).toBe('INVESTMENT_BAD_DATES');
  });

  it('merges a duplicate: participations and orders move to the kept one, the duplicate is gone', async () => {
    const [a, b] = [await buildCompany(t.app.db), await buildCompany(t.app.db)];
    const kept = await buildInvestment(t.app.db, { participants: [{ companyId: a.id }] });
    const duplicate = await buildInvestment(t.app.db, { participants: [{ companyId: a.id }, { companyId: b.id }] });
    const order = await buildOrder(t.app.db, { companyId: b.id, investmentId: duplicate.id });
    expect(
      (await call('sales', 'POST', `/investments/${kept.id}/merge`, { duplicateId: duplicate.id })).statusCode,
    ).toBe(403);
    expect((await call('manager', 'POST', `/investments/${kept.id}/merge`, { duplicateId: kept.id })).json().code).toBe(
      'INVESTMENT_MERGE_SELF',
    );
    const res = await call('manager', 'POST', `/investments/${kept.id}/merge`, { duplicateId: duplicate.id });
    expect(res.statusCode, res.body).toBe(204);
    const companies = await t.app.db
      .select({ id: investmentCompanies.companyId })
      .from(investmentCompanies)
      .where(eq(investmentCompanies.investmentId, kept.id));
    expect(companies.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    const [moved] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(moved!.investmentId).toBe(kept.id);
    expect((await call('klient', 'GET', `/investment/${duplicate.id}`)).statusCode).toBe(404);
    const { changes } = await history(kept.id);
    expect(changes.find((c) => c.kind === 'MERGE')?.other).toEqual({ id: duplicate.id, name: duplicate.name });
    expect(changes.filter((c) => c.kind === 'PARTICIPANT_ADDED').map((c) => c.other?.id)).toContain(b.id);
    const again = await call('manager', 'POST', `/investments/${kept.id}/merge`, { duplicateId: duplicate.id });
    expect(again.json().code).toBe('INVESTMENT_DUPLICATE_NOT_FOUND');
  });
});
