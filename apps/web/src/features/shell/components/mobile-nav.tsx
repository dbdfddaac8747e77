import { ACCOUNT_TYPE_LABELS, formatBadge, type UserMe } from '@platform/shared';
import { Button, Drawer, Menu } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { BadgeCounts } from '../api/use-badge-counts';
import { selectedKeys, toAntdItems } from '../lib/menu-items';
import { buildUserMenu, type MenuEntry } from '../lib/menu-model';
import { MenuIcon, MessagesIcon, OrdersIcon } from './icons';
import { NavBadge } from './nav-badge';
import { fullName, useLogoutAction } from './user-menu';

type Props = { user: UserMe; entries: MenuEntry[]; counts: BadgeCounts };

/** The bar is narrow: a counted entry shows its icon (its name is the link's label). */
const ICONS: Record<string, ReactNode> = { orders: <OrdersIcon />, messages: <MessagesIcon /> };

/**
 * The counted top entries (orders, messages) stay on the bar: a collapsed menu must not hide that
 * something waits. Each leads where its count is (the first counted sub-entry of a group).
 */
const CountedLinks = ({ entries, counts }: Omit<Props, 'user'>) => (
  <>
    {entries.flatMap((entry) => {
      const count = entry.badge ? counts[entry.badge] : undefined;
      const to = entry.to ?? entry.children?.find((c) => c.badge && counts[c.badge])?.to ?? entry.children?.[0]?.to;
      if (!count || !to) return [];
      return [
        <Link
          key={entry.key}
          to={to}
          className="mobile-counted"
          aria-label={`${entry.label}: ${formatBadge(count)}`}
          title={entry.label}
          data-testid={`mobile-count-${entry.key}`}
        >
          {ICONS[entry.key] ?? entry.label}
          <NavBadge count={count} />
        </Link>,
      ];
    })}
  </>
);

/** Narrow screens: the same menus in a drawer; the counts stay on the bar. */
export const MobileNav = ({ user, entries, counts }: Props) => {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const onLogout = useLogoutAction();
  const close = () => setOpen(false);

  return (
    <div style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 4 }}>
      <CountedLinks entries={entries} counts={counts} />
      <Button type="text" aria-label="Otwórz menu" icon={<MenuIcon />} onClick={() => setOpen(true)} />
      <Drawer
        open={open}
        onClose={close}
        placement="right"
        size={320}
        title={
          <div>
            <div data-testid="user-name">{fullName(user)}</div>
            <div data-testid="account-type" style={{ fontSize: 12, fontWeight: 400, color: 'var(--text-muted)' }}>
              {ACCOUNT_TYPE_LABELS[user.accountType]}
            </div>
          </div>
        }
        styles={{ body: { padding: 0 } }}
      >
        <nav aria-label="Menu główne">
          <Menu
            mode="inline"
            items={toAntdItems(entries, counts, close)}
            selectedKeys={selectedKeys(entries, pathname)}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
        <Menu mode="inline" items={toAntdItems(buildUserMenu(user), {}, close)} style={{ borderInlineEnd: 'none' }} />
        <div style={{ padding: 16 }}>
          <Button block onClick={onLogout}>
            Wyloguj
          </Button>
        </div>
      </Drawer>
    </div>
  );
};
