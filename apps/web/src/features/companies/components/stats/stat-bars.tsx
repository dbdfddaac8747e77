import { formatCompactPln, formatCount } from '../../lib/format';

export type BarRow = { key: string; label: string; count: number; value: number };

/** A bar's length in percent of its area, to one decimal (14 of 14 -> 100, 12 of 14 -> 85.7). */
export const barShare = (part: number, max: number) => Math.round((part / Math.max(1, max)) * 1000) / 10;

const Bar = ({ kind, share, figure }: { kind: 'count' | 'value'; share: number; figure: string }) => (
  <span className="stat-bars__track">
    {/* the area is the same width on every row (the figure has its own column), so lengths compare */}
    <span className="stat-bars__area">
      <span className={`stat-bars__bar stat-bars__bar--${kind}`} data-share={share} style={{ width: `${share}%` }} />
    </span>
    <span className="stat-bars__figure">{figure}</span>
  </span>
);

/**
 * A horizontal bar chart (plain CSS, no chart library): for each group the number of investments and
 * their value, each bar proportional to the largest group.
 */
export const StatBars = ({ rows, testId }: { rows: BarRow[]; testId?: string }) => {
  const maxCount = Math.max(...rows.map((r) => r.count));
  const maxValue = Math.max(...rows.map((r) => r.value));
  return (
    <div className="stat-bars" data-testid={testId}>
      <div className="stat-bars__legend" aria-hidden="true">
        <span className="stat-bars__swatch stat-bars__swatch--count" /> liczba inwestycji
        <span className="stat-bars__swatch stat-bars__swatch--value" /> wartość
      </div>
      <ul>
        {rows.map((row) => (
          <li key={row.key} className="stat-bars__row">
            <span className="stat-bars__label" title={row.label}>
              {row.label}
            </span>
            <span className="stat-bars__bars">
              <Bar kind="count" share={barShare(row.count, maxCount)} figure={formatCount(row.count)} />
              <Bar kind="value" share={barShare(row.value, maxValue)} figure={formatCompactPln(row.value)} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
