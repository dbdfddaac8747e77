import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { paths } from '@/config/paths';

const ErrorScreens = lazy(() => import('./error-screens').then((m) => ({ default: m.ErrorScreens })));

/** Error boundary of the pages: a render failure shows 'Ups... Coś poszło nie tak :(' (spec 2.12). */
export const RouteErrorScreen = () => {
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('[render] Błąd renderowania strony', error);
  }, [error, notFound]);

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <ErrorScreens notFound={notFound} onReturn={() => void navigate(paths.home.to(), { replace: true })} />
    </Suspense>
  );
};
