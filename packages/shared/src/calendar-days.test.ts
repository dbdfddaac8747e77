import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, warsawDay } from './calendar-days.js';
import { offerDaysLeft } from './company-offer.js';

describe('days as users count them', () => {
  it('counts calendar days in Warsaw, not 24-hour spans', () => {
    // 9.99 days by the clock: from 1 December 10:00 to 11 December 09:45 (Warsaw) is 10 calendar days
    const now = new Date('2026-12-01T09:00:00Z');
    expect(calendarDaysBetween(now, new Date('2026-12-11T08:45:00Z'))).toBe(10);
    // the Warsaw day, in winter (UTC+1) and summer (UTC+2)
    expect(warsawDay(new Date('2026-12-01T22:30:00Z'))).toBe('2026-12-01');
    expect(warsawDay(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
    expect(warsawDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });

  it("the offer service 'wygasa za 10 dni' with 9.99 days left, and its last day is 0", () => {
    const now = new Date('2026-12-01T09:00:00Z');
    expect(offerDaysLeft({ active: true, expires_at: '2026-12-11T08:45:00Z' }, now)).toBe(10);
    expect(offerDaysLeft({ active: true, expires_at: '2026-12-01T20:00:00Z' }, now)).toBe(0);
    // a service ending at midnight (Warsaw) has the day before as its last day
    expect(offerDaysLeft({ active: true, expires_at: '2026-12-02T23:00:00Z' }, now)).toBe(1);
    expect(offerDaysLeft({ active: false, expires_at: null }, now)).toBeNull();
  });
});
