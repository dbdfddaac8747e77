/**
 * The one typed paths module of the web app. `path` is the router pattern (relative to the /v2
 * basename), `title` the Polish page title, `to(...)` builds a link. Nothing else builds URLs.
 * The routes the server links to in e-mails come from the shared `webPaths`.
 */
import { webPaths, withQuery } from '@platform/shared';
import { editorsPaths } from './editors-paths';
import { env } from './env';

export { withQuery };

type Id = number | string;
const page = (path: string, title: string) => ({ path, title, to: () => path });

export const ORDER_TABS = ['zlecenie', 'inwestycja', 'pytania', 'oferty', 'zaproszenia', 'rekomendacje'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const paths = {
  home: page('/', 'Strona główna'),
  auth: {
    login: { ...webPaths.login, title: 'Logowanie' },
    register: page('/auth/zarejestruj', 'Rejestracja'),
    forgotPassword: { ...webPaths.forgotPassword, title: 'Nie pamiętam hasła' },
    passwordReset: { ...webPaths.passwordReset, title: 'Nowe hasło' },
    emailChange: { ...webPaths.emailChange, title: 'Nowy adres e-mail' },
  },
  orders: {
    add: {
      path: '/nowe-zlecenie',
      title: 'Dodaj zlecenie',
      to: (q: { order?: Id; investment?: Id } = {}) => withQuery('/nowe-zlecenie', q),
    },
    edit: { ...webPaths.orderEdit, title: 'Edytuj zlecenie' },
    all: page('/zlecenia', 'Zlecenia'),
    my: page('/moje-zlecenia', 'Moje zlecenia'),
    offered: page('/ofertowane-zlecenia', 'Ofertowane zlecenia'),
    invitations: page('/zaproszenia-do-zlecen', 'Zaproszenia do zleceń'),
    map: page('/mapa-zlecen', 'Mapa zleceń'),
    module: page('/strona/zlecenia-budowlane', 'Zlecenia budowlane'),
    view: { ...webPaths.orderView, title: 'Zlecenie' },
    viewTab: {
      path: '/zlecenie/:orderId/:orderTab',
      title: 'Zlecenie',
      to: (id: Id, tab: OrderTab) => `/zlecenie/${id}/${tab}`,
    },
  },
  messages: {
    list: page('/wiadomosci/', 'Wiadomości'),
    order: {
      path: '/wiadomosci/zlecenie/:orderId/',
      title: 'Wiadomości',
      to: (id: Id) => `/wiadomosci/zlecenie/${id}/`,
    },
    conversation: {
      path: '/wiadomosci/zlecenie/:orderId/konwersacja/:conversationId/',
      title: 'Konwersacja',
      to: (orderId: Id, conversationId: Id) => `/wiadomosci/zlecenie/${orderId}/konwersacja/${conversationId}/`,
    },
    investment: {
      path: '/wiadomosci/inwestycja/:investmentId',
      title: 'Wiadomości',
      to: (id: Id) => `/wiadomosci/inwestycja/${id}`,
    },
  },
  /** The investment page is /-{investmentId}; the router matches it as one dynamic segment. */
  investment: { path: '/:investmentSlug', title: 'Inwestycja', to: (id: Id) => `/-${id}` },
  /** The investment search and its map (spec platform 2.3); the search's parameters in the query. */
  investments: {
    search: {
      path: '/inwestycje/szukaj',
      title: 'Wyszukiwarka inwestycji',
      to: (q: Record<string, Id> = {}) => withQuery('/inwestycje/szukaj', q),
    },
    map: {
      path: '/inwestycje/mapa',
      title: 'Mapa inwestycji',
      to: (q: Record<string, Id> = {}) => withQuery('/inwestycje/mapa', q),
    },
  },
  myCompanyInvestments: page('/inwestycje-mojej-firmy', 'Inwestycje mojej firmy'),
  /** 'Brałem udział', 'Dopisanie udziału': a company's declarations (the e-mails link to the first). */
  tookPartIn: { ...webPaths.tookPartIn, title: 'Brałem udział' },
  addParticipation: {
    path: '/inwestycje/dopisz-udzial',
    title: 'Dopisanie udziału',
    to: (q: { inwestycja?: Id } = {}) => withQuery('/inwestycje/dopisz-udzial', q),
  },
  /** Public pages: the cities' index, a city's investments (any other /inwestycje/{segment}), samples. */
  localInvestments: page('/inwestycje-lokalne', 'Inwestycje lokalne'),
  cityInvestments: {
    path: '/inwestycje/:miasto',
    title: 'Inwestycje lokalne',
    to: (slug: string) => `/inwestycje/${slug}`,
  },
  sampleInvestments: page('/inwestycje/przyklady', 'Przykładowe inwestycje'),
  sampleOrders: page('/zlecenia/przyklady', 'Przykładowe zlecenia'),
  /** Watching, the on-hold list and the staff stage changes panel (spec 2.3 menu entries). */
  investmentTracking: {
    watched: { ...webPaths.watchedInvestments, title: 'Obserwowane inwestycje' },
    onHold: page('/inwestycje/wstrzymane', 'Inwestycje wstrzymane'),
    stageChanges: {
      path: '/panel-managera/zmiany-etapow',
      title: 'Panel managera: zmiany etapów',
      to: (q: { inwestycja?: Id } = {}) => withQuery('/panel-managera/zmiany-etapow', q),
    },
  },
  myCompanyAdmin: page('/moja-firma-administrator', 'Moja firma'),
  companyPeople: { ...webPaths.companyPeople, title: 'Konta użytkowników' },
  company: { ...webPaths.company, title: 'E-wizytówka firmy' },
  emails: page('/emaile', 'Powiadomienia e-mail'),
  notificationSettings: { ...webPaths.notificationSettings, title: 'Powiadomienia' },
  /** the user menu's 'Moje konto': account data, password, sessions */
  myAccount: page('/moje-konto', 'Moje konto'),
  /** the user menu's 'Obserwowane firmy' */
  followedCompanies: page('/obserwowane-firmy', 'Obserwowane firmy'),
  unsubscribe: { ...webPaths.unsubscribe, title: 'Wypisanie z powiadomień' },
  invitationIntent: { ...webPaths.invitationIntent, title: 'Odpowiedź na zaproszenie' },
  accountActivation: { ...webPaths.accountActivation, title: 'Aktywacja konta' },
  /** the user menu's 'Pytania' (spec 6): questions to the platform's consultants */
  consultantQuestions: { ...webPaths.consultantQuestions, title: 'Pytania' },
  /** the user menu's 'Planer' (spec 6): the user's dates and its calendar feed */
  planner: { ...webPaths.planner, title: 'Planer' },
  recommendations: page('/algorytm', 'Wyszukiwarka rekomendowanych firm'),
  recommendationsNew: page('/nowy-algorytm', 'Nowa wyszukiwarka rekomendowanych firm'),
  admin: {
    panel: page('/admin-panel/', 'Panel administracyjny'),
    companies: page('/admin-panel/firmy/', 'Lista firm'),
    company: {
      path: '/admin-panel/firmy/:companyId/',
      title: 'Edycja firmy',
      to: (id: Id) => `/admin-panel/firmy/${id}/`,
    },
    companyOffer: {
      path: '/admin-panel/firmy/:companyId/oferta',
      title: 'Edycja oferty firmy',
      to: (id: Id) => `/admin-panel/firmy/${id}/oferta`,
    },
    locations: page('/admin-panel/lokalizacje/', 'Lista Lokalizacji'),
    membershipRequests: page('/admin-panel/prosby-o-dolaczenie/', 'Prośby o dołączenie do firm'),
    consultantQuestions: { ...webPaths.adminConsultantQuestions, title: 'Pytania do konsultantów' },
    participationClaims: page('/admin-panel/zgloszenia-udzialu/', 'Zgłoszenia udziału i zakresów'),
  },
  reports: {
    root: page('/analizy-i-raporty', 'Analizy i raporty'),
    start: page('/analizy-i-raporty/start', 'Analizy i raporty'),
    investmentsSummary: page('/analizy-i-raporty/podsumowanie-inwestycji', 'Podsumowanie inwestycji'),
    marketComparator: page('/analizy-i-raporty/porownywarka-rynku-inwestycji', 'Porównywarka rynku inwestycji'),
    companyActivity: {
      path: '/analizy-i-raporty/aktywnosc-firm',
      title: 'Aktywność firm',
      to: (q: { companyId?: Id; focusConnections?: boolean } = {}) => withQuery('/analizy-i-raporty/aktywnosc-firm', q),
    },
  },
  editors: editorsPaths,
  /** Editorial pages: the news list of a category (document 2, sections 2.6, 2.10), an article, the event pages. */
  news: {
    category: {
      path: '/aktualnosci/lista/kategoria/:categoryId',
      title: 'Aktualności',
      to: (id: Id) => `/aktualnosci/lista/kategoria/${id}`,
    },
    article: {
      path: '/aktualnosci/artykul/:articleId',
      title: 'Artykuł',
      to: (id: Id) => `/aktualnosci/artykul/${id}`,
    },
  },
  events: {
    webinars: page('/strona/webinaria', 'Webinaria'),
    expertsForum: page('/strona/forum-ekspertow', 'Forum ekspertów'),
  },
  /** The footer's pages (spec 2.4) and the honest page for what the menus name from the old platform. */
  info: {
    offer: page('/oferta', 'Oferta'),
    about: page('/o-nas', 'O nas'),
    contact: page('/kontakt', 'Kontakt'),
    support: page('/support', 'Support'),
    privacy: page('/polityka-prywatnosci', 'Polityka prywatności'),
    unavailable: {
      path: '/strona-niedostepna/:pageSlug',
      title: 'Strona niedostępna w tej wersji',
      to: (slug: string, q: Record<string, Id | undefined> = {}) => withQuery(`/strona-niedostepna/${slug}`, q),
    },
  },
  errors: {
    notFound: page('/not-found', 'Nie znaleziono strony'),
    forbidden: page('/forbidden', 'Brak uprawnień'),
    payloadIncorrect: {
      path: '/payload-incorrect/:part/:missing',
      title: 'Niekompletne dane',
      to: (part: string, missing: readonly string[]) =>
        `/payload-incorrect/${encodeURIComponent(part)}/${missing.map(encodeURIComponent).join(',') || '-'}`,
    },
  },
  temporaryAccess: {
    /** /dostep-tymczasowy?token=...&redirect=...: the entry of the e-mailed one-time links */
    entry: { ...webPaths.temporaryAccess, title: 'Dostęp tymczasowy' },
    testProtected: page('/test/dostep-tymczasowy/chroniona', 'Test: chroniona ścieżka'),
    testProtectedWithPermissions: page(
      '/test/dostep-tymczasowy/chroniona-z-uprawnieniami',
      'Test: chroniona ścieżka z uprawnieniami',
    ),
    testUnprotected: page('/test/dostep-tymczasowy/niechroniona', 'Test: niechroniona ścieżka'),
    testUnprotectedWithPermissions: page(
      '/test/dostep-tymczasowy/niechroniona-z-uprawnieniami',
      'Test: niechroniona ścieżka z uprawnieniami',
    ),
  },
} as const;

/** A router path -> the browser URL under the app's base (for window.location and plain <a>). */
export const toBrowserUrl = (path: string): string => `${env.basePath}${path.startsWith('/') ? path : `/${path}`}`;

/** Accepts only a path inside the app ('/x', or '/v2/x' made relative); anything else -> null. */
export const safeRedirectTarget = (target: string | null | undefined): string | null => {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  const base = env.basePath;
  if (base && (target === base || target.startsWith(`${base}/`))) return target.slice(base.length) || '/';
  return target;
};
