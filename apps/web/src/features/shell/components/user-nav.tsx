import type { UserMe } from '@platform/shared';
import { Grid, Menu } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AntdProvider } from '@/components/antd-provider';
import { useBadgeCounts } from '../api/use-badge-counts';
import { selectedKeys, toAntdItems } from '../lib/menu-items';
import { buildMainMenu } from '../lib/menu-model';
import { MobileNav } from './mobile-nav';
import { UserMenu } from './user-menu';

const NO_MOTION = { motionName: '' };

/** Logged-in navigation (in its own antd context): horizontal menu and user menu, a drawer below lg. */
export const UserNav = ({ user }: { user: UserMe }) => {
  const screens = Grid.useBreakpoint();
  const counts = useBadgeCounts();
  const { pathname } = useLocation();
  const entries = useMemo(() => buildMainMenu(user), [user]);
  const navRef = useRef<HTMLElement>(null);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  // After a chosen entry closes its submenu, the page it opens lays out under a still pointer and the
  // closing submenu took that for a hover: it opened again over the page. Only the pointer on (or the
  // keyboard at) a submenu's title opens one again.
  const chosen = useRef(false);
  const reopenable = (event: { target: EventTarget }) => {
    if (event.target instanceof Element && event.target.closest('.ant-menu-submenu-title')) chosen.current = false;
  };

  if (!screens.lg) {
    return (
      <AntdProvider>
        <MobileNav user={user} entries={entries} counts={counts} />
      </AntdProvider>
    );
  }
  return (
    <AntdProvider>
      <nav
        ref={navRef}
        aria-label="Menu główne"
        onPointerOverCapture={reopenable}
        onKeyDownCapture={reopenable}
        style={{ flex: '1 1 auto', minWidth: 0, position: 'relative' }}
      >
        <Menu
          mode="horizontal"
          // No opening motion, as in the user menu: antd's slide-up scales a submenu in from 80 % height,
          // so during it every entry grows and moves under a still pointer, and a quick click on an entry
          // landed beside it (the submenu stayed open and no page came).
          motion={NO_MOTION}
          // the submenus open inside the sticky bar: in <body> they stayed where the page was when
          // it scrolled under them, detached from the bar
          getPopupContainer={() => navRef.current ?? document.body}
          items={toAntdItems(entries, counts)}
          openKeys={openKeys}
          onOpenChange={(keys) => {
            if (!(chosen.current && keys.length > 0)) setOpenKeys(keys);
          }}
          onClick={() => {
            chosen.current = true;
            setOpenKeys([]);
          }}
          selectedKeys={selectedKeys(entries, pathname)}
          style={{ borderBottom: 'none', lineHeight: '62px', fontWeight: 500 }}
        />
      </nav>
      <UserMenu user={user} />
    </AntdProvider>
  );
};
