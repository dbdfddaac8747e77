import { Suspense, useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useCurrentUser } from '@/lib/auth';
import { endTemporaryAccess } from '@/lib/session';
import { decideAccess } from './decide-access';
import { FeatureFlagGate } from './feature-flag-gate';
import * as Screens from './gate-screens';
import { useRouteHandle } from './use-route-handle';

/** Applies the matched route's rules (login, roles, temporary access, numeric ids, feature flag). */
export const RouteGate = () => {
  const handle = useRouteHandle();
  const params = useParams();
  const { kind, user, isLoading, refetch } = useCurrentUser();
  const decision = decideAccess({ handle, params, kind, user, userLoading: isLoading });

  useEffect(() => {
    if (decision.type === 'end-temporary') endTemporaryAccess();
  }, [decision.type]);

  const screen = (() => {
    switch (decision.type) {
      case 'render':
        return handle.featureFlag ? (
          <FeatureFlagGate flag={handle.featureFlag} fallback={<Screens.NotFoundScreen />}>
            <Outlet />
          </FeatureFlagGate>
        ) : (
          <Outlet />
        );
      case 'login-required':
        return <Screens.LoginRequiredCountdown />;
      case 'forbidden':
        return <Screens.ForbiddenScreen adminRoute={decision.adminRoute} />;
      case 'temporary-not-authorized':
        return <Screens.TemporaryNotAuthorizedScreen />;
      case 'invalid-param':
        return <Screens.InvalidParamScreen message={decision.message} />;
      case 'user-error':
        return <Screens.UserLoadErrorScreen onRetry={refetch} />;
      default:
        return <FullPageSpinner />;
    }
  })();

  return <Suspense fallback={<FullPageSpinner />}>{screen}</Suspense>;
};
