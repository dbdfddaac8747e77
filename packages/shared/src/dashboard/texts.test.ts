import { describe, expect, it } from 'vitest';
import type { DashboardStatistics } from './statistics.js';
import { DASHBOARD_COUNTER_SLIDES, dashboardCounter, formatDashboardNumber } from './texts.js';

const stats: DashboardStatistics = {
  investments: {
    activeInvestments: 1,
    housingInvestments: 2,
    nonHousingInvestments: 3,
    engineeringInvestments: 4,
    thisMonthInvestments: 5,
    thisMonthInvestmentWrites: 6,
  },
  orders: { activeOrders: 7, thisMonthOrders: 8 },
  companies: { nonBlockCompanies: 9 },
};

describe('dashboard counters', () => {
  it('shows every counter once, 3 slides of 3 (spec 9)', () => {
    expect(DASHBOARD_COUNTER_SLIDES).toHaveLength(3);
    for (const slide of DASHBOARD_COUNTER_SLIDES) expect(slide).toHaveLength(3);
    const values = DASHBOARD_COUNTER_SLIDES.flat().map((c) => dashboardCounter(stats, c.key));
    expect(values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('formats numbers in the French locale', () => {
    expect(formatDashboardNumber(1234567)).toBe('1\u202f234\u202f567');
    expect(formatDashboardNumber(999)).toBe('999');
  });
});
