import type { UnavailablePageSlug } from '@/config/legacy-paths';
import { paths } from '@/config/paths';

type Way = { label: string; to: string };
export type UnavailablePage = { title: string; about: string; instead: Way[] };

const myInvestments: Way = { label: 'Inwestycje mojej firmy', to: paths.myCompanyInvestments.to() };
const orders: Way = { label: 'Wszystkie zlecenia', to: paths.orders.all.to() };
const contact: Way = { label: 'Kontakt', to: paths.info.contact.to() };
const reports: Way = { label: 'Analizy i raporty', to: paths.reports.start.to() };
const home: Way = { label: 'Strona główna', to: paths.home.to() };

const investmentsPage = (title: string, about: string): UnavailablePage => ({
  title,
  about,
  instead: [myInvestments, orders],
});

/** What each page of the previous platform was, and where its users go in this one (spec 2.3). */
export const UNAVAILABLE_PAGE_TEXTS: Record<UnavailablePageSlug, UnavailablePage> = {
  'analizy-rynkowe': { title: 'Analizy rynkowe', about: 'raporty o rynku budowlanym', instead: [reports] },
  'panel-managera-premium': investmentsPage('Panel managera premium', 'rozszerzone zestawienia dla managerów'),
  'stary-panel-administracyjny': {
    title: 'Stary panel administracyjny',
    about: 'administracja poprzedniej wersji platformy',
    instead: [{ label: 'Panel administracyjny', to: paths.admin.panel.to() }],
  },
  blog: { title: 'Blog', about: 'artykuły o rynku budowlanym', instead: [home] },
  'forum-ekspertow': { title: 'Forum ekspertów', about: 'spotkania z ekspertami branży', instead: [contact] },
  webinaria: { title: 'Webinaria', about: 'szkolenia online z korzystania z platformy', instead: [contact] },
  'puls-budownictwa': { title: 'Puls budownictwa', about: 'wiadomości z branży budowlanej', instead: [home] },
};

export const findUnavailablePage = (slug: string | undefined): UnavailablePage | undefined =>
  slug && Object.hasOwn(UNAVAILABLE_PAGE_TEXTS, slug) ? UNAVAILABLE_PAGE_TEXTS[slug as UnavailablePageSlug] : undefined;
