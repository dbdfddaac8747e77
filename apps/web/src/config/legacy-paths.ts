import { PULS_BUDOWNICTWA_CATEGORY_ID } from '@platform/shared';
import { paths, toBrowserUrl } from './paths';

/**
 * Pages of the previous platform that the menus, the footer and some cards name (spec 2.3). This
 * installation has none of them, so a link to one used to end on the server's 404. Each now leads
 * to our equivalent page where there is one, otherwise to an honest page (features/info-pages) saying
 * what the page was and where to go instead. The slugs below name those honest pages.
 */
export const UNAVAILABLE_PAGES = {
  investmentSearch: 'wyszukiwarka-inwestycji',
  companyInvestments: 'inwestycje-firmy',
  investmentMap: 'mapa-inwestycji',
  watchedInvestments: 'obserwowane-inwestycje',
  onHoldInvestments: 'inwestycje-wstrzymane',
  tookPartIn: 'bralem-udzial',
  addInvestmentShare: 'dopisanie-udzialu',
  localInvestments: 'inwestycje-lokalne',
  sampleInvestments: 'przykladowe-inwestycje',
  sampleOrders: 'przykladowe-zlecenia',
  marketAnalyses: 'analizy-rynkowe',
  myQuestions: 'pytania',
  planner: 'planer',
  managerPanelStageChanges: 'panel-managera',
  managerPanelPremium: 'panel-managera-premium',
  legacyAdmin: 'stary-panel-administracyjny',
  blog: 'blog',
  expertsForum: 'forum-ekspertow',
  webinars: 'webinaria',
  industryNews: 'puls-budownictwa',
} as const;
export type UnavailablePageSlug = (typeof UNAVAILABLE_PAGES)[keyof typeof UNAVAILABLE_PAGES];

const unavailable = (key: Exclude<keyof typeof UNAVAILABLE_PAGES, 'companyInvestments'>) =>
  paths.info.unavailable.to(UNAVAILABLE_PAGES[key]);

/** Router paths (for menu entries and <Link>). */
export const legacyRoutes = {
  investmentSearch: unavailable('investmentSearch'),
  companyInvestments: (companyId: number) =>
    paths.info.unavailable.to(UNAVAILABLE_PAGES.companyInvestments, { firma: companyId }),
  investmentMap: unavailable('investmentMap'),
  watchedInvestments: unavailable('watchedInvestments'),
  onHoldInvestments: unavailable('onHoldInvestments'),
  tookPartIn: unavailable('tookPartIn'),
  myCompanyInvestments: paths.myCompanyInvestments.to(),
  addInvestmentShare: unavailable('addInvestmentShare'),
  localInvestments: unavailable('localInvestments'),
  sampleInvestments: unavailable('sampleInvestments'),
  sampleOrders: unavailable('sampleOrders'),
  watchedCompanies: paths.followedCompanies.to(),
  marketAnalyses: unavailable('marketAnalyses'),
  myAccount: paths.myAccount.to(),
  userAccounts: paths.companyPeople.to(),
  myQuestions: unavailable('myQuestions'),
  planner: unavailable('planner'),
  managerPanelStageChanges: unavailable('managerPanelStageChanges'),
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
