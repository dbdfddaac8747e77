import { formatBadge } from '@platform/shared';

type Props = { count: number | undefined; label?: string };

/** Top-bar count pill; caps at 99+ (spec 2.4). No count, no badge. */
export const NavBadge = ({ count, label }: Props) => {
  if (!count || count <= 0) return null;
  return (
    <span
      className="nav-badge"
      data-testid="nav-badge"
      role="status"
      aria-label={label ? `${label}: ${formatBadge(count)}` : undefined}
      style={{
        display: 'inline-block',
        minWidth: 20,
        height: 20,
        padding: '0 6px',
        marginLeft: 6,
        borderRadius: 10,
        background: '#c2410c',
        color: '#fff',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '20px',
        textAlign: 'center',
        verticalAlign: 'middle',
      }}
    >
      {formatBadge(count)}
    </span>
  );
};
