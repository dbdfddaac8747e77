import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { type LazyPage, page } from '../route-handle';

const layout = () =>
  import('@/features/reports/components/reports-layout').then((m) => ({ Component: m.ReportsLayout }));
const start: LazyPage = () =>
  import('@/features/reports/pages/reports-start-page').then((m) => ({ Component: m.ReportsStartPage }));
const investmentsSummary: LazyPage = () =>
  import('@/features/reports/pages/investments-summary-page').then((m) => ({ Component: m.InvestmentsSummaryPage }));
const marketComparator: LazyPage = () =>
  import('@/features/reports/pages/market-comparator-page').then((m) => ({ Component: m.MarketComparatorPage }));
const companyActivity: LazyPage = () =>
  import('@/features/reports/pages/company-activity-page').then((m) => ({ Component: m.CompanyActivityPage }));

/**
 * Reports and analyses (document 2, section 2.8): a login-only layout route (the reports' navigation
 * and the subsidised lock) with one lazily loaded page per report.
 */
export const reportsRoutes: RouteObject[] = [
  {
    path: paths.reports.root.path,
    handle: { title: paths.reports.root.title, access: 'user' },
    lazy: layout,
    children: [
      { index: true, element: <Navigate to={paths.reports.start.to()} replace /> },
      page(paths.reports.start, 'user', start),
      page(paths.reports.investmentsSummary, 'user', investmentsSummary),
      page(paths.reports.marketComparator, 'user', marketComparator),
      page(paths.reports.companyActivity, 'user', companyActivity),
    ],
  },
];
