import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './format';

describe('dates as the spec writes them (DD.MM.YYYY)', () => {
  it('a moment is DD.MM.YYYY HH:mm in Poland, with no comma and a leading zero', () => {
    expect(formatMoment('2026-12-01T21:05:00Z')).toBe('01.12.2026 22:05');
    // summer time, and midnight as 00, not 24
    expect(formatMoment('2026-07-04T22:00:00Z')).toBe('05.07.2026 00:00');
    expect(formatMoment(null)).toBe('');
  });

  it('a day is DD.MM.YYYY', () => {
    expect(formatDay('2026-03-09')).toBe('09.03.2026');
  });
});
