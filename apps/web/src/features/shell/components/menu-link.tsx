import { NavLink } from 'react-router';
import type { BadgeCounts } from '../api/use-badge-counts';
import type { MenuEntry } from '../lib/menu-entry';
import { NavBadge } from './nav-badge';

type Props = { entry: MenuEntry; counts: BadgeCounts; onNavigate?: () => void };

/** One menu label: a router link, a plain link to a legacy page, or a submenu title. */
export const MenuLink = ({ entry, counts, onNavigate }: Props) => {
  const badge = entry.badge ? <NavBadge count={counts[entry.badge]} label={entry.label} /> : null;
  if (entry.to) {
    return (
      <NavLink to={entry.to} onClick={onNavigate} end>
        {entry.label}
        {badge}
      </NavLink>
    );
  }
  if (entry.href) {
    return (
      <a href={entry.href} onClick={onNavigate}>
        {entry.label}
        {badge}
      </a>
    );
  }
  return (
    <span>
      {entry.label}
      {badge}
    </span>
  );
};
