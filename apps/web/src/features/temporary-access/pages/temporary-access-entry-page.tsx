import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { paths, safeRedirectTarget } from '@/config/paths';
import { startTemporaryAccess } from '@/lib/session';
import { exchangeTemporaryToken } from '../api/exchange-token';

/**
 * /dostep-tymczasowy?token=&redirect= (spec 2.2): exchanges the one-time token, keeps the
 * temporary access token and goes to `redirect`. A missing parameter or a failed exchange -> dashboard.
 */
export const TemporaryAccessEntryPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const token = params.get('token');
  const redirect = safeRedirectTarget(params.get('redirect'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const home = () => void navigate(paths.home.to(), { replace: true });
    if (!token || !redirect) {
      home();
      return;
    }
    exchangeTemporaryToken(token)
      .then((accessToken) => {
        startTemporaryAccess(accessToken);
        void navigate(redirect, { replace: true });
      })
      .catch(home);
  }, [token, redirect, navigate]);

  return <FullPageSpinner />;
};
