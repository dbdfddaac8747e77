import { ACCOUNT_SECURITY_TEXTS, SESSION_ENDED, WRITE_SAFETY_MESSAGES } from '@platform/shared';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSessionKind } from '@/lib/auth';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useRedirectTarget } from '../components/use-redirect-target';

/** /auth/login; a logged-in user has nothing to do here and goes on to the target (the dashboard). */
export const LoginPage = () => {
  const kind = useSessionKind();
  const target = useRedirectTarget();
  const ended = useSearchParams()[0].get('sesja') === SESSION_ENDED;
  // a dead session is ended by the API client (tokens cleared), so this cannot loop back here
  if (kind === 'user') return <Navigate to={target} replace />;
  return (
    <AuthCard
      title="Zaloguj się"
      subtitle="Inwestycje, zlecenia budowlane i e-wizytówki firm w jednym miejscu."
      footer={
        <span>
          Nie masz konta? <Link to={paths.auth.register.to()}>Zarejestruj się</Link>
        </span>
      }
    >
      {ended && (
        <p className="form-notice" role="status" data-testid="session-ended">
          {WRITE_SAFETY_MESSAGES.sessionEnded}
        </p>
      )}
      <LoginForm />
      <p className="auth-card__aside">
        <Link to={paths.auth.forgotPassword.to()} data-testid="forgot-password-link">
          {ACCOUNT_SECURITY_TEXTS.forgotLink}
        </Link>
      </p>
    </AuthCard>
  );
};
