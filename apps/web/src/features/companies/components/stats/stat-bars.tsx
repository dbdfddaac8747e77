import { formatCompactPln, formatCount } from '../../lib/format';

export type BarRow = { key: string; label: string; count: number; value: number };

/**
 * A horizontal bar chart (plain CSS, no chart library): for each group the number of investments and
 * their value, each bar relative to the largest group.
 */
export const StatBars = ({ rows, testId }: { rows: BarRow[]; testId?: string }) => {
  const maxCount = Math.max(1, ...rows.map((r) => r.count));
  const maxValue = Math.max(1, ...rows.map((r) => r.value));
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
              <span className="stat-bars__track">
                <span
                  className="stat-bars__bar stat-bars__bar--count"
                  style={{ width: `${(row.count / maxCount) * 100}%` }}
                />
                <span className="stat-bars__figure">{formatCount(row.count)}</span>
              </span>
              <span className="stat-bars__track">
                <span
                  className="stat-bars__bar stat-bars__bar--value"
                  style={{ width: `${(row.value / maxValue) * 100}%` }}
                />
                <span className="stat-bars__figure">{formatCompactPln(row.value)}</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
