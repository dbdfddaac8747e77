/**
 * Orders contract (issue 3): request and response schemas of the orders marketplace, saved filters,
 * order statistics and the investments of the order form; enums, limits and Polish texts.
 * Texts quoted from the spec are copied exactly; the ones marked "our decision" are not in the spec.
 * Its error codes are in errors/order-errors.ts.
 */
import { z } from 'zod';
import { attachmentSchema } from './attachments.js';
import { booleanQuery, commaList, pageOf, pathIdSchema } from './common.js';
import { LIMITS, PAGE_SIZE_DEFAULT } from './constants.js';
import {
  INVESTMENT_CHARACTERS,
  INVESTMENT_TYPES,
  ORDER_DELETE_REASONS,
  ORDER_SCOPES,
  ORDER_STATUSES,
  orderScopeSchema,
  orderStatusSchema,
  UNITS,
} from './enums.js';

// ---------------------------------------------------------------- texts

export const ORDER_MESSAGES = {
  // order form (spec 5 "Order form")
  investmentRequired: 'Błąd! Wybierz inwestycję',
  companyRequired: 'Błąd! Wybierz firmę',
  contactRequired: 'Błąd! Wybierz osobę kontaktową',
  offerDeadlineRequired: 'Błąd! Podaj termin składania ofert',
  workFrontRequired: 'Błąd! Podaj front robót',
  workFrontBeforePublication: 'Front robót nie może zaczynać się przed datą publikacji zlecenia',
  scopeRequired: 'Błąd! Podaj zakres zlecenia',
  industriesMax: 'Możesz wybrać maksymalnie 5 branż.',
  industriesRemoved: 'Nie możesz usunąć wcześniej dodanych branż.',
  quantityRequired: 'Błąd! Podaj ilość',
  unitRequired: 'Błąd! Podaj jednostkę',
  documentLinkInvalid: 'Link do dokumentu jest niepoprawny',
  formInvalid: 'Błąd! Uzupełnij formularz poprawnie',
  draftCompanyEmpty: 'Firma nie może być pusta.',
  noActiveInvestment: 'Twoja firma nie jest dodana do żadnej aktywnej inwestycji.',
  invalidOrderId: 'Nieprawidłowy ID zlecenia',
  // our decision: rules of spec 5 whose texts the spec does not show
  industriesRequired: 'Błąd! Wybierz branżę',
  industriesDuplicated: 'Branże nie mogą się powtarzać.',
  contactsMax: 'Możesz wybrać maksymalnie 5 osób kontaktowych.',
  contactsDuplicated: 'Osoby kontaktowe nie mogą się powtarzać.',
  contactNotOfCompany: 'Osoba kontaktowa musi być pracownikiem firmy zlecającej.',
  contactPhoneRequired: 'Błąd! Osoba kontaktowa musi mieć numer telefonu',
  offerDeadlineInPast: 'Termin składania ofert nie może być wcześniejszy niż dzisiaj',
  offerDeadlineOrder: 'Początek terminu składania ofert nie może być późniejszy niż koniec',
  workFrontOrder: 'Początek frontu robót nie może być późniejszy niż koniec',
  publishAtRequired: 'Błąd! Podaj datę publikacji',
  publishAtInPast: 'Data publikacji nie może być w przeszłości',
  visibilityRequired: 'Błąd! Wybierz widoczność zlecenia',
  quantityInvalid: 'Ilość może mieć najwyżej 2 miejsca po przecinku.',
  attachmentsMax: 'Możesz dodać maksymalnie 30 załączników.',
  attachmentInvalid: 'Nieprawidłowy załącznik.',
  // screens (spec 2.5, 2.7, 2.8, 8)
  searchLabel: 'Znajdź istniejące zlecenie',
  noSavedFilters: 'Brak zapisanych filtrów',
  locationAlreadyAdded: 'Lokalizacja już została dodana',
  publish: 'Opublikuj',
  saveChanges: 'Zapisz zmiany',
  saveAndApprove: 'Zapisz i zatwierdź',
  resultPublished: 'Twoje zlecenie zostało opublikowane',
  resultPlanned: 'zaplanowane do publikacji',
  resultDraft: 'zapisane jako szkic',
  resultChangesSaved: 'Twoje zmiany zostały zapisane',
  inviteNotice:
    'Wysyłając zapytanie do wybranych firm udostępniasz im również załączoną dokumentację i dane kontaktowe.',
  approveFailed: 'Nie udało się zatwierdzić zlecenia',
  deleteOrArchiveFailed: 'Nie udało się usunąć/zarchiwizować zlecenia.',
  deleteFailed: 'Nie udało się usunąć zlecenia',
  closeOrder: 'Zamknij zlecenie',
  orderClosed: 'Zlecenie zamknięte',
  sendThanks: 'Wyślij podziękowania',
  // saved filters (spec 5 and 8)
  filterNameMin: 'Minimalna długość to 1 znak.',
  filterNameMax: 'Maksymalna długość to 100 znaków.',
  filterSomethingWrong: 'Coś poszło nie tak',
  // decision: the size limit of a saved filter (USER_FILTER_MAX_BYTES)
  filterTooLarge: 'Filtr jest zbyt duży, aby go zapisać. Usuń część wybranych kryteriów.',
} as const;

