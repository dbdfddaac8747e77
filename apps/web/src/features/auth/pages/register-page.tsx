import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

/** /auth/zarejestruj */
export const RegisterPage = () => (
  <AuthCard
    title="Zarejestruj się"
    subtitle="Załóż konto firmy, aby publikować zlecenia, odpowiadać na zapytania ofertowe i prowadzić e-wizytówkę."
    wide
    footer={
      <span>
        Masz już konto? <Link to={paths.auth.login.to()}>Zaloguj się</Link>
      </span>
    }
  >
    <RegisterForm />
  </AuthCard>
);
