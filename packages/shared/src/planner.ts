import { z } from 'zod';
import { line, text } from './text.js';

/**
 * 'Planer' (spec 6, menu 'Planer'; service PLANNER, not for admins): the user's dates from a list of
 * sources (server: modules/planner/sources), month and list views, an iCalendar feed.
 */
export const PLANNER_EVENT_KINDS = [
  'OWN_ORDER_OFFER_DEADLINE',
  'INVITED_ORDER_OFFER_DEADLINE',
  'OFFERED_ORDER_OFFER_DEADLINE',
  'WORK_FRONT',
  'QUESTION_DEADLINE',
  'INVESTMENT_STAGE',
] as const;
export const plannerEventKindSchema = z.enum(PLANNER_EVENT_KINDS);
export type PlannerEventKind = z.infer<typeof plannerEventKindSchema>;

export const PLANNER_EVENT_LABELS: Record<PlannerEventKind, string> = {
  OWN_ORDER_OFFER_DEADLINE: 'Termin ofert w moim zleceniu',
  INVITED_ORDER_OFFER_DEADLINE: 'Termin ofert (zaproszenie)',
  OFFERED_ORDER_OFFER_DEADLINE: 'Termin ofert (złożona oferta)',
  WORK_FRONT: 'Front robót',
  QUESTION_DEADLINE: 'Termin pytań do zlecenia',
  INVESTMENT_STAGE: 'Etap obserwowanej inwestycji',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const plannerDaySchema = line().regex(DAY);

export const plannerEventSchema = z
  .object({
    /** unique within an answer: kind and subject */
    key: text(),
    kind: plannerEventKindSchema,
    /** first day (YYYY-MM-DD); `endDate` the last day of a span (a work front), else null */
    date: text(),
    endDate: text().nullable(),
    title: text(),
    orderId: z.number().int().nullable(),
    investmentId: z.number().int().nullable(),
  })
  .meta({ id: 'PlannerEvent' });
export type PlannerEvent = z.infer<typeof plannerEventSchema>;

export const plannerEventsSchema = z.object({ events: z.array(plannerEventSchema) }).meta({ id: 'PlannerEvents' });
export type PlannerEvents = z.infer<typeof plannerEventsSchema>;

/** The longest range one call reads (a list view of a year). */
export const PLANNER_RANGE_MAX_DAYS = 400;

export const plannerQuerySchema = z.object({ from: plannerDaySchema, to: plannerDaySchema });
export type PlannerQuery = z.infer<typeof plannerQuerySchema>;

/** The feed's address is shown once, when made: only its hash is stored. */
export const plannerFeedSchema = z
  .object({ active: z.boolean(), createdAt: text().nullable(), url: text().nullable() })
  .meta({ id: 'PlannerFeed' });
export type PlannerFeed = z.infer<typeof plannerFeedSchema>;

export const plannerFeedParamsSchema = z.object({ token: line().max(200) });

/** The address bar of /planer: the view and the month shown (YYYY-MM); a bad value falls back. */
export const PLANNER_VIEWS = ['miesiac', 'lista'] as const;
export const plannerSearchSchema = z.object({
  widok: z.enum(PLANNER_VIEWS).catch('miesiac').default('miesiac'),
  miesiac: line()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
});
export type PlannerSearch = z.infer<typeof plannerSearchSchema>;

export const PLANNER_TEXTS = {
  title: 'Planer',
  lead: 'Terminy Twoich zleceń, zaproszeń i złożonych ofert w jednym kalendarzu.',
  month: 'Miesiąc',
  list: 'Lista',
  listEmpty: 'Brak terminów w najbliższych tygodniach.',
  feedTitle: 'Kalendarz w Twojej aplikacji (iCalendar)',
  feedLead:
    'Dodaj ten prywatny adres w Kalendarzu Google, Outlooku lub innej aplikacji, aby widzieć w niej swoje terminy. Nie udostępniaj go nikomu.',
  feedNone: 'Nie masz jeszcze adresu kalendarza.',
  feedHidden:
    'Adres kalendarza działa. Ze względów bezpieczeństwa pokazujemy go tylko raz; wygeneruj nowy, jeśli go nie masz.',
  feedGenerate: 'Wygeneruj adres',
  feedRegenerate: 'Wygeneruj nowy adres',
  feedRegenerateConfirm: 'Dotychczasowy adres przestanie działać. Wygenerować nowy?',
  feedRevoke: 'Wyłącz adres',
  feedDownload: 'Pobierz plik .ics',
  feedCopied: 'Skopiowano adres.',
  reminders: 'Przypomnienia o terminach wysyłamy e-mailem zgodnie z Twoimi ustawieniami powiadomień.',
} as const;