// ---------------------------------------------------------------- enums and small shapes

export const ORDER_VIEW_TYPES = ['FULL', 'LIMITED', 'UNAUTHENTICATED', 'EDITOR', 'EDIT'] as const;
export const orderViewTypeSchema = z.enum(ORDER_VIEW_TYPES);
export type OrderViewType = z.infer<typeof orderViewTypeSchema>;

export const orderDeleteReasonSchema = z.enum(ORDER_DELETE_REASONS);
export type OrderDeleteReason = z.infer<typeof orderDeleteReasonSchema>;

export const ORDER_SORTS = [
  'PUBLISH_DATE_NEWEST',
  'PUBLISH_DATE_OLDEST',
  'OFFER_DEADLINE_NEAREST',
  'OFFER_DEADLINE_FARTHEST',
  'WORK_DATE_NEAREST',
  'WORK_DATE_FARTHEST',
] as const;
export const orderSortSchema = z.enum(ORDER_SORTS);
export type OrderSort = z.infer<typeof orderSortSchema>;

/** Which list an order query or a saved filter belongs to (spec 2.5 list types). */
export const ORDER_LIST_TYPES = ['ALL', 'MY', 'MAP', 'OFFERED', 'INVITED'] as const;
export const orderListTypeSchema = z.enum(ORDER_LIST_TYPES);
export type OrderListType = z.infer<typeof orderListTypeSchema>;

/** ISO day 'YYYY-MM-DD' (offer deadlines) and year-month 'YYYY-MM' (work front). */
export const isoDaySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });

// ---------------------------------------------------------------- order form (write)

export const orderIndustryInputSchema = z.object({
  industryId: z.number().int().positive(),
  /** Quantity with at most 2 decimals; null only in drafts. */
  workScopeNumber: z.number().positive().max(1e11).nullish(),
  unit: z.enum(UNITS).nullish(),
  description: z.string().max(2000).nullish(),
});
export type OrderIndustryInput = z.infer<typeof orderIndustryInputSchema>;

export const orderContactInputSchema = z.object({
  /** Contacts without a user are dropped on save (spec 5). */
  userId: z.number().int().positive().nullish(),
  publishPhone: z.boolean().default(true),
});

export const orderDocumentSchema = z.object({ url: z.string().max(2000), name: z.string().max(300).nullish() });
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

export const orderTechnologySchema = z.object({
  producerPreference: z.array(z.string().max(300)).max(50).default([]),
  technologyPreference: z.array(z.string().max(300)).max(50).default([]),
});
export type OrderTechnology = z.infer<typeof orderTechnologySchema>;

/**
 * Body of POST/PUT /orders and the draft calls. Only shapes are checked here; the rules of spec 5
 * (required parts, dates, limits) are checked by `orderFormIssues` and the server with Polish texts.
 */
