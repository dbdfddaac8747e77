import type { UserMe } from '@platform/shared';
import { Grid, Menu } from 'antd';
import { useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { AntdProvider } from '@/components/antd-provider';
import { useBadgeCounts } from '../api/use-badge-counts';
import { selectedKeys, toAntdItems } from '../lib/menu-items';
import { buildMainMenu } from '../lib/menu-model';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';

/** Logged-in navigation (in its own antd context): horizontal menu and user menu, a drawer below lg. */
export const UserNav = ({ user }: { user: UserMe }) => {
  const screens = Grid.useBreakpoint();
  const counts = useBadgeCounts();
  const { pathname } = useLocation();
  const entries = useMemo(() => buildMainMenu(user), [user]);
  const navRef = useRef<HTMLElement>(null);

  if (!screens.lg) {
    return (
      <AntdProvider>
        <MobileNav user={user} entries={entries} counts={counts} />
      </AntdProvider>
    );
  }
  return (
    <AntdProvider>
      <nav ref={navRef} aria-label="Menu główne" style={{ flex: '1 1 auto', minWidth: 0, position: 'relative' }}>
        <Menu
          mode="horizontal"
          // the submenus open inside the sticky bar: in <body> they stayed where the page was when
          // it scrolled under them, detached from the bar
          getPopupContainer={() => navRef.current ?? document.body}
          items={toAntdItems(entries, counts)}
          selectedKeys={selectedKeys(entries, pathname)}
          style={{ borderBottom: 'none', lineHeight: '62px', fontWeight: 500 }}
        />
      </nav>
      <UserMenu user={user} />
    </AntdProvider>
  );
};
