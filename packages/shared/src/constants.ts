/** Business constants of spec section 9 (both documents). Times are in milliseconds. */
export const PAGE_SIZE_DEFAULT = 10;
export const INVITED_PAGE_SIZES = [10, 20, 30, 50] as const;
export const COMPANY_LIST_PAGE_SIZE = 20;
export const LOCATIONS_PAGE_SIZE = 20;
export const RECOMMENDATIONS_PAGE_SIZE = 30;

export const BADGE_CAP = 99;
export const REDIRECT_COUNTDOWN_SECONDS = 10;

export const DEBOUNCE = {
  filters: 1000,
  counts: 1500,
  search: 500,
  autocomplete: 350,
  adminInvestmentId: 1000,
  mapWheel: 1500,
} as const;

export const POLLING = { unreadMessages: 10_000, markReadAfter: 3_000 } as const;

export const CACHE = {
  industries: 60 * 60 * 1000,
  sectors: 5 * 60 * 1000,
  locationAutocomplete: 5 * 60 * 1000,
  orderStatistics: 5 * 60 * 1000,
  orderCounts: 300_000,
  mapCounts: 10 * 60 * 1000,
  mapPins: 10 * 60 * 1000,
  investmentListStale: 10_000,
  company: 5 * 60 * 1000,
  companyStatistics: 5 * 60 * 1000,
  locationsList: 5 * 60 * 1000,
  dashboard: 300_000_000,
} as const;

export const LIMITS = {
  orderIndustriesMax: 5,
  orderContactsMax: 5,
  savedFiltersMax: 100,
  savedFilterNameMax: 100,
  filterLocationsMax: 16,
  /** characters of an order search phrase (the list query, the address bar, saved filters, the box) */
  orderSearchMax: 200,
  followNoteMax: 1000,
  uploadMaxBytes: 50 * 1024 * 1024,
  uploadMaxFilesDefault: 30,
  autocompleteSizeMax: 50,
  companyDescriptionMin: 160,
  companyDescriptionMax: 1500,
  daughterCompaniesMax: 10,
  auctionLinksMax: 4,
  contactValuesMax: 5,
  unverifiedEmailsMax: 100,
} as const;

export const DISTANCE_OPTIONS_KM = [5, 10, 15, 30, 50, 75, 100, 150, 200, 300] as const;
export const WHOLE_POLAND_DISTANCE = 9999;

export const TRIAL = { days: 7, investments: 25, companies: 25 } as const;

/** Poland's bounds and default map centre (spec 2.10 and document 2 section 9). */
export const POLAND_BOUNDS: [[number, number], [number, number]] = [
  [48.7, 13.8],
  [55.2, 24.5],
];
export const POLAND_CENTER: [number, number] = [51.95, 19.15];

/** Key kept in local storage across logout (spec 4 "Session"). */
export const WELCOME_DIALOG_STORAGE_KEY = 'welcomeDialogShown';

/** Letter codes of the 16 voivodeships, index = province id - 1 (TERYT order). */
export const PROVINCE_SHORTHANDS = [
  'DS',
  'KP',
  'LU',
  'LB',
  'LD',
  'MA',
  'MZ',
  'OP',
  'PK',
  'PD',
  'PM',
  'SL',
  'SK',
  'WN',
  'WP',
  'ZP',
] as const;
