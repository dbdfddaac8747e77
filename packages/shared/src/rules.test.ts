import { describe, expect, it } from 'vitest';
import { canSeePlanner, canSeeQuestions, hasService } from './access.js';
import type { AccountType, Service } from './enums.js';
import { evaluateFeatureFlags, isFeatureEnabled } from './feature-flags.js';
import { formatBadge, formatCount, formatMillions } from './format.js';
import { suggestionNumericId } from './reference.js';

const actor = (accountType: AccountType, availableServices: Service[] = []) => ({
  accountType,
  availableServices,
  temporaryPermissions: [],
});

describe('badges and numbers', () => {
  it('caps badges at 99+', () => {
    expect(formatBadge(0)).toBe('0');
    expect(formatBadge(99)).toBe('99');
    expect(formatBadge(100)).toBe('99+');
  });
  it('compact millions', () => {
    expect(formatMillions(999_999)).toBe('< 1 mln zł');
    expect(formatMillions(12_340_000)).toBe('12,3 mln zł');
  });
  it('counts in Polish grouping, with a plus past a cap', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(12_345).replace(/\s/g, ' ')).toBe('12 345');
    expect(formatCount(10_000, true).replace(/\s/g, ' ')).toBe('10 000+');
  });
});

describe('access rules of spec 6', () => {
  it('admins pass every service check', () => {
    expect(hasService(actor('SALES'), 'PLANNER')).toBe(true);
    expect(hasService(actor('CLIENT'), 'PLANNER')).toBe(false);
    expect(hasService(actor('CLIENT', ['PLANNER']), 'PLANNER')).toBe(true);
  });
  it("'Pytania' for superadmin, administrator, sales or clients with CONSULTANT_OPTION_LIMITATION", () => {
    expect(canSeeQuestions(actor('SUPERADMIN'))).toBe(true);
    expect(canSeeQuestions(actor('MANAGER'))).toBe(false);
    expect(canSeeQuestions(actor('CLIENT'))).toBe(false);
    expect(canSeeQuestions(actor('SUBACCOUNT', ['CONSULTANT_OPTION_LIMITATION']))).toBe(true);
    expect(canSeeQuestions(actor('SUBSIDIZED_CLIENT', ['CONSULTANT_OPTION_LIMITATION']))).toBe(false);
  });
  it('planner needs the service and a non-admin', () => {
    expect(canSeePlanner(actor('CLIENT', ['PLANNER']))).toBe(true);
    expect(canSeePlanner(actor('ADMINISTRATOR', ['PLANNER']))).toBe(false);
  });
});

describe('feature flags', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('invite flags and keywords are off in beta and production', () => {
    for (const environment of ['beta', 'production'] as const) {
      const flags = evaluateFeatureFlags({ environment, accountType: 'CLIENT', now });
      expect(flags.INVITE_OTHER_COMPANY).toBe(false);
      expect(flags.INVITE_NEW_USER_TO_ORDER).toBe(false);
      expect(flags.COMPANY_PORTFOLIO_KEYWORDS).toBe(false);
      expect(flags.COMPANY_OFFER).toBe(true);
    }
    expect(evaluateFeatureFlags({ environment: 'development', accountType: null, now }).INVITE_OTHER_COMPANY).toBe(
      true,
    );
  });
  it('dated features open on 2024-10-08 14:00 (+02:00) in production and a week earlier elsewhere', () => {
    const between = new Date('2024-10-05T12:00:00+02:00');
    expect(isFeatureEnabled('COMPANY_OFFER', { environment: 'production', accountType: null, now: between })).toBe(
      false,
    );
    expect(isFeatureEnabled('COMPANY_OFFER', { environment: 'beta', accountType: null, now: between })).toBe(true);
    const atProd = new Date('2024-10-08T14:00:00+02:00');
    expect(isFeatureEnabled('COMPANY_OFFER', { environment: 'production', accountType: null, now: atProd })).toBe(true);
  });
});

describe('location suggestion ids', () => {
  it('takes the trailing digits', () => {
    expect(suggestionNumericId('locality:1234')).toBe(1234);
    expect(suggestionNumericId('region')).toBeNull();
  });
});
