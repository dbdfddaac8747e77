/**
 * The web app's routes the server needs too (links in e-mails). `path` is the router pattern
 * relative to the app's base path, `to(...)` builds a link. apps/web/src/config/paths.ts builds
 * its entries for these routes on this module, so each route is written once.
 *
 * A one-time secret in a link is a path parameter or query parameter named `token` (or `...Token`):
 * the staff e-mail previews mask exactly those (apps/api notifications/one-time-links.ts).
 */

/** The base path the web app is served under (apps/web vite `base`, the API's web-app plugin). */
export const WEB_BASE_PATH = '/v2';

type Query = Record<string, string | number | boolean | null | undefined>;
type Id = number | string;

/** `path?query` without the empty values. */
export const withQuery = (path: string, query: Query = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** The login page's `sesja` value after a session ended on its own. */
export const SESSION_ENDED = 'wygasla';

export const webPaths = {
  /** `session`: SESSION_ENDED when the session ended on its own (the page says so above the form) */
  login: {
    path: '/auth/login',
    to: (redirect?: string, session?: string) => withQuery('/auth/login', { redirect, sesja: session }),
  },
  /** 'Nie pamiętam hasła': the address to send a link to */
  forgotPassword: { path: '/auth/nie-pamietam-hasla', to: () => '/auth/nie-pamietam-hasla' },
  /** the one-time link of that e-mail: a new password */
  passwordReset: { path: '/auth/nowe-haslo/:token', to: (token: string) => `/auth/nowe-haslo/${token}` },
  /** The link of an e-mail change, sent to the new address ('Moje konto'). */
  emailChange: { path: '/auth/nowy-email/:token', to: (token: string) => `/auth/nowy-email/${token}` },
  /** 'Pytania' (spec 6 menu): the user's questions to consultants, and the staff queue. */
  consultantQuestions: { path: '/pytania', to: () => '/pytania' },
  adminConsultantQuestions: { path: '/admin-panel/pytania/', to: () => '/admin-panel/pytania/' },
  /** 'Planer' (spec 6 menu). */
  planner: { path: '/planer', to: () => '/planer' },
  orderView: { path: '/zlecenie/:orderId', to: (id: Id) => `/zlecenie/${id}` },
  /** The order card's 'Pytania' tab (questions and answers; our path). */
  orderQuestions: { path: '/zlecenie/:orderId/pytania', to: (id: Id) => `/zlecenie/${id}/pytania` },
  orderEdit: { path: '/edytuj-zlecenie/:orderId', to: (id: Id) => `/edytuj-zlecenie/${id}` },
  company: { path: '/firma/:companyId', to: (id: Id) => `/firma/${id}` },
  /** The investment page is /-{investmentId}: the router matches it as one dynamic segment. */
  investmentView: { path: '/:investmentSlug', to: (id: Id) => `/-${id}` },
  /** 'Obserwowane inwestycje' (spec 2.3): the user's watched investments and what changed. */
  watchedInvestments: { path: '/inwestycje/obserwowane', to: () => '/inwestycje/obserwowane' },
  /** The messages area (spec 2.1). */
  messages: { path: '/wiadomosci', to: () => '/wiadomosci/' },
  messagesOfInvestment: {
    path: '/wiadomosci/inwestycja/:investmentId',
    to: (id: Id) => `/wiadomosci/inwestycja/${id}`,
  },
  messagesOfOrder: { path: '/wiadomosci/zlecenie/:orderId', to: (id: Id) => `/wiadomosci/zlecenie/${id}/` },
  conversation: {
    path: '/wiadomosci/zlecenie/:orderId/konwersacja/:conversationId',
    to: (orderId: Id, conversationId: Id) => `/wiadomosci/zlecenie/${orderId}/konwersacja/${conversationId}/`,
  },
  /** Orders my company was invited to (spec 2.1). */
  orderInvitations: { path: '/zaproszenia-do-zlecen', to: () => '/zaproszenia-do-zlecen' },
  /** Answer of an invited company from the invitation e-mail's one-time link (spec 2.8 invitations; our path). */
  invitationIntent: {
    path: '/odpowiedz-na-zaproszenie/:token',
    to: (token: string) => `/odpowiedz-na-zaproszenie/${token}`,
  },
  /** A user invited by another company sets a password here (one-time link; our path). */
  accountActivation: {
    path: '/aktywuj-konto/:token',
    to: (token: string) => `/aktywuj-konto/${token}`,
  },
  /** 'Konta użytkowników' (spec 2.3 user menu): the company admin's people, requests to join, history. */
  companyPeople: { path: '/konta-uzytkownikow', to: () => '/konta-uzytkownikow' },
  /** 'Brałem udział': the company's declarations and their status (the decision e-mail links here). */
  tookPartIn: { path: '/inwestycje/bralem-udzial', to: () => '/inwestycje/bralem-udzial' },
  /** The user's e-mail settings ("Powiadomienia", beyond the spec); e-mails link to it before the page exists. */
  notificationSettings: { path: '/ustawienia/powiadomienia', to: () => '/ustawienia/powiadomienia' },
  /** The unsubscribe link of a non-critical e-mail: works without logging in (one-time signed token). */
  unsubscribe: {
    path: '/powiadomienia/wypisz',
    to: (token: string) => withQuery('/powiadomienia/wypisz', { token }),
  },
  /**
   * Temporary-access entry (spec 2.2, path not shown there; our choice):
   * /v2/dostep-tymczasowy?token={one-time token}&redirect={path inside the app, e.g. /edytuj-zlecenie/12}
   */
  temporaryAccess: {
    path: '/dostep-tymczasowy',
    to: (token: string, redirect: string) => withQuery('/dostep-tymczasowy', { token, redirect }),
  },
} as const;

/** An absolute link into the web app: the public origin, the base path, then the route's link. */
export const webUrl = (origin: string, link: string): string => `${origin.replace(/\/+$/, '')}${WEB_BASE_PATH}${link}`;
