import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** /auth/login */
export const LoginPage = () => (
  <AuthCard
    title="Zaloguj się"
    subtitle="Inwestycje, zlecenia budowlane i e-wizytówki firm w jednym miejscu."
    footer={
      <span>
        Nie masz konta? <Link to={paths.auth.register.to()}>Zarejestruj się</Link>
      </span>
    }
  >
    <LoginForm />
  </AuthCard>
);
