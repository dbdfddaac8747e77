import { describe, expect, it } from 'vitest';
import { companyScopes } from '../../db/schema.js';
import { buildCompanyService, buildInvestment, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/** 'Moja firma': the caller's own card, its plan and what it lacks. */
const t = useTestApp();

const card = (headers: Record<string, string>) => t.app.inject({ url: '/api/v2/companies/mine/card', headers });

describe('GET /companies/mine/card', () => {
  it("tells a new company's admin what the card lacks, and counts what is there", async () => {
    const admin = await buildUser(t.app.db, { companyAdmin: true });
    const companyId = admin.companyId as number;
    await buildInvestment(t.app.db, { participants: [{ companyId }, { companyId, industryId: 402 }] });
    await t.app.db.insert(companyScopes).values({ companyId, kind: 'INDUSTRY', refId: 401 });
    const res = await card(await t.login(admin.login));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: companyId,
      facts: {
        hasLogo: false,
        hasDescription: false,
        hasAddress: true,
        hasContact: false,
        scopes: 1,
        photos: 0,
        offerServiceActive: false,
      },
      offerServiceExpiresAt: null,
      investments: 1,
      users: 1,
      canEditCard: true,
      canEditOffer: false,
      adminEmail: admin.email,
    });
  });

  it('shows a colleague without rights whom to ask, and the offer service while it runs', async () => {
    const admin = await buildUser(t.app.db, { companyAdmin: true });
    const colleague = await buildUser(t.app.db, { companyId: admin.companyId, companyAdmin: false });
    await buildCompanyService(t.app.db, { companyId: admin.companyId as number, days: 30 });
    const res = await card(await t.login(colleague.login));
    expect(res.json()).toMatchObject({
      facts: { offerServiceActive: true, offerPublished: false },
      users: 2,
      canEditCard: false,
      canEditOffer: false,
      adminEmail: admin.email,
    });
    expect(res.json().offerServiceExpiresAt).not.toBeNull();
  });

  it('answers an account without a company 404 in Polish, and an anonymous caller 401', async () => {
    const staff = await buildUser(t.app.db, { accountType: 'ADMINISTRATOR' });
    expect(staff.companyId).toBeNull();
    const res = await card(await t.login(staff.login));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Twoje konto nie jest przypisane do żadnej firmy.');
    expect((await card({})).statusCode).toBe(401);
  });
});
