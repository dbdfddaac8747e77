import type { LoginRequest } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/text-field';
import { preloadLoginApi, useLogin, validateLogin } from '../api/use-login';
import { AuthFormEnd } from './auth-form-end';
import { useRedirectTarget } from './use-redirect-target';

type Errors = Partial<Record<keyof LoginRequest, string>>;

/**
 * Login form: the shared zod schema validates (issues mapped to fields), server errors are shown
 * in Polish above the button. Built from light controls, not antd Form: the login page must stay
 * under 200 KB of gzipped JS and loads no Ant Design at all (see apps/web/README.md).
 */
export const LoginForm = () => {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const mutation = useLogin();
  const [values, setValues] = useState<LoginRequest>({ login: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});

  const change = (field: keyof LoginRequest) => (event: { target: { value: string } }) => {
    preloadLoginApi();
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await validateLogin(values);
    if (!result.success) {
      setErrors(Object.fromEntries(result.errors.map((e) => [e.name[0], e.errors[0]])));
      return;
    }
    mutation.mutate(result.data, { onSuccess: () => void navigate(target, { replace: true }) });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Logowanie">
      <TextField
        label="Login"
        name="login"
        autoComplete="username"
        autoFocus
        value={values.login}
        onChange={change('login')}
        error={errors.login}
      />
      <TextField
        label="Hasło"
        name="password"
        autoComplete="current-password"
        revealable
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <AuthFormEnd error={mutation.error} pending={mutation.isPending}>
        {mutation.isPending ? 'Logowanie…' : 'Zaloguj się'}
      </AuthFormEnd>
    </form>
  );
};
