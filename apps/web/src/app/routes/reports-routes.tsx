import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

/** Reports and analyses (document 2, section 2.8): a login-only layout route with sub-pages. */
export const reportsRoutes: RouteObject[] = [
  {
    path: paths.reports.root.path,
    handle: { title: paths.reports.root.title, access: 'user' },
    children: [
      { index: true, element: <Navigate to={paths.reports.start.to()} replace /> },
      page(paths.reports.start, 'user'),
      page(paths.reports.investmentsSummary, 'user'),
      page(paths.reports.marketComparator, 'user'),
      page(paths.reports.companyActivity, 'user'),
    ],
  },
];
