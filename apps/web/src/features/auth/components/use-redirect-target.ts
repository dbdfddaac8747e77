import { useSearchParams } from 'react-router';
import { paths, safeRedirectTarget } from '@/config/paths';

/** Where to go after login or registration: the `redirect` parameter if it is inside the app. */
export const useRedirectTarget = (): string => {
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'));
  const authPages: string[] = [paths.auth.login.path, paths.auth.register.path];
  return target && !authPages.includes(target.split('?')[0] ?? '') ? target : paths.home.to();
};
