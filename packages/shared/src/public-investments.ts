import { z } from 'zod';
import { investmentRoleSchema, orderScopeSchema } from './enums.js';
import { formatMillionsOf } from './format.js';
import { text } from './text.js';

/**
 * Public pages of the investment database (issue of the investment database, item 8; spec 2.3
 * 'local investments per city', 'sample investments', 'sample orders'): no login, the same answer
 * for every visitor, so the API answers them with a public cache.
 */

/** Segments of /inwestycje/... that are pages, never a city. */
export const RESERVED_INVESTMENT_SLUGS = [
  'szukaj',
  'mapa',
  'obserwowane',
  'wstrzymane',
  'bralem-udzial',
  'dopisz-udzial',
  'przyklady',
] as const;

/** A city's address segment: folded (no Polish letters), lower case, words joined by '-'. */
export const citySlug = (name: string): string =>
  name
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const CITY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const citySlugParamsSchema = z.object({
  slug: text().max(80).regex(CITY_SLUG_PATTERN, { error: 'Nieprawidłowa nazwa miasta.' }),
});

/** Value bands of a public page: the exact value is the subscription's (spec 1). */
export const VALUE_BAND_LIMITS_MLN = [1, 10, 50, 100] as const;
export const investmentValueBand = (valuePln: number | null): string => {
  if (valuePln === null || valuePln <= 0) return 'wartość nieznana';
  const mln = valuePln / 1_000_000;
  const [first] = VALUE_BAND_LIMITS_MLN;
  if (mln < first) return `do ${formatMillionsOf(first)}`;
  for (let i = 1; i < VALUE_BAND_LIMITS_MLN.length; i += 1) {
    const upper = VALUE_BAND_LIMITS_MLN[i] as number;
    if (mln < upper) return `${VALUE_BAND_LIMITS_MLN[i - 1]}–${formatMillionsOf(upper)}`;
  }
  return `powyżej ${formatMillionsOf(VALUE_BAND_LIMITS_MLN[VALUE_BAND_LIMITS_MLN.length - 1] as number)}`;
};

const city = z.object({ slug: text(), name: text(), provinceName: text().nullable() });

export const cityIndexSchema = z
  .object({ cities: z.array(city.extend({ count: z.number().int() })) })
  .meta({ id: 'InvestmentCityIndex' });
export type CityIndex = z.infer<typeof cityIndexSchema>;

export const cityInvestmentSchema = z.object({
  id: z.number().int(),
  name: text(),
  stageName: text().nullable(),
  valueBand: text(),
});
export const cityPageSchema = z
  .object({ city, total: z.number().int(), investments: z.array(cityInvestmentSchema) })
  .meta({ id: 'InvestmentCityPage' });
export type CityPage = z.infer<typeof cityPageSchema>;

export const CITY_PAGE_LIMIT = 30;
export const CITY_INDEX_LIMIT = 60;

export const sampleInvestmentSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    city: text().nullable(),
    provinceName: text().nullable(),
    stageName: text().nullable(),
    valuePln: z.number().nullable(),
    startDate: text().nullable(),
    endDate: text().nullable(),
    description: text().nullable(),
    participants: z.array(
      z.object({ companyId: z.number().int(), companyName: text(), role: investmentRoleSchema, industry: text() }),
    ),
  })
  .meta({ id: 'SampleInvestment' });
export type SampleInvestment = z.infer<typeof sampleInvestmentSchema>;
export const sampleInvestmentsSchema = z.array(sampleInvestmentSchema).meta({ id: 'SampleInvestments' });

export const sampleOrderSchema = z
  .object({
    id: z.number().int(),
    investmentName: text(),
    city: text().nullable(),
    companyId: z.number().int(),
    companyName: text(),
    industries: z.array(text()),
    scope: orderScopeSchema.nullable(),
    description: text().nullable(),
    offerDeadlineTo: text().nullable(),
    workDeadlineFrom: text().nullable(),
    workDeadlineTo: text().nullable(),
  })
  .meta({ id: 'SampleOrder' });
export type SampleOrder = z.infer<typeof sampleOrderSchema>;
export const sampleOrdersSchema = z.array(sampleOrderSchema).meta({ id: 'SampleOrders' });

export const SAMPLES_COUNT = 6;

export const PUBLIC_INVESTMENT_TEXTS = {
  citiesTitle: 'Inwestycje lokalne',
  citiesLead: 'Bieżące inwestycje budowlane w polskich miastach. Wybierz miasto, aby zobaczyć jego inwestycje.',
  cityTitle: (name: string) => `Inwestycje budowlane: ${name}`,
  cityDescription: (name: string, count: number) =>
    `Bieżące inwestycje budowlane w mieście ${name} (${count}): nazwy, etapy i przedziały wartości. Pełne dane, uczestnicy i kontakty w bazie inwestycji.`,
  cityEmpty: 'W tym mieście nie ma teraz bieżących inwestycji w bazie.',
  registerTitle: 'Zobacz pełne dane tych inwestycji',
  registerLead:
    'Uczestnicy, wartości, etapy i kontakty do firm są w bazie inwestycji. Załóż konto i wypróbuj ją za darmo przez 7 dni.',
  register: 'Zarejestruj się',
  login: 'Zaloguj się',
  allCities: 'Wszystkie miasta',
  samplesInvestmentsTitle: 'Przykładowe inwestycje',
  samplesInvestmentsLead:
    'Kilka prawdziwych inwestycji z bazy ze wszystkimi danymi, które widzą abonenci: wartość, terminy i firmy biorące udział.',
  samplesOrdersTitle: 'Przykładowe zlecenia',
  samplesOrdersLead:
    'Kilka prawdziwych zleceń z giełdy ze wszystkimi danymi, które widzą zalogowani wykonawcy: inwestycja, zleceniodawca, zakres i terminy.',
  participants: 'Firmy biorące udział',
  stage: 'Etap',
  value: 'Wartość',
  dates: 'Terminy',
  offerDeadline: 'Termin ofert',
  workDeadline: 'Termin prac',
} as const;
