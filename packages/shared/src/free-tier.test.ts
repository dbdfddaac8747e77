import { describe, expect, it } from 'vitest';
import type { AccountType, Service } from './enums.js';
import { isFreeTierUser, seesFullCompanyCard } from './free-tier.js';

const user = (accountType: AccountType, availableServices: Service[] = []) => ({ accountType, availableServices });

describe('free tier', () => {
  it('is a non-staff account without the card or investment-preview service', () => {
    expect(isFreeTierUser(user('CLIENT'))).toBe(true);
    expect(isFreeTierUser(user('SUBACCOUNT', ['PLANNER', 'COMPANY_OFFER_EDIT']))).toBe(true);
    expect(isFreeTierUser(user('CLIENT', ['COMPANY_CARD']))).toBe(false);
    expect(isFreeTierUser(user('SUBACCOUNT', ['INVESTMENT_DETAIL_AND_COMPANY_PREVIEW']))).toBe(false);
    expect(isFreeTierUser(user('SUBSIDIZED_CLIENT', ['COMPANY_CARD']))).toBe(false);
  });

  it('never holds staff back', () => {
    for (const type of ['SUPERADMIN', 'ADMINISTRATOR', 'MANAGER', 'SALES'] as const) {
      expect(isFreeTierUser(user(type))).toBe(false);
    }
  });

  it('shows one own company in full, another only to a paying user', () => {
    expect(seesFullCompanyCard(user('CLIENT'), true)).toBe(true);
    expect(seesFullCompanyCard(user('CLIENT'), false)).toBe(false);
    expect(seesFullCompanyCard(user('CLIENT', ['COMPANY_CARD']), false)).toBe(true);
  });
});
