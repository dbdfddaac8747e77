import { isSubsidizedClient } from '@platform/shared';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppFooter } from '@/features/shell/components/app-footer';
import { TopBar } from '@/features/shell/components/top-bar';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCurrentUser } from '@/lib/auth';
import { useRouteHandle } from '../guards/use-route-handle';

const FreeTierBanner = lazy(() =>
  import('@/features/shell/components/free-tier-banner').then((m) => ({ default: m.FreeTierBanner })),
);

/** Page frame of every route: top bar, free-tier banner, the page, footer. */
export const ShellLayout = () => {
  const handle = useRouteHandle();
  usePageTitle(handle.title);
  const navigation = useNavigation();
  const { kind, user } = useCurrentUser();
  const subsidized = kind === 'user' && user !== null && isSubsidizedClient(user);

  return (
    <div className="shell">
      {navigation.state === 'loading' && (
        <div className="navigation-progress" role="progressbar" aria-label="Ładowanie" />
      )}
      <TopBar />
      {subsidized && !handle.ownUpsell && (
        <Suspense fallback={null}>
          <FreeTierBanner />
        </Suspense>
      )}
      <main className="shell__main">
        <Outlet />
      </main>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
};
