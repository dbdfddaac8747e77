import { LoginRequiredCountdown } from '@/components/login-required-countdown';
import { useSessionKind } from '@/lib/auth';
import { ForbiddenScreen } from '../components/forbidden-screen';

/** /forbidden, reached after a 403 answer: anonymous users get the login countdown (doc 2, 2.4). */
export const ForbiddenPage = () => {
  const kind = useSessionKind();
  if (kind === 'anonymous') return <LoginRequiredCountdown />;
  return <ForbiddenScreen />;
};
