import { PULS_BUDOWNICTWA_CATEGORY_ID } from '@platform/shared';
import { paths, toBrowserUrl } from './paths';

/**
 * Pages of the previous platform that the menus, the footer and some cards name (spec 2.3). This
 * installation has none of them, so a link to one used to end on the server's 404. Each now leads
 * to our equivalent page where there is one, otherwise to an honest page (features/info-pages) saying
 * what the page was and where to go instead. The slugs below name those honest pages.
 */
export const UNAVAILABLE_PAGES = {
  marketAnalyses: 'analizy-rynkowe',
  managerPanelPremium: 'panel-managera-premium',
  legacyAdmin: 'stary-panel-administracyjny',
  blog: 'blog',
  expertsForum: 'forum-ekspertow',
  webinars: 'webinaria',
  industryNews: 'puls-budownictwa',
} as const;
export type UnavailablePageSlug = (typeof UNAVAILABLE_PAGES)[keyof typeof UNAVAILABLE_PAGES];

const unavailable = (key: keyof typeof UNAVAILABLE_PAGES) => paths.info.unavailable.to(UNAVAILABLE_PAGES[key]);

/** Router paths (for menu entries and <Link>). */
export const legacyRoutes = {
  // built now (spec platform 2.3; companies document 2.1): the links lead to the real pages
  investmentSearch: paths.investments.search.to(),
  companyInvestments: (companyId: number) => paths.investments.search.to({ firma: companyId }),
  investmentMap: paths.investments.map.to(),
  watchedInvestments: paths.investmentTracking.watched.to(),
  onHoldInvestments: paths.investmentTracking.onHold.to(),
  // built now (the investment database's declarations and public pages): the links lead to the real pages
  tookPartIn: paths.tookPartIn.to(),
  myCompanyInvestments: paths.myCompanyInvestments.to(),
  addInvestmentShare: paths.addParticipation.to(),
  localInvestments: paths.localInvestments.to(),
  sampleInvestments: paths.sampleInvestments.to(),
  sampleOrders: paths.sampleOrders.to(),
  watchedCompanies: paths.followedCompanies.to(),
  // built now (document 2, section 2.8): the market's figures are the comparator's
  marketAnalyses: paths.reports.marketComparator.to(),
  myAccount: paths.myAccount.to(),
  userAccounts: paths.companyPeople.to(),
  managerPanelStageChanges: paths.investmentTracking.stageChanges.to(),
  managerPanelPremium: unavailable('managerPanelPremium'),
  legacyAdmin: unavailable('legacyAdmin'),
  externalRegistration: paths.auth.register.to(),
  offer: paths.info.offer.to(),
  about: paths.info.about.to(),
  contact: paths.info.contact.to(),
  support: paths.info.support.to(),
  privacyPolicy: paths.info.privacy.to(),
  blog: unavailable('blog'),
  // these three are built now (document 2, sections 2.6, 2.10): the links lead to the real pages
  expertsForum: paths.events.expertsForum.to(),
  webinars: paths.events.webinars.to(),
  industryNews: paths.news.category.to(PULS_BUDOWNICTWA_CATEGORY_ID),
} as const;

/** The same pages as browser URLs (with the /v2 base), for plain <a href> and antd buttons. */
export const legacyPaths = {
  ...(Object.fromEntries(
    Object.entries(legacyRoutes).map(([key, to]) => [key, typeof to === 'string' ? toBrowserUrl(to) : to]),
  ) as {
    [K in keyof typeof legacyRoutes]: string;
  }),
  companyInvestments: (companyId: number) => toBrowserUrl(legacyRoutes.companyInvestments(companyId)),
};
