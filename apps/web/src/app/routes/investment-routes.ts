import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { type LazyPage, page } from '../route-handle';

const search: LazyPage = () =>
  import('@/features/investments/pages/investment-search-page').then((m) => ({ Component: m.InvestmentSearchPage }));
const map: LazyPage = () =>
  import('@/features/investments/pages/investment-map-page').then((m) => ({ Component: m.InvestmentMapPage }));

/** The investment search and its map (spec platform 2.3); the plan's limits shown on the pages themselves. */
export const investmentRoutes: RouteObject[] = [
  page(paths.investments.search, 'user', search, { ownUpsell: true }),
  page(paths.investments.map, 'user', map, { ownUpsell: true }),
];
