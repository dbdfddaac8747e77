import { type NewPassword, newPasswordSchema, ACCOUNT_SECURITY_TEXTS as T } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { validateWithSchema } from '@/lib/zod-form';
import { usePasswordResetLink, useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/auth-card';
import { AuthAlert, AuthFormEnd } from '../components/auth-form-end';

type Errors = Partial<Record<keyof NewPassword, string>>;

/**
 * /auth/nowe-haslo/{token}: the link of 'Nie pamiętam hasła'. The account's login, the new password
 * twice (the shared rules); then the other sessions end, the user is logged in and sent to the start
 * page. A used or expired link says so and offers a new one.
 */
export const PasswordResetPage = () => {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const link = usePasswordResetLink(token);
  const reset = useResetPassword(token, () => {
    notify.success(T.resetDone);
    void navigate(paths.home.to(), { replace: true });
  });
  const [values, setValues] = useState<NewPassword>({ password: '', passwordRepeat: '' });
  const [errors, setErrors] = useState<Errors>({});

  const newLink = <Link to={paths.auth.forgotPassword.to()}>{T.requestNewLink}</Link>;
  if (link.isPending) return <AuthCard title={T.resetTitle}>{null}</AuthCard>;
  if (link.isError)
    return (
      <AuthCard title={T.resetTitle} footer={newLink}>
        <AuthAlert error={link.error} testId="password-reset-error" />
      </AuthCard>
    );

  const change = (field: keyof NewPassword) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateWithSchema(newPasswordSchema, values);
    if (!result.success) {
      setErrors(Object.fromEntries(result.errors.map((e) => [e.name[0], e.errors[0]])));
      return;
    }
    reset.mutate(result.data);
  };

  return (
    <AuthCard
      title={T.resetTitle}
      subtitle={
        <>
          {T.resetLead} <strong data-testid="password-reset-login">{link.data.login}</strong>
        </>
      }
      footer={newLink}
    >
      <form onSubmit={submit} noValidate aria-label={T.resetTitle}>
        <TextField
          label={T.newPassword}
          name="password"
          autoComplete="new-password"
          revealable
          autoFocus
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <TextField
          label={T.newPasswordRepeat}
          name="passwordRepeat"
          autoComplete="new-password"
          revealable
          value={values.passwordRepeat}
          onChange={change('passwordRepeat')}
          error={errors.passwordRepeat}
        />
        <AuthFormEnd error={reset.error} pending={reset.isPending}>
          {T.resetSubmit}
        </AuthFormEnd>
      </form>
    </AuthCard>
  );
};
