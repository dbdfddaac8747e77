import {
  canChangeInvestmentStages,
  canSeePlanner,
  canSeeQuestions,
  isAdminAccountType,
  isSubsidizedClient,
  isSuperadmin,
  type UserMe,
} from '@platform/shared';
import { legacyRoutes as legacy } from '@/config/legacy-paths';
import { paths } from '@/config/paths';
import type { MenuEntry } from './menu-entry';

export type { BadgeSource, MenuEntry } from './menu-entry';

const compact = (entries: (MenuEntry | false | null | undefined)[]): MenuEntry[] =>
  entries.filter((e): e is MenuEntry => Boolean(e));

const investmentsMenu = (user: UserMe): MenuEntry => ({
  key: 'investments',
  label: 'Inwestycje',
  children: compact([
    { key: 'investment-search', label: 'Wyszukiwarka inwestycji', to: legacy.investmentSearch },
    { key: 'investment-map', label: 'Mapa inwestycji', to: legacy.investmentMap },
    { key: 'watched-investments', label: 'Obserwowane inwestycje', to: legacy.watchedInvestments },
    { key: 'my-company-investments', label: 'Inwestycje mojej firmy', to: paths.myCompanyInvestments.to() },
    { key: 'took-part-in', label: 'Brałem udział', to: paths.tookPartIn.to() },
    { key: 'add-participation', label: 'Dopisanie udziału', to: paths.addParticipation.to() },
    { key: 'local-investments', label: 'Inwestycje lokalne', to: paths.localInvestments.to() },
    { key: 'on-hold-investments', label: 'Inwestycje wstrzymane', to: legacy.onHoldInvestments },
    canChangeInvestmentStages(user) && {
      key: 'manager-panel',
      label: 'Panel managera: zmiany etapów',
      to: legacy.managerPanelStageChanges,
    },
  ]),
});

const ordersMenu = (subsidized: boolean): MenuEntry => ({
  key: 'orders',
  label: 'Zlecenia',
  badge: subsidized ? 'myOrdersNotApproved' : 'ordersTotal',
  children: [
    { key: 'orders-all', label: 'Wszystkie zlecenia', to: paths.orders.all.to() },
    { key: 'orders-my', label: 'Moje zlecenia', to: paths.orders.my.to(), badge: 'myOrdersNotApproved' },
    {
      key: 'orders-offered',
      label: 'Ofertowane zlecenia',
      to: paths.orders.offered.to(),
      badge: subsidized ? undefined : 'offeredOrders',
    },
    {
      key: 'orders-invitations',
      label: 'Zaproszenia do zleceń',
      to: paths.orders.invitations.to(),
      badge: subsidized ? undefined : 'orderInvitations',
    },
    { key: 'orders-map', label: 'Mapa zleceń', to: paths.orders.map.to() },
    { key: 'orders-add', label: 'Dodaj zlecenie', to: paths.orders.add.to() },
  ],
});

const companiesMenu = (user: UserMe): MenuEntry => ({
  key: 'companies',
  label: 'Firmy',
  children: compact([
    user.company && { key: 'my-company', label: 'E-wizytówka mojej firmy', to: paths.company.to(user.company.id) },
    { key: 'watched-companies', label: 'Obserwowane firmy', to: legacy.watchedCompanies },
    { key: 'recommendations', label: 'Wyszukiwarka rekomendowanych firm', to: paths.recommendations.to() },
  ]),
});

/** The previous platform's 'Analizy rynkowe' (spec 2.3) is the comparator now: one entry, under its own name. */
const reportsMenu: MenuEntry = {
  key: 'reports',
  label: 'Raporty',
  children: [
    { key: 'reports-start', label: 'Analizy i raporty', to: paths.reports.start.to() },
    { key: 'reports-summary', label: 'Podsumowanie inwestycji', to: paths.reports.investmentsSummary.to() },
    { key: 'reports-comparator', label: 'Porównywarka rynku inwestycji', to: paths.reports.marketComparator.to() },
    { key: 'reports-activity', label: 'Aktywność firm', to: paths.reports.companyActivity.to() },
  ],
};

/** Logged-in top bar (spec 2.4): Inwestycje, Zlecenia, Firmy, Raporty, Wiadomości. */
export const buildMainMenu = (user: UserMe): MenuEntry[] => {
  const subsidized = isSubsidizedClient(user);
  return compact([
    investmentsMenu(user),
    ordersMenu(subsidized),
    companiesMenu(user),
    !subsidized && reportsMenu,
    { key: 'messages', label: 'Wiadomości', to: paths.messages.list.to(), badge: 'unreadMessages' },
  ]);
};

/** User menu links (spec 6 "Menu links"); 'Wyloguj' is added by the component. */
export const buildUserMenu = (user: UserMe): MenuEntry[] => {
  const admin = isAdminAccountType(user.accountType);
  const superadmin = isSuperadmin(user.accountType);
  return compact([
    { key: 'my-account', label: 'Moje konto', to: legacy.myAccount },
    { key: 'notification-settings', label: 'Powiadomienia', to: paths.notificationSettings.to() },
    user.companyAdmin && { key: 'my-company-admin', label: 'Moja firma', to: paths.myCompanyAdmin.to() },
    (user.companyAdmin || admin) && { key: 'user-accounts', label: 'Konta użytkowników', to: legacy.userAccounts },
    canSeeQuestions(user) && { key: 'questions', label: 'Pytania', to: paths.consultantQuestions.to() },
    canSeePlanner(user) && !isSubsidizedClient(user) && { key: 'planner', label: 'Planer', to: paths.planner.to() },
    superadmin && { key: 'admin-panel', label: 'Panel administracyjny', to: paths.admin.panel.to() },
    superadmin && { key: 'editors-panel', label: 'Panel redaktora', to: paths.editors.root.to() },
    // decision: spec 6 lists no menu link to /emaile (admin only); staff reach it from their menu
    admin && { key: 'emails', label: paths.emails.title, to: paths.emails.to() },
    admin && {
      key: 'participation-claims',
      label: paths.admin.participationClaims.title,
      to: paths.admin.participationClaims.to(),
    },
    admin && { key: 'legacy-admin', label: 'Stary panel administracyjny', to: legacy.legacyAdmin },
  ]);
};