export const orderFormSchema = z
  .object({
    investmentId: z.number().int().positive().nullish(),
    /** Requester company: chosen by staff; a client's own company when absent. */
    companyId: z.number().int().positive().nullish(),
    companyContacts: z.array(orderContactInputSchema).max(20).default([]),
    offerDeadlineFrom: isoDaySchema.nullish(),
    offerDeadlineTo: isoDaySchema.nullish(),
    workDeadlineFrom: yearMonthSchema.nullish(),
    workDeadlineTo: yearMonthSchema.nullish(),
    /** ISO date-time with offset; in the future the order is PLANNED, otherwise RELEASED. */
    publishAt: z.iso.datetime({ offset: true }).nullish(),
    scope: orderScopeSchema.nullish(),
    industries: z.array(orderIndustryInputSchema).max(20).default([]),
    technology: orderTechnologySchema.default({ producerPreference: [], technologyPreference: [] }),
    /** Rich text (HTML); sanitised by the server. */
    description: z.string().max(100_000).nullish(),
    documents: z.array(orderDocumentSchema).max(50).default([]),
    /** Uuids of files uploaded with target ORDER. */
    attachments: z.array(z.uuid()).max(100).default([]),
    visibleToIndustryUsersOnly: z.boolean().nullish(),
    notifyContacts: z.boolean().default(false),
    draft: z.boolean().optional(),
  })
  .meta({ id: 'OrderForm' });
export type OrderFormInput = z.input<typeof orderFormSchema>;
export type OrderForm = z.output<typeof orderFormSchema>;

/** Answer of the create, update, draft, complete and approve calls. */
export const orderSavedSchema = z
  .object({
    id: z.number().int(),
    status: orderStatusSchema,
    isApproved: z.boolean(),
    industries: z.array(namedRefSchema),
    investment: namedRefSchema,
  })
  .meta({ id: 'OrderSaved' });
export type OrderSaved = z.infer<typeof orderSavedSchema>;

export const orderDeleteRequestSchema = z
  .object({ reason: orderDeleteReasonSchema.nullish() })
  .nullish()
  .meta({ id: 'OrderDeleteRequest' });
export const orderDeletedSchema = z
  .object({
    id: z.number().int(),
    /** ARCHIVED for EXPIRED and SCOPE_CHANGE; `removed` for USER_MISTAKE and drafts. */
    status: orderStatusSchema,
    removed: z.boolean(),
    deletedReason: orderDeleteReasonSchema.nullable(),
  })
  .meta({ id: 'OrderDeleted' });

// ---------------------------------------------------------------- order card (read)

export const orderIndustrySchema = z
  .object({
    industryId: z.number().int(),
    industryName: z.string(),
    /** Absent in the UNAUTHENTICATED view (no quantities). */
    workScopeNumber: z.number().nullable().optional(),
    unit: z.enum(UNITS).nullable().optional(),
    description: z.string().nullable().optional(),
  })
  .meta({ id: 'OrderIndustry' });
export type OrderIndustry = z.infer<typeof orderIndustrySchema>;

export const orderContactSchema = z
  .object({
    userId: z.number().int(),
    companyId: z.number().int(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Null when the person hides the phone (publishPhone false) or has none. */
    phone: z.string().nullable(),
    position: z.string().nullable(),
    publishPhone: z.boolean(),
  })
  .meta({ id: 'OrderContact' });
export type OrderContact = z.infer<typeof orderContactSchema>;

export const orderInvestmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    roadEndCity: z.string().nullable(),
    picture: z.string().nullable(),
    sector: namedRefSchema.nullable(),
    subsector: namedRefSchema.nullable(),
    character: z.enum(INVESTMENT_CHARACTERS),
    type: z.enum(INVESTMENT_TYPES),
    stage: namedRefSchema.nullable(),
    value: z.number().nullable(),
    description: z.string().nullable(),
    constructionDescription: z.string().nullable(),
    params: z.array(z.object({ label: z.string(), value: z.string() })),
    latitude: z.number(),
    longitude: z.number(),
    archived: z.boolean(),
    companies: z.array(
      z.object({ id: z.number().int(), name: z.string(), role: z.string(), industries: z.array(namedRefSchema) }),
    ),
  })
  .meta({ id: 'OrderInvestment' });
export type OrderInvestment = z.infer<typeof orderInvestmentSchema>;

/** An order's attachment is the shared Attachment entity. */
export const orderAttachmentSchema = attachmentSchema;

/**
 * The order card. The server leaves out what a view must not show: UNAUTHENTICATED has no name,
 * company, quantities, contacts, documents, attachments or investment; LIMITED (the user's company
 * lacks every industry of the order) has no contacts, documents or attachments.
 */
