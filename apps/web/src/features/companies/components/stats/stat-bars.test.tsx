import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatBars } from './stat-bars';

const rows = [
  { key: 'PUBLIC', label: 'Publiczne', count: 14, value: 304_850_000 },
  { key: 'PRIVATE', label: 'Prywatne', count: 12, value: 675_480_000 },
  { key: 'MIXED', label: 'Publiczno-prywatne', count: 1, value: 19_610_000 },
];

describe('StatBars', () => {
  it('draws each bar in proportion to the largest group, the figure outside the bar area', () => {
    const { container } = render(<StatBars rows={rows} />);
    const widths = (kind: string) =>
      [...container.querySelectorAll<HTMLElement>(`.stat-bars__bar--${kind}`)].map((bar) => bar.style.width);
    expect(widths('count')).toEqual(['100%', '85.7%', '7.1%']);
    expect(widths('value')).toEqual(['45.1%', '100%', '2.9%']);
    for (const bar of container.querySelectorAll('.stat-bars__bar')) {
      expect(bar.parentElement?.className).toBe('stat-bars__area');
      expect(bar.parentElement?.querySelector('.stat-bars__figure')).toBeNull();
    }
  });
});
