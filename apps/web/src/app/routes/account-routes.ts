import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

const myAccount = () =>
  import('@/features/account/pages/my-account-page').then((m) => ({ Component: m.MyAccountPage }));

/** The user's own account: 'Moje konto' (password, sessions). */
export const accountRoutes: RouteObject[] = [page(paths.myAccount, 'user', myAccount)];