export const orderSchema = z
  .object({
    id: z.number().int(),
    viewType: orderViewTypeSchema,
    status: orderStatusSchema,
    isApproved: z.boolean(),
    publishAt: z.string().nullable(),
    publishTimestamp: z.number().nullable(),
    createdAt: z.string(),
    character: z.enum(INVESTMENT_CHARACTERS),
    scope: orderScopeSchema.nullable(),
    offerDeadlineFrom: z.string().nullable(),
    offerDeadlineTo: z.string().nullable(),
    workDeadlineFrom: z.string().nullable(),
    workDeadlineTo: z.string().nullable(),
    industries: z.array(orderIndustrySchema),
    technology: orderTechnologySchema,
    description: z.string().nullable(),
    visibleToIndustryUsersOnly: z.boolean(),
    hasContactPhones: z.boolean(),
    userAllowedToEdit: z.boolean(),
    userAllowedToApprove: z.boolean(),
    deletedReason: orderDeleteReasonSchema.nullable(),
    /** Place of the works, shown in every view. */
    city: z.string().nullable(),
    provinceName: z.string().nullable(),
    name: z.string().optional(),
    company: z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string().nullable() }).optional(),
    investment: orderInvestmentSchema.optional(),
    companyContacts: z.array(orderContactSchema).optional(),
    documents: z.array(orderDocumentSchema).optional(),
    attachments: z.array(orderAttachmentSchema).optional(),
    /** Editors only (EDITOR, EDIT). */
    notifyContacts: z.boolean().optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

export const orderViewQuerySchema = z.object({
  editMode: z.preprocess((v) => v === 'true' || v === '' || v === true, z.boolean()).optional(),
});

export const orderIndustriesSchema = z.array(orderIndustrySchema).meta({ id: 'OrderIndustries' });
export const orderContactsSchema = z.array(orderContactSchema).meta({ id: 'OrderContacts' });

// ---------------------------------------------------------------- lists and counts

/** Query of GET /orders, /orders/me and /orders/count/{all|me}; page is 0-based (spec 9). */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_DEFAULT),
  status: commaList(z.enum(ORDER_STATUSES)),
  sort: orderSortSchema.optional(),
  search: z.string().trim().max(200).optional(),
  offerDeadlineFrom: isoDaySchema.optional(),
  offerDeadlineTo: isoDaySchema.optional(),
  workDeadlineFrom: yearMonthSchema.optional(),
  workDeadlineTo: yearMonthSchema.optional(),
  industryIds: commaList(z.coerce.number().int().positive()),
  stageIds: commaList(z.coerce.number().int().positive()),
  /** Investment type (character): PRIVATE, PUBLIC, MIXED. */
  characters: commaList(z.enum(INVESTMENT_CHARACTERS)),
  sectorIds: commaList(z.coerce.number().int().positive()),
  scopes: commaList(z.enum(ORDER_SCOPES)),
  /** Locality ids of the autocomplete (the numeric tail of 'locality:123'). */
  locationIds: commaList(z.coerce.number().int().positive()),
  /** Province ids 1-16 of region suggestions. */
  provinceIds: commaList(z.coerce.number().int().min(1).max(16)),
  /** Km around the one chosen locality (5-300, 9999 = the whole country). */
  distance: z.coerce.number().int().min(1).max(9999).optional(),
  /** Orders of these investments (the investment page). */
  investmentIds: commaList(z.coerce.number().int().positive()),
  /** Only orders in my company's industries. */
  byIndustries: booleanQuery.optional(),
  isApproved: booleanQuery.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export const ORDER_FILTER_LOCATIONS_MAX = LIMITS.filterLocationsMax;

export const orderListItemSchema = z
  .object({
    id: z.number().int(),
    status: orderStatusSchema,
    isApproved: z.boolean(),
    publishAt: z.string().nullable(),
    createdAt: z.string(),
    offerDeadlineFrom: z.string().nullable(),
    offerDeadlineTo: z.string().nullable(),
    workDeadlineFrom: z.string().nullable(),
    workDeadlineTo: z.string().nullable(),
    scope: orderScopeSchema.nullable(),
    character: z.enum(INVESTMENT_CHARACTERS),
    investment: z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() }),
    company: z.object({ id: z.number().int(), name: z.string() }),
    industries: z.array(namedRefSchema),
    deletedReason: orderDeleteReasonSchema.nullable(),
    userAllowedToEdit: z.boolean(),
  })
  .meta({ id: 'OrderListItem' });
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderPageSchema = pageOf(orderListItemSchema).meta({ id: 'OrderPage' });

