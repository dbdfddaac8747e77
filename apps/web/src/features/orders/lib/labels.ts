import type { OrderDeleteReason, OrderListType, OrderSort } from '@platform/shared';

/**
 * Polish labels the spec names without quoting (our decision): sort options (spec 2.5), deletion
 * reasons (spec 4 "Deletion") and visibility (spec 2.7 "settings").
 */
export const SORT_LABELS: Record<OrderSort, string> = {
  PUBLISH_DATE_NEWEST: 'Data publikacji: od najnowszych',
  PUBLISH_DATE_OLDEST: 'Data publikacji: od najstarszych',
  OFFER_DEADLINE_NEAREST: 'Termin składania ofert: najbliższy',
  OFFER_DEADLINE_FARTHEST: 'Termin składania ofert: najdalszy',
  WORK_DATE_NEAREST: 'Front robót: najbliższy',
  WORK_DATE_FARTHEST: 'Front robót: najdalszy',
};

export const DELETE_REASON_LABELS: Record<OrderDeleteReason, string> = {
  EXPIRED: 'Zlecenie straciło aktualność',
  SCOPE_CHANGE: 'Zmienił się zakres zlecenia',
  USER_MISTAKE: 'Zlecenie zostało dodane przez pomyłkę',
};

/** What each reason does (spec 4): a mistake removes the order, the others archive it. */
export const DELETE_REASON_HINTS: Record<OrderDeleteReason, string> = {
  EXPIRED: 'Zlecenie trafi do archiwum.',
  SCOPE_CHANGE: 'Zlecenie trafi do archiwum.',
  USER_MISTAKE: 'Zlecenie zostanie usunięte ze wszystkich list.',
};

export const VISIBILITY_LABELS = {
  all: 'Wszyscy zalogowani użytkownicy platformy',
  industry: 'Tylko firmy działające w branżach zlecenia',
} as const;

export const LIST_TITLES: Record<Extract<OrderListType, 'ALL' | 'MY' | 'INVITED' | 'OFFERED'>, string> = {
  ALL: 'Zlecenia',
  MY: 'Moje zlecenia',
  INVITED: 'Zaproszenia do zleceń',
  OFFERED: 'Ofertowane zlecenia',
};

/** Upsell tooltip on the disabled filter controls of subsidised clients (spec 6). */
export const SUBSIDIZED_FILTER_TOOLTIP = 'Filtry są dostępne w pełnej wersji platformy. Wypróbuj bez zobowiązań.';
export const DISTANCE_TOOLTIP = 'Odległość można wybrać, gdy w filtrze lokalizacji jest dokładnie jedno miasto.';
