import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { Logo } from './logo';
import { PublicNav } from './public-nav';
import './shell.css';

// the logged-in navigation (antd Menu, Dropdown, Drawer) is not needed by public pages
const UserNav = lazy(() => import('./user-nav').then((m) => ({ default: m.UserNav })));

/** Sticky top bar: the logged-in menus, or the public menu (anonymous and temporary access). */
export const TopBar = () => {
  const { kind, user } = useCurrentUser();
  return (
    <header className="top-bar">
      <Logo />
      {kind === 'user' ? (
        user && (
          <Suspense fallback={null}>
            <UserNav user={user} />
          </Suspense>
        )
      ) : (
        <PublicNav temporary={kind === 'temporary'} />
      )}
    </header>
  );
};