export const orderCountSchema = z.object({ status: orderStatusSchema, count: z.number().int() });
export const orderCountsSchema = z.array(orderCountSchema).meta({ id: 'OrderCounts' });
export const orderCountScopeSchema = z.object({ scope: z.enum(['all', 'me']) });

// ---------------------------------------------------------------- saved filters

export const userFilterNameSchema = z
  .string()
  .trim()
  .min(1, ORDER_MESSAGES.filterNameMin)
  .max(LIMITS.savedFilterNameMax, ORDER_MESSAGES.filterNameMax);

/**
 * Decision: the most a saved filter's `filters` may take as JSON (UTF-8 bytes). The biggest filter
 * the list screen produces (16 locations with long labels, 200 industries, 60 sectors, every stage,
 * status and scope, a 200-letter search in Polish letters) takes about 3.4 KB (orders.test.ts).
 */
export const USER_FILTER_MAX_BYTES = 10 * 1024;

/** Size of a value as JSON in UTF-8 bytes. */
export const jsonByteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

export const userFilterCreateSchema = z
  .object({
    type: orderListTypeSchema,
    name: userFilterNameSchema,
    /** The list query of the screen (without page and size), at most USER_FILTER_MAX_BYTES as JSON. */
    filters: z.record(z.string(), z.json()).refine((filters) => jsonByteLength(filters) <= USER_FILTER_MAX_BYTES, {
      error: ORDER_MESSAGES.filterTooLarge,
    }),
  })
  .meta({ id: 'UserFilterCreate' });

export const userFilterSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    type: orderListTypeSchema,
    name: z.string(),
    filters: z.record(z.string(), z.json()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'UserFilter' });
export type UserFilter = z.infer<typeof userFilterSchema>;
export const userFiltersSchema = z.array(userFilterSchema).meta({ id: 'UserFilters' });
export const userFilterQuerySchema = z.object({ type: orderListTypeSchema });

// ---------------------------------------------------------------- statistics

export const orderStatisticsSchema = z
  .object({
    visits: z.number().int(),
    contactFetches: z.number().int(),
    orderShares: z.number().int(),
    conversationInteractions: z.number().int(),
  })
  .meta({ id: 'OrderStatistics' });
export type OrderStatistics = z.infer<typeof orderStatisticsSchema>;

/** Admin form: the companies behind each kind of interaction. */
export const extendedOrderStatisticsSchema = z
  .object({
    visits: z.array(namedRefSchema),
    contactFetches: z.array(namedRefSchema),
    orderShares: z.array(namedRefSchema),
    conversationInteractions: z.array(namedRefSchema),
  })
  .meta({ id: 'ExtendedOrderStatistics' });

/** An order id in a path must be numeric (spec 5: 'Nieprawidłowy ID zlecenia'), positive and a 32-bit integer. */
export const orderIdSchema = pathIdSchema(ORDER_MESSAGES.invalidOrderId);
/** Params of the routes `.../{orderId}` (statistics). */
export const orderIdParamsSchema = z.object({ orderId: orderIdSchema });
/** Params of the routes `/orders/{id}...` (card, industries, contacts, share, update, approve, delete). */
export const orderParamsSchema = z.object({ id: orderIdSchema });

// ---------------------------------------------------------------- investments of the form

export const investmentListQuerySchema = z.object({
  byMyCompany: booleanQuery.default(true),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_DEFAULT),
});
export const investmentListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    roadEndCity: z.string().nullable(),
    picture: z.string().nullable(),
    character: z.enum(INVESTMENT_CHARACTERS),
    stage: namedRefSchema.nullable(),
  })
  .meta({ id: 'InvestmentListItem' });
export const investmentPageSchema = pageOf(investmentListItemSchema).meta({ id: 'InvestmentPage' });
