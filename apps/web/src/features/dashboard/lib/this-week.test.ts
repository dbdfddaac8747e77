import { describe, expect, it } from 'vitest';
import { thisWeek } from './this-week';

describe('thisWeek', () => {
  it('runs from today to the Sunday of the Polish week', () => {
    expect(thisWeek(new Date('2026-11-25T10:00:00Z'))).toEqual({ from: '2026-11-25', to: '2026-11-29' });
    expect(thisWeek(new Date('2026-11-23T10:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('ends today on a Sunday, and counts the day in Poland, not in UTC', () => {
    expect(thisWeek(new Date('2026-11-29T10:00:00Z'))).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    // 23:30 UTC on Sunday is already Monday in Warsaw
    expect(thisWeek(new Date('2026-11-29T23:30:00Z'))).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });
});
