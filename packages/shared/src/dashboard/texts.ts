import type { DashboardStatistics } from './statistics.js';

/** Polish texts of the dashboard (document 2, sections 1, 2.6, 8, 9). */
export const DASHBOARD_TEXTS = {
  title: 'Mój dashboard',
  noAccessNotice:
    'Twoja firma nie ma jeszcze uzupełnionych udziałów w e-wizytówce. Zgłoś zakresy branżowe, w których Twoja firma brała udział, a odblokujesz dostęp do zleceń.',
  noAccessLink: 'Zgłoś zakresy branżowe',
  freePublishingNotice: 'Dodatkowo zyskujesz bezpłatny dostęp do publikowania zapytań ofertowych.',
  invitationsTitle: 'Zaproszenia do zleceń',
  myOrdersTitle: 'Moje zlecenia',
  offeredOrdersTitle: 'Ofertowane zlecenia',
  companyInvestmentsTitle: 'Inwestycje mojej firmy',
  seeAll: 'Zobacz wszystkie',
  offerDeadline: 'Termin składania ofert',
  emptyMyOrders: 'Nie posiadasz jeszcze dodanych zleceń.',
  emptyMyOrdersLink: 'Dodaj nowe zlecenie',
  emptyOfferedOrders: 'Nie odpowiedziano jeszcze na żadne zapytanie ofertowe.',
  emptyOfferedOrdersLink: 'Znajdź zlecenie',
  emptyInvestments: 'Nie posiadasz jeszcze dodanych inwestycji. Nie odpowiedziano jeszcze na żadne zapytanie ofertowe',
  addShare: 'Dopisz udział w inwestycji',
  recommendations: 'Rekomendowane firmy',
  duplicate: 'Duplikuj zlecenie',
  message: 'Wiadomość',
  statisticsTitle: 'Platforma w liczbach',
  contactTitle: 'Masz pytania? Skontaktuj się z nami',
  contactPhone: 'Telefon',
  contactEmail: 'E-mail',
  liveChat: 'Porozmawiaj z konsultantem na czacie',
  trialTitle: 'Wypróbuj pełny dostęp za darmo',
  trialButton: 'Rozpocznij darmowy okres próbny',
  companyInvestmentsCount: 'Liczba inwestycji',
  companyInvestmentsValue: 'Wartość inwestycji',
} as const;

type CounterKey =
  | keyof DashboardStatistics['investments']
  | keyof DashboardStatistics['orders']
  | keyof DashboardStatistics['companies'];

/** The carousel's counters, slide by slide (spec 9: 3 slides of 3 counters). */
export const DASHBOARD_COUNTER_SLIDES: readonly (readonly { key: CounterKey; label: string }[])[] = [
  [
    { key: 'activeInvestments', label: 'Aktywne inwestycje' },
    { key: 'housingInvestments', label: 'Inwestycje mieszkaniowe' },
    { key: 'nonHousingInvestments', label: 'Inwestycje niemieszkaniowe' },
  ],
  [
    { key: 'engineeringInvestments', label: 'Inwestycje inżynieryjne' },
    { key: 'thisMonthInvestments', label: 'Nowe inwestycje w tym miesiącu' },
    { key: 'thisMonthInvestmentWrites', label: 'Zaktualizowane inwestycje w tym miesiącu' },
  ],
  [
    { key: 'activeOrders', label: 'Aktywne zlecenia' },
    { key: 'thisMonthOrders', label: 'Nowe zlecenia w tym miesiącu' },
    { key: 'nonBlockCompanies', label: 'Firmy w bazie' },
  ],
];

/** A counter's value out of the statistics, by its key. */
export const dashboardCounter = (stats: DashboardStatistics, key: CounterKey): number =>
  key in stats.investments
    ? stats.investments[key as keyof DashboardStatistics['investments']]
    : key in stats.orders
      ? stats.orders[key as keyof DashboardStatistics['orders']]
      : stats.companies[key as keyof DashboardStatistics['companies']];

/** Numbers in the French locale format (spec 9): '12 345' with a narrow no-break space. */
export const formatDashboardNumber = (value: number): string => value.toLocaleString('fr-FR');

/** The work-queue start page of non-subsidised users (beyond the spec). */
export const WORK_QUEUE_TEXTS = {
  title: 'Do zrobienia',
  unapproved: 'Zlecenia do zatwierdzenia',
  unapprovedEmpty: 'Wszystkie Twoje zlecenia są zatwierdzone.',
  deadlineThisWeek: 'Termin składania ofert w tym tygodniu',
  deadlineThisWeekEmpty: 'W tym tygodniu nie kończy się termin składania ofert w żadnym z Twoich zleceń.',
  unreadOffers: 'Nowe oferty do przejrzenia',
  unreadOffersEmpty: 'Nie masz nieprzeczytanych ofert do swoich zleceń.',
  unreadOffersCompanies: 'Firmy z nowymi ofertami',
  invitations: 'Zaproszenia do zleceń',
  invitationsEmpty: 'Nie masz nowych zaproszeń do zleceń.',
  unreadMessages: 'Nieprzeczytane wiadomości',
  unreadMessagesEmpty: 'Nie masz nieprzeczytanych wiadomości.',
  followedInvestments: 'Nowe inwestycje obserwowanych firm',
  followedInvestmentsEmpty: 'Obserwowane firmy nie mają nowych inwestycji z ostatnich 30 dni.',
  allMyOrders: 'Moje zlecenia',
  allInvitations: 'Wszystkie zaproszenia',
  allMessages: 'Wiadomości',
  unreadCount: 'Nieprzeczytane',
  shortcuts: 'Na skróty',
} as const;
