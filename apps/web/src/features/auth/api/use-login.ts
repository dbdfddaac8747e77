import type { LoginRequest } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
import { startSession } from '@/lib/session';

/**
 * The login call and its schema load on first use (typing or submitting), keeping the login
 * page's first load light; `preloadLoginApi` starts loading as soon as the user types.
 */
const loadLoginApi = () => import('./login');
export const preloadLoginApi = () => {
  void loadLoginApi();
};

export const validateLogin = (values: unknown) => loadLoginApi().then((api) => api.validateLogin(values));

export const useLogin = () =>
  useMutation({
    mutationFn: (body: LoginRequest) => loadLoginApi().then((api) => api.login(body)),
    onSuccess: startSession,
  });
