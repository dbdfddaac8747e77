import { investmentPageSchema, ORDER_MESSAGES, orderInvestmentSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/assertions.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['klient', 'administrator'] });
const { klient, administrator: admin } = t.headers;

describe('investments for the order form', () => {
  it("lists my company's active investments, paginated", async () => {
    const response = await t.app.inject({ url: '/api/v2/investments?byMyCompany=true&size=3', headers: klient });
    expect(response.statusCode, response.body).toBe(200);
    const page = investmentPageSchema.parse(response.json());
    expect(page.content).toHaveLength(3);
    expect(page.totalElements).toBeGreaterThanOrEqual(6);
    const detail = await t.app.inject({ url: `/api/v2/investment/${page.content[0]!.id}`, headers: klient });
    const investment = orderInvestmentSchema.parse(detail.json());
    expect(investment.archived).toBe(false);
    expect(investment.companies.length).toBeGreaterThan(0);
  });

  it('answers 404 with the spec text when my company takes part in no active investment', async () => {
    const response = await t.app.inject({ url: '/api/v2/investments?byMyCompany=true', headers: admin });
    expectError(response, 404, 'ORDER_NO_ACTIVE_INVESTMENT');
    expect(response.json().message).toBe(ORDER_MESSAGES.noActiveInvestment);
  });

  it('lets only staff list every investment; unknown investments are 404', async () => {
    expect((await t.app.inject({ url: '/api/v2/investments?byMyCompany=false', headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/investments?byMyCompany=false', headers: klient })).statusCode).toBe(
      403,
    );
    expectError(await t.app.inject({ url: '/api/v2/investment/999999', headers: klient }), 404, 'INVESTMENT_NOT_FOUND');
    expect((await t.app.inject({ url: '/api/v2/investment/1' })).statusCode).toBe(401);
  });

  it('answers a malformed id in the path with a Polish message', async () => {
    for (const url of ['/api/v2/investment/abc', '/api/v2/investment/0', '/api/v2/investment/1.5']) {
      const response = await t.app.inject({ url, headers: klient });
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(response.json().message, url).toMatch(/^Nieprawidłowy identyfikator/);
    }
  });
});
