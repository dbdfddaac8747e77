import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

const watched = () =>
  import('@/features/investments/pages/watched-investments-page').then((m) => ({
    Component: m.WatchedInvestmentsPage,
  }));
const onHold = () =>
  import('@/features/investments/pages/on-hold-investments-page').then((m) => ({ Component: m.OnHoldInvestmentsPage }));
const stageChanges = () =>
  import('@/features/investments/pages/stage-changes-page').then((m) => ({ Component: m.StageChangesPage }));

/** Watched investments, the on-hold list and the staff stage changes panel (spec 2.3 menu, spec 6). */
export const investmentTrackingRoutes: RouteObject[] = [
  page(paths.investmentTracking.watched, 'user', watched),
  page(paths.investmentTracking.onHold, 'user', onHold),
  page(paths.investmentTracking.stageChanges, 'admin', stageChanges, { adminRoute: true }),
];
