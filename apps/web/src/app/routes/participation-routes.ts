import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

const tookPartIn = () =>
  import('@/features/participation-claims/pages/took-part-in-page').then((m) => ({ Component: m.TookPartInPage }));
const addParticipation = () =>
  import('@/features/participation-claims/pages/add-participation-page').then((m) => ({
    Component: m.AddParticipationPage,
  }));
const adminClaims = () =>
  import('@/features/participation-claims/pages/admin-claims-page').then((m) => ({ Component: m.AdminClaimsPage }));
const cities = () =>
  import('@/features/public-investments/pages/cities-page').then((m) => ({ Component: m.CitiesPage }));
const city = () => import('@/features/public-investments/pages/city-page').then((m) => ({ Component: m.CityPage }));
const sampleInvestments = () =>
  import('@/features/public-investments/pages/sample-investments-page').then((m) => ({
    Component: m.SampleInvestmentsPage,
  }));
const sampleOrders = () =>
  import('@/features/public-investments/pages/sample-orders-page').then((m) => ({ Component: m.SampleOrdersPage }));

/**
 * 'Brałem udział', 'Dopisanie udziału', the staff queue, and the public pages of the investment
 * database (cities, samples; spec 2.3). A city is any other /inwestycje/{segment}: the static pages
 * of /inwestycje/... rank before it.
 */
export const participationRoutes: RouteObject[] = [
  page(paths.tookPartIn, 'user', tookPartIn),
  page(paths.addParticipation, 'user', addParticipation),
  page(paths.admin.participationClaims, 'admin', adminClaims, { adminRoute: true }),
  page(paths.localInvestments, 'public', cities, { ownUpsell: true }),
  page(paths.sampleInvestments, 'public', sampleInvestments, { ownUpsell: true }),
  page(paths.sampleOrders, 'public', sampleOrders, { ownUpsell: true }),
  page(paths.cityInvestments, 'public', city, { ownUpsell: true }),
];
