import { lazy } from 'react';

/** Access screens, loaded only when shown (keeps them out of the login page's bundle). */
export const LoginRequiredCountdown = lazy(() =>
  import('@/components/login-required-countdown').then((m) => ({
    default: m.LoginRequiredCountdown,
  })),
);
export const ForbiddenScreen = lazy(() =>
  import('@/features/errors/components/forbidden-screen').then((m) => ({ default: m.ForbiddenScreen })),
);
export const TemporaryNotAuthorizedScreen = lazy(() =>
  import('@/features/errors/components/temporary-not-authorized-screen').then((m) => ({
    default: m.TemporaryNotAuthorizedScreen,
  })),
);
export const InvalidParamScreen = lazy(() =>
  import('@/components/invalid-param-screen').then((m) => ({ default: m.InvalidParamScreen })),
);
export const NotFoundScreen = lazy(() =>
  import('@/components/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);
export const UserLoadErrorScreen = lazy(() =>
  import('./user-load-error-screen').then((m) => ({ default: m.UserLoadErrorScreen })),
);
