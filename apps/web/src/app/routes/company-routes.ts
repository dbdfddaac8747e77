import { MESSAGES } from '@platform/shared';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

const companyId = { companyId: MESSAGES.invalidCompanyId };
const companyCard = () =>
  import('@/features/companies/pages/company-card-page').then((m) => ({ Component: m.CompanyCardPage }));
const companyEdit = () =>
  import('@/features/companies/pages/company-edit-page').then((m) => ({ Component: m.CompanyEditPage }));
const companyOfferEdit = () =>
  import('@/features/companies/pages/company-offer-edit-page').then((m) => ({ Component: m.CompanyOfferEditPage }));
const adminCompanies = () =>
  import('@/features/companies/pages/admin-companies-page').then((m) => ({ Component: m.AdminCompaniesPage }));
const adminLocations = () =>
  import('@/features/locations/pages/admin-locations-page').then((m) => ({ Component: m.AdminLocationsPage }));
const recommendationFinder = () =>
  import('@/features/recommendations/pages/recommendation-finder-page').then((m) => ({
    Component: m.RecommendationFinderPage,
  }));
const staffRecommendationFinder = () =>
  import('@/features/recommendations/pages/recommendation-finder-page').then((m) => ({
    Component: m.StaffRecommendationFinderPage,
  }));
const companyPeople = () =>
  import('@/features/memberships/pages/company-people-page').then((m) => ({ Component: m.CompanyPeoplePage }));
const adminMembershipRequests = () =>
  import('@/features/memberships/pages/admin-membership-requests-page').then((m) => ({
    Component: m.AdminMembershipRequestsPage,
  }));
const myCompany = () =>
  import('@/features/companies/pages/my-company-page').then((m) => ({ Component: m.MyCompanyPage }));
const followedCompanies = () =>
  import('@/features/companies/pages/followed-companies-page').then((m) => ({ Component: m.FollowedCompaniesPage }));
const adminPanel = () =>
  import('@/features/placeholders/pages/admin-panel-page').then((m) => ({ Component: m.AdminPanelPage }));

/** Companies, recommendation finder, investments, admin panel (spec 2.1, document 2). */
export const companyRoutes: RouteObject[] = [
  page(paths.company, 'public', companyCard, { numericParams: companyId }),
  page(paths.myCompanyAdmin, 'user', myCompany),
  page(paths.recommendations, 'user', recommendationFinder),
  page(paths.recommendationsNew, 'admin', staffRecommendationFinder, { adminRoute: true }),
  page(paths.admin.panel, 'admin', adminPanel, { adminRoute: true }),
  page(paths.admin.companies, 'admin', adminCompanies, { adminRoute: true }),
  // company edit: admins and company users allowed to edit (decided by the server per company)
  page(paths.admin.company, 'user', companyEdit, { numericParams: companyId }),
  page(paths.admin.companyOffer, 'user', companyOfferEdit, { numericParams: companyId, featureFlag: 'COMPANY_OFFER' }),
  page(paths.admin.locations, 'superadmin', adminLocations, { adminRoute: true }),
  page(paths.admin.membershipRequests, 'admin', adminMembershipRequests, { adminRoute: true }),
  page(paths.companyPeople, 'user', companyPeople),
  page(paths.followedCompanies, 'user', followedCompanies),
];
