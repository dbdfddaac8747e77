import { passwordResetRequestSchema, ACCOUNT_SECURITY_TEXTS as T } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { validateWithSchema } from '@/lib/zod-form';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { AuthFormEnd } from '../components/auth-form-end';

/**
 * /auth/nie-pamietam-hasla: the address to send a one-time link to. The answer reads the same whether
 * an account has the address or not (the server answers alike), so the page tells nobody who is a user.
 */
export const ForgotPasswordPage = () => {
  const mutation = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateWithSchema(passwordResetRequestSchema, { email });
    if (!result.success) {
      setError(result.errors[0]?.errors[0]);
      return;
    }
    mutation.mutate(result.data);
  };

  const back = <Link to={paths.auth.login.to()}>{T.backToLogin}</Link>;
  if (mutation.isSuccess)
    return (
      <AuthCard title={T.forgotTitle} footer={back}>
        <p className="form-notice" role="status" data-testid="password-reset-sent">
          {T.forgotSent}
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title={T.forgotTitle} subtitle={T.forgotLead} footer={back}>
      <form onSubmit={submit} noValidate aria-label={T.forgotTitle}>
        <TextField
          label="Adres e-mail"
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <AuthFormEnd error={mutation.error} pending={mutation.isPending}>
          {T.forgotSubmit}
        </AuthFormEnd>
      </form>
    </AuthCard>
  );
};
