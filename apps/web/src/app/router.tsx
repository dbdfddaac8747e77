import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { env } from '@/config/env';
import { setNavigator } from '@/lib/navigation';
import { RouteErrorScreen } from './layouts/route-error-screen';
import { ShellLayout } from './layouts/shell-layout';
import { accountRoutes } from './routes/account-routes';
import { companyRoutes } from './routes/company-routes';
import { editorialRoutes } from './routes/editorial-routes';
import { editorsRoutes } from './routes/editors-routes';
import { infoRoutes } from './routes/info-routes';
import { investmentRoutes } from './routes/investment-routes';
import { investmentTrackingRoutes } from './routes/investment-tracking-routes';
import { emailLinkRoutes, notificationRoutes } from './routes/notification-routes';
import { ordersRoutes } from './routes/orders-routes';
import { participationRoutes } from './routes/participation-routes';
import { plannerRoutes } from './routes/planner-routes';
import { reportsRoutes } from './routes/reports-routes';
import { lightRoutes, openRoutes, systemRoutes } from './routes/system-routes';

/** The gate (login, roles, temporary access, numeric ids, feature flags) loads with the first gated route. */
const routeGate = () => import('./guards/route-gate').then((m) => ({ Component: m.RouteGate }));
/** Ant Design (with its locale and theme) loads with the first page that uses it. */
const antdLayout = () => import('./layouts/antd-layout').then((m) => ({ Component: m.AntdLayout }));

/**
 * Every route of spec 2.1 under /v2. The shell (top bar, footer) stays on screen; a render error
 * replaces only the page. Access rules live in each route's handle and are applied by RouteGate.
 */
export const routes: RouteObject[] = [
  {
    id: 'shell',
    Component: ShellLayout,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        ErrorBoundary: RouteErrorScreen,
        children: [
          ...lightRoutes,
          {
            lazy: antdLayout,
            children: [
              ...openRoutes,
              ...infoRoutes,
              ...emailLinkRoutes,
              {
                lazy: routeGate,
                children: [
                  ...systemRoutes,
                  ...ordersRoutes,
                  ...investmentRoutes,
                  ...companyRoutes,
                  ...notificationRoutes,
                  ...accountRoutes,
                  ...reportsRoutes,
                  ...plannerRoutes,
                  ...editorsRoutes,
                  ...editorialRoutes,
                  ...participationRoutes,
                  ...investmentTrackingRoutes,
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The basename ends with a slash so that the dashboard is /v2/ (not /v2); a visit to the bare
 * /v2 is normalised first, since the router would not match it against '/v2/'.
 */
const basename = `${env.basePath}/`;
if (env.basePath && window.location.pathname === env.basePath) {
  window.history.replaceState(window.history.state, '', `${basename}${window.location.search}${window.location.hash}`);
}

export const router = createBrowserRouter(routes, { basename });

setNavigator((to, options) => void router.navigate(to, options));
